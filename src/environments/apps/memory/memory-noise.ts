import path from 'node:path';
import { z } from 'zod';
import { ArenaError } from '../../../errors.ts';
import { readNoiseYaml } from '../../noise/noise-yaml.ts';
import type { MemoryGraph } from './memory-reader.ts';
import {
  CITIES,
  COMPANY_KINDS,
  COMPANY_STEMS,
  EVENTS,
  FALLBACKS,
  MEETINGS,
  MORE_FIRST_NAMES,
  MORE_LAST_NAMES,
  OBSERVATIONS,
  PERSONAL,
  PLACES,
  PREFERENCES,
  PROJECT_NAMES,
  RELATION_KINDS,
  ROLES,
  STATUSES,
  TOPICS,
} from './memory-noise-content.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../noise/people.ts';
import { Random } from '../../noise/random.ts';
import { fill } from '../../noise/templates.ts';

export const MEMORY_NOISE_KINDS = [
  'person',
  'company',
  'project',
  'meeting',
  'place',
  'event',
  'preference',
] as const;
export type MemoryNoiseKind = (typeof MEMORY_NOISE_KINDS)[number];

/** `seed/memory/noise.yaml`: how many noise entities of each kind, how many relations, what never to mention. */
export interface MemoryNoiseSpec {
  entities: Record<MemoryNoiseKind, number>;
  relations: number;
  avoid: string[];
  /** False: no health, family or private-life observations and no `preference` entities (a shared team graph). */
  personal: boolean;
}

/** The mix of kinds when noise.yaml gives only a total, as shares of it. */
const DEFAULT_MIX: Record<MemoryNoiseKind, number> = {
  person: 0.42,
  company: 0.16,
  project: 0.1,
  meeting: 0.2,
  place: 0.04,
  event: 0.04,
  preference: 0.04,
};
/** How many distinct entities a kind can have; asking for more is an error in noise.yaml. */
const CAPACITY: Record<MemoryNoiseKind, number> = {
  person: 1000,
  company: COMPANY_STEMS.length * COMPANY_KINDS.length,
  project: PROJECT_NAMES.length,
  meeting: 1000,
  place: PLACES.length,
  event: EVENTS.length * 2,
  preference: PREFERENCES.length,
};

const schema = z.strictObject({
  entities: z.union([
    z.int().min(1).max(2000),
    z.partialRecord(z.enum(MEMORY_NOISE_KINDS), z.int().min(0).max(1000)),
  ]),
  relations: z.int().min(0).max(5000).optional(),
  avoid: z.array(z.string().trim().min(2)).default([]),
  personal: z.boolean().default(true),
});

/** Reads and checks `noise.yaml` in a task's memory seed folder; undefined when there is none. */
export function readMemoryNoise(seedDir: string): MemoryNoiseSpec | undefined {
  const file = path.join(seedDir, 'noise.yaml');
  const read = readNoiseYaml(
    file,
    schema,
    `expected entities: 120 or entities: { person: 50, company: 20, ... } with kinds ${MEMORY_NOISE_KINDS.join(', ')}; optional relations: 180, avoid: [Priya, Northwind]`,
  );
  if (!read) return undefined;
  const { entities, relations, avoid, personal } = read;
  const counts = Object.fromEntries(
    MEMORY_NOISE_KINDS.map((kind) => [
      kind,
      kind === 'preference' && !personal
        ? 0
        : typeof entities === 'number'
          ? Math.round(entities * DEFAULT_MIX[kind])
          : (entities[kind] ?? 0),
    ]),
  ) as Record<MemoryNoiseKind, number>;
  for (const kind of MEMORY_NOISE_KINDS)
    if (counts[kind] > CAPACITY[kind])
      throw new ArenaError(
        'TASK_INVALID',
        `${file}: at most ${CAPACITY[kind]} ${kind} entities, not ${counts[kind]}`,
      );
  const total = MEMORY_NOISE_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return { entities: counts, relations: relations ?? Math.round(total * 1.5), avoid, personal };
}

/** Words of seed names too common to keep out of noise ("Ltd", "Group", "Notes"...). */
const GENERIC = new Set(
  'and the of for with ltd plc gmbh inc llc group holdings company co team notes note conventions graph contact contacts labs foods hotels energy systems services office supplies'.split(
    ' ',
  ),
);

