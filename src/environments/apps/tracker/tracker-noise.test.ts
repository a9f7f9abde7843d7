import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureTask } from '../../test-fixtures/contract-fixtures.ts';
import { startAppForTests } from '../../test-fixtures/started-app.ts';
import { parseTrackerTask, TrackerApp } from './tracker-app.ts';
import { readTrackerNoise, seededTracker, trackerNoise, type TrackerNoiseSpec } from './tracker-noise.ts';

const task = fixtureTask(path.join(import.meta.dirname, 'test-fixtures/tracker-noise'), 'tracker');
const seedDir = path.join(task.dir, 'seed', 'tracker');
const spec = readTrackerNoise(seedDir)!;
const number = (id: string): number => Number(/\d+$/.exec(id)?.[0]);

describe('tracker noise', () => {
  it('is the same every time, with the counts asked for, ids after the seed', () => {
    const files = trackerNoise('task-a', spec, seedDir);
    expect(trackerNoise('task-a', spec, seedDir)).toEqual(files);
    expect(trackerNoise('task-b', spec, seedDir)).not.toEqual(files);
    const folder = (name: string): string[] =>
      files.filter((item) => path.dirname(item.file) === name).map((item) => item.content);
    expect(folder('tasks')).toHaveLength(70);
    expect(folder('completed')).toHaveLength(40);
    expect(folder('archive/tasks')).toHaveLength(12);
    expect(folder('drafts')).toHaveLength(5);
    expect(folder('docs')).toHaveLength(2);
    const tickets = [...folder('tasks'), ...folder('completed'), ...folder('archive/tasks')].map((content) =>
      parseTrackerTask(content)!,
    );
    const ids = tickets.map((ticket) => number(ticket.id)).sort((a, b) => a - b);
    // The seed's highest id is TASK-7 (completed): noise goes on from there, without gaps.
    expect(ids).toEqual(Array.from({ length: 122 }, (_, index) => 8 + index));
    expect(new Set(tickets.map((ticket) => ticket.title)).size).toBe(tickets.length);
    expect(folder('completed').every((content) => parseTrackerTask(content)!.status === 'Done')).toBe(true);
    expect(folder('archive/tasks').some((content) => parseTrackerTask(content)!.status === 'Done')).toBe(
      false,
    );
    // backlog.md numbers a new ticket after the active and completed ones only: the last id is not archived.
    const highest = `TASK-${Math.max(...ids)}`;
    expect(folder('archive/tasks').some((content) => parseTrackerTask(content)!.id === highest)).toBe(false);
    const statuses = new Set(folder('tasks').map((content) => parseTrackerTask(content)!.status));
    expect([...statuses].sort()).toEqual(['Done', 'In Progress', 'To Do']);
    expect(folder('drafts').map((content) => parseTrackerTask(content)!.id)).toEqual([
      'DRAFT-1',
      'DRAFT-2',
      'DRAFT-3',
      'DRAFT-4',
      'DRAFT-5',
    ]);
    expect(files.find((item) => item.file.startsWith('docs/'))!.file).toMatch(/^docs\/doc-2 - /);
    for (const ticket of tickets) {
      expect(ticket.title).not.toBe('');
      expect(ticket.labels.length).toBeGreaterThan(0);
      expect(ticket.description.length).toBeGreaterThan(20);
    }
  });

  it('never names what the task avoids', () => {
    const plain = trackerNoise(
      'task-a',
      { ...spec, avoid: { assignees: [], labels: [], words: [], statuses: [] } },
      seedDir,
    );
    const tickets = plain
      .map((item) => parseTrackerTask(item.content)!)
      .filter((ticket) => ticket.id.startsWith('TASK'));
    const busiest = tickets.flatMap((ticket) => ticket.assignee)[0]!.replace('@', '');
    expect(tickets.some((ticket) => ticket.labels.includes('bug'))).toBe(true);
    expect(tickets.some((ticket) => /website/i.test(ticket.markdown))).toBe(true);
    const avoid: TrackerNoiseSpec['avoid'] = {
      assignees: [`@${busiest}`],
      labels: ['bug', 'hiring'],
      words: ['Website', 'onboarding'],
      statuses: ['In Progress'],
    };
    const files = trackerNoise('task-a', { ...spec, avoid }, seedDir);
    expect(files).toHaveLength(plain.length);
    for (const { content } of files) {
      expect(content).not.toMatch(/website|onboarding/i);
      const ticket = parseTrackerTask(content)!;
      expect(ticket.assignee).not.toContain(`@${busiest}`);
      expect(ticket.labels).not.toContain('bug');
      expect(ticket.labels).not.toContain('hiring');
      expect(ticket.status).not.toBe('In Progress');
    }
  });

  it('seeds the board from the task files plus the noise, built once, without the spec', () => {
    const dir = seededTracker(task, seedDir);
    expect(seededTracker(task, seedDir)).toBe(dir);
    expect(existsSync(path.join(dir, 'noise.yaml'))).toBe(false);
    expect(readdirSync(path.join(dir, 'tasks'))).toContain('task-1 - Renew-SSL-certificate.md');
    expect(readdirSync(path.join(dir, 'tasks'))).toHaveLength(71);
  });

  it('leaves a board without noise.yaml as it is, and explains a bad spec in one line', () => {
    const plain = fixtureTask(path.join(import.meta.dirname, 'test-fixtures/tracker'), 'tracker');
    const plainSeed = path.join(plain.dir, 'seed', 'tracker');
    expect(seededTracker(plain, plainSeed)).toBe(plainSeed);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tracker-noise-'));
    writeFileSync(path.join(dir, 'noise.yaml'), 'tasks: 120\nfrom: 2026-01-05\nto: 2026-11-20\nextra: 1\n');
    expect(() => readTrackerNoise(dir)).toThrow(/noise.yaml: .*extra.*expected tasks: 120/);
    writeFileSync(path.join(dir, 'noise.yaml'), 'tasks: 120\nfrom: 2026-11-20\nto: 2026-01-05\n');
    expect(() => readTrackerNoise(dir)).toThrow(/from before to/);
    rmSync(dir, { recursive: true });
  });
});

