import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MemoryGraph } from './memory-reader.ts';
import { MemoryApp, parseMemoryGraph, seededMemory } from './memory-app.ts';
import { fixtureTask } from '../../test-fixtures/contract-fixtures.ts';
import { startAppForTests } from '../../test-fixtures/started-app.ts';
import { avoidance, memoryNoise, readMemoryNoise } from './memory-noise.ts';

const task = fixtureTask(path.join(import.meta.dirname, 'test-fixtures/memory-noise'), 'memory');
const seedDir = path.join(task.dir, 'seed', 'memory');
const seed: MemoryGraph = {
  entities: [
    { name: 'Priya Nair', entityType: 'Person', observations: ['Head of finance at Northwind'] },
    { name: 'Northwind', entityType: 'Company', observations: ['Office supplies wholesaler'] },
  ],
  relations: [{ from: 'Priya Nair', to: 'Northwind', relationType: 'works_at' }],
};

function texts(graph: MemoryGraph): string[] {
  return [
    ...graph.entities.flatMap((entity) => [entity.name, entity.entityType, ...entity.observations]),
    ...graph.relations.map((relation) => relation.relationType),
  ];
}

describe('memory noise', () => {
  const spec = readMemoryNoise(seedDir)!;

  it('reads noise.yaml: counts per kind, or a total spread over the kinds', () => {
    expect(spec.entities.person).toBe(40);
    expect(spec.relations).toBe(150);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'memory-noise-'));
    writeFileSync(path.join(dir, 'noise.yaml'), 'entities: 120\n');
    const total = readMemoryNoise(dir)!;
    expect(Object.values(total.entities).reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(118);
    expect(total.relations).toBeGreaterThan(150);
    writeFileSync(path.join(dir, 'noise.yaml'), 'entities: { robots: 3 }\n');
    expect(() => readMemoryNoise(dir)).toThrow(/entities/);
    writeFileSync(path.join(dir, 'noise.yaml'), 'entities: { place: 50 }\n');
    expect(() => readMemoryNoise(dir)).toThrow(/at most 10 place/);
  });

  it('is the same every time, of the size asked for, varied, and apart from the seed', () => {
    const graph = memoryNoise('task-a', spec, seed);
    expect(memoryNoise('task-a', spec, seed)).toEqual(graph);
    expect(memoryNoise('task-b', spec, seed)).not.toEqual(graph);
    expect(graph.entities).toHaveLength(100);
    expect(graph.relations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(graph.entities.map((entity) => entity.name)).size).toBe(100);
    expect(new Set(graph.entities.map((entity) => entity.entityType))).toEqual(
      new Set(['Person', 'Company', 'Project', 'Meeting', 'Place', 'Event', 'Preference']),
    );
    expect(graph.entities.every((entity) => entity.observations.length > 0)).toBe(true);
    const observations = graph.entities.flatMap((entity) => entity.observations);
    expect(new Set(observations).size).toBeGreaterThan(150);
    const names = new Set(graph.entities.map((entity) => entity.name));
    for (const relation of graph.relations) {
      expect(names.has(relation.from) && names.has(relation.to), JSON.stringify(relation)).toBe(true);
      expect(relation.relationType).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('never mentions the seed names, their words, or the avoid terms', () => {
    const graph = memoryNoise('task-a', spec, seed);
    for (const text of texts(graph)) expect(text).not.toMatch(/priya|nair|northwind|finance|wolcott/i);
    const clean = avoidance(seed, ['Wolcott']);
    expect(clean('Met Ulysses Wolcott')).toBe(false);
    expect(clean('Priya’s sister')).toBe(false);
    expect(clean('Lives in Nairobi')).toBe(true);
    expect(clean('Worked with Nair')).toBe(false);
  });

  it('leaves out private matters and the owner’s preferences when personal is false', () => {
    const shared = { ...spec, personal: false, entities: { ...spec.entities, preference: 0 } };
    const graph = memoryNoise('task-a', shared, seed);
    expect(graph.entities.some((entity) => entity.entityType === 'Preference')).toBe(false);
    for (const text of texts(graph))
      expect(text).not.toMatch(/children|vegetarian|allergic|birthday|marathon|parental|jazz/i);
    expect(texts(memoryNoise('task-a', spec, seed)).join('\n')).toMatch(
      /children|vegetarian|allergic|birthday|marathon|parental|jazz/i,
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'memory-noise-'));
    writeFileSync(path.join(dir, 'noise.yaml'), 'entities: 100\npersonal: false\n');
    expect(readMemoryNoise(dir)!.entities.preference).toBe(0);
  });

  it('spreads the noise among the task’s own entities, keeping them as seeded', () => {
    const text = seededMemory(task)!;
    expect(seededMemory(task)).toBe(text);
    const graph = parseMemoryGraph(text);
    expect(graph.entities).toHaveLength(102);
    expect(graph.entities.findIndex((entity) => entity.name === 'Priya Nair')).toBeGreaterThan(0);
    expect(graph.entities.find((entity) => entity.name === 'Priya Nair')!.observations).toEqual([
      'Head of finance at Northwind',
      'Prefers email over calls',
    ]);
    expect(graph.relations).toContainEqual({ from: 'Priya Nair', to: 'Northwind', relationType: 'works_at' });
  });
});

describe('memory noise through the memory MCP server', () => {
  const started = startAppForTests(new MemoryApp(), task, 'memory-noise');

  it('serves the seeded graph with its noise, which checks read as state and before-state', async () => {
    const { app, connection: memory } = started;
    const seeded = parseMemoryGraph(seededMemory(task)!);
    expect(await app.state.memory!()).toEqual(seeded);
    expect(await app.before!.memory!()).toEqual(seeded);
    const read = await memory.call('read_graph', {});
    expect(read.isError, read.content).toBe(false);
    const served = JSON.parse(read.content) as MemoryGraph;
    expect(served.entities).toHaveLength(102);
    expect(served.relations).toHaveLength(seeded.relations.length);
    const person = seeded.entities.find(
      (entity) => entity.entityType === 'Person' && entity.name !== 'Priya Nair',
    )!;
    const found = await memory.call('search_nodes', { query: person.name });
    expect(found.content).toContain(person.observations[0]);
    await memory.call('delete_entities', { entityNames: [person.name] });
    expect((await app.state.memory!()).entities).toHaveLength(101);
    await app.reset();
    expect(await app.snapshot()).toEqual(seeded);
  });
});