function normal(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * What noise must never mention: every name the seed graph holds, each distinctive word of those names
 * (a first name, a company stem) as a whole word, and the task's own `avoid` terms anywhere in a text.
 */
export function avoidance(seed: MemoryGraph, avoid: readonly string[]): (text: string) => boolean {
  const words = new Set<string>();
  for (const entity of seed.entities)
    for (const word of normal(entity.name).split(/[^\p{L}\p{N}]+/u))
      if (word.length >= 3 && !GENERIC.has(word) && !/^\d+$/.test(word)) words.add(word);
  const terms = [...avoid, ...seed.entities.map((entity) => entity.name)].map(normal);
  return (text) => {
    const plain = normal(text);
    if (terms.some((term) => plain.includes(term))) return false;
    return !plain.split(/[^\p{L}\p{N}]+/u).some((word) => words.has(word));
  };
}

interface Draft {
  kind: MemoryNoiseKind;
  name: string;
  observations: string[];
  /** Set for people: the company they work at, and their role there. */
  employer?: string;
  role?: string;
  /** Set for meetings: the day it took place and the person it was with. */
  date?: string;
  party?: string;
  /** Set for events: their year. */
  year?: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
/** Noise remembers the two years before the suite's tasks (they are set in November 2026). */
const FROM = Date.UTC(2025, 0, 6);
const TO = Date.UTC(2026, 9, 30);

function isoDate(random: Random): string {
  return new Date(FROM + Math.floor(random.next() * (TO - FROM))).toISOString().slice(0, 10);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `works at` → `works_at` when the task's seed writes relation types in snake_case. */
function styled(words: string, snake: boolean): string {
  return snake ? words.replace(/\s+/g, '_') : words;
}

/**
 * The noise entities and relations for a task's graph, the same every time (seeded with the task id): none
 * shares a name with the seed, none mentions what `clean` rejects, and no relation touches a seeded entity.
 * Entity and relation types follow the seed's style (Capitalised types, snake_case relations).
 */
export function memoryNoise(taskId: string, spec: MemoryNoiseSpec, seed: MemoryGraph): MemoryGraph {
  const random = new Random(`${taskId}/memory`);
  const clean = avoidance(seed, spec.avoid);
  const snake = seed.relations.some((relation) => relation.relationType.includes('_'));
  const capital =
    seed.entities.filter((entity) => /^\p{Lu}/u.test(entity.entityType)).length > seed.entities.length / 2;
  const typeName = (kind: MemoryNoiseKind): string =>
    capital ? kind[0]!.toUpperCase() + kind.slice(1) : kind;
  const taken = new Set(seed.entities.map((entity) => normal(entity.name)));
  const drafts: Draft[] = [];
  const byKind = (kind: MemoryNoiseKind): Draft[] => drafts.filter((draft) => draft.kind === kind);

  const name = (kind: MemoryNoiseKind, make: () => string): void => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const candidate = make();
      if (taken.has(normal(candidate)) || !clean(candidate)) continue;
      taken.add(normal(candidate));
      drafts.push({ kind, name: candidate, observations: [] });
      return;
    }
    throw new ArenaError(
      'TASK_INVALID',
      `memory noise of ${taskId}: too few ${kind} names left; ask for fewer`,
    );
  };
  const firsts = [...FIRST_NAMES, ...MORE_FIRST_NAMES];
  const lasts = [...LAST_NAMES, ...MORE_LAST_NAMES];
  const events = EVENTS.flatMap((event) => [`${event} 2025`, `${event} 2026`]);
  const pools: Record<Exclude<MemoryNoiseKind, 'meeting'>, () => string> = {
    person: () => `${random.pick(firsts)} ${random.pick(lasts)}`,
    company: () => `${random.pick(COMPANY_STEMS)} ${random.pick(COMPANY_KINDS).suffix}`,
    project: () => random.pick(PROJECT_NAMES),
    place: () => random.pick(PLACES).name,
    event: () => random.pick(events),
    preference: () => random.pick(PREFERENCES).name,
  };
  for (const kind of ['company', 'person', 'project', 'place', 'event', 'preference'] as const)
    for (let index = 0; index < spec.entities[kind]; index += 1) name(kind, pools[kind]);
  const people = byKind('person');
  const companies = byKind('company');
  const pickName = (kind: MemoryNoiseKind, fallback: string): string => {
    const pool = byKind(kind);
    return pool.length > 0 ? random.pick(pool).name : fallback;
  };
  for (let index = 0; index < spec.entities.meeting; index += 1) {
    let meeting: Pick<Draft, 'date' | 'party'> = {};
    name('meeting', () => {
      const date = isoDate(random);
      const template = random.pick(MEETINGS);
      const other =
        template.with === 'topic' ? random.pick(TOPICS) : pickName(template.with, template.fallback ?? '');
      const party = template.with === 'person' ? other : undefined;
      meeting = { date, party: people.some((person) => person.name === party) ? party : undefined };
      return fill(template.title, { with: other, date });
    });
    Object.assign(drafts[drafts.length - 1]!, meeting);
  }
  for (const event of byKind('event')) event.year = event.name.slice(-4);

  for (const person of people)
    if (companies.length > 0 && random.chance(0.85)) {
      person.employer = random.pick(companies).name;
      person.role = random.pick(ROLES);
    }
  const observation = (template: string, draft: Draft): string =>
    template
      .replace('{role}', draft.role ?? random.pick(ROLES))
      .replace('{company}', draft.employer ?? pickName('company', FALLBACKS.company))
      .replace(
        '{industry}',
        capitalised(COMPANY_KINDS.find((kind) => draft.name.endsWith(kind.suffix))?.industry ?? ''),
      )
      .replace('{person}', pickName('person', FALLBACKS.person))
      .replace('{first}', pickName('person', FALLBACKS.first).split(' ')[0]!)
      .replace('{city}', random.pick(CITIES))
      .replace('{project}', pickName('project', FALLBACKS.project))
      .replace('{place}', pickName('place', FALLBACKS.place))
      .replace('{event}', pickName('event', FALLBACKS.event).replace(/ \d{4}$/, ''))
      .replace('{month}', random.pick(MONTHS))
      .replace('{year}', draft.year ?? String(random.int(2025, 2026)))
      .replace('{date}', draft.date ?? isoDate(random))
      .replace('{weekday}', random.pick(WEEKDAYS))
      .replace('{topic}', random.pick(TOPICS))
      .replace('{status}', random.pick(STATUSES))
      .replace('{founded}', String(random.int(1990, 2021)))
      .replace('{number}', String(random.pick([12, 35, 60, 140, 400, 1200])));
  for (const draft of drafts) {
    const fixed: readonly string[] =
      draft.kind === 'preference'
        ? (PREFERENCES.find((item) => item.name === draft.name)?.observations ?? [])
        : draft.kind === 'place'
          ? [PLACES.find((item) => item.name === draft.name)!.note]
          : draft.kind === 'company'
            ? ['{industry}']
            : draft.employer
              ? ['{role} at {company}']
              : [];
    const templates = OBSERVATIONS[draft.kind].filter(
      (template) => !fixed.includes(template) && (spec.personal || !PERSONAL.has(template)),
    );
    const chosen = [...fixed, ...random.sample(templates, random.int(1, draft.kind === 'person' ? 4 : 3))];
    for (const template of chosen) {
      const text = observation(template, draft);
      if (text && clean(text) && !draft.observations.includes(text)) draft.observations.push(text);
    }
  }

  const relations: MemoryGraph['relations'] = [];
  const seen = new Set<string>();
  const relate = (from: string, to: string, type: string): void => {
    const relationType = styled(type, snake);
    const key = JSON.stringify([from, to, relationType]);
    if (from === to || seen.has(key)) return;
    seen.add(key);
    relations.push({ from, to, relationType });
  };
  for (const person of people) if (person.employer) relate(person.name, person.employer, 'works at');
  for (const meeting of byKind('meeting')) if (meeting.party) relate(meeting.party, meeting.name, 'attended');
  const weighted = RELATION_KINDS.flatMap((kind) =>
    Array<(typeof RELATION_KINDS)[number]>(kind[3]).fill(kind),
  );
  for (let attempt = 0; relations.length < spec.relations && attempt < spec.relations * 20; attempt += 1) {
    const [fromKind, toKind, type] = random.pick(weighted);
    const [from, to] = [byKind(fromKind), byKind(toKind)];
    if (from.length === 0 || to.length === 0) continue;
    relate(random.pick(from).name, random.pick(to).name, type);
  }
  return {
    entities: random.shuffle(drafts).map((draft) => ({
      name: draft.name,
      entityType: typeName(draft.kind),
      observations: draft.observations,
    })),
    relations: random.shuffle(relations),
  };
}

/** The server's JSON-lines file for a graph: entities, then relations. */
export function memoryLines(graph: MemoryGraph): string[] {
  return [
    ...graph.entities.map((entity) => JSON.stringify({ type: 'entity', ...entity })),
    ...graph.relations.map((relation) => JSON.stringify({ type: 'relation', ...relation })),
  ];
}