describe('tracker noise through backlog.md', () => {
  const started = startAppForTests(new TrackerApp(), task, 'tracker-noise');

  it('reads every generated ticket, and backlog.md serves them', async () => {
    const { app, connection: tracker } = started;
    const tickets = await app.state.tracker!.tasks();
    expect(tickets).toHaveLength(2 + 70 + 40 + 12);
    expect(tickets.every((ticket) => ticket.title && ticket.status && ticket.labels.length)).toBe(true);
    const listing = await tracker.call('task_list', {});
    expect(listing.isError, listing.content).toBe(false);
    const active = readdirSync(path.join(seededTracker(task, seedDir), 'tasks')).map(
      (name) => /^task-(\d+)/.exec(name)![1],
    );
    for (const id of active) expect(listing.content).toMatch(new RegExp(`TASK-${id} `));
    // backlog.md's views cover the active and completed tickets (archived ones only through the files).
    const working = tickets.find(
      (ticket) => ticket.status === 'In Progress' && active.includes(String(number(ticket.id))),
    );
    const done = tickets.find((ticket) => ticket.id !== 'TASK-7' && ticket.status === 'Done');
    for (const ticket of [working!, done!]) {
      const view = await tracker.call('task_view', { id: ticket.id });
      expect(view.isError, view.content).toBe(false);
      expect(view.content).toContain(ticket.title);
    }
    const docs = await tracker.call('document_list', {});
    expect(docs.content).toContain('On-call rules');
    expect(new Set(docs.content.match(/doc-\d+/g))).toEqual(new Set(['doc-1', 'doc-2', 'doc-3']));
    const created = await tracker.call('task_create', { title: 'Order new badges' });
    expect(created.content).toContain(`TASK-${Math.max(...tickets.map((ticket) => number(ticket.id))) + 1} `);
    await app.reset();
    expect(await app.state.tracker!.tasks()).toHaveLength(tickets.length);
  });
});
