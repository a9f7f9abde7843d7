import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffMemory, mentions, normalizeText } from 'mcp-arena/evaluation';

const ROSA_DETAILS: Array<[string, RegExp]> = [
  ['role', /(senior|sr\.?) account manager/i],
  ['email', /rosa\.lindqvist@tessaro\.test/i],
  ['phone', /\+?46[\s-]*\(?0?\)?[\s-]*31[\s-]*555[\s-]*0142/],
  ['city', /gothenburg|göteborg|goteborg/i],
];

/** An entity's observations kept: every one it had is still there as written (more are fine). */
const keptAll = (before: unknown, after: unknown): boolean =>
  Array.isArray(before) && Array.isArray(after) && before.every((text) => after.includes(text));
const OCTOBER_2026 = /(?<![\p{L}\p{N}])(oct(ober)?\.?,? 2026|2026-10|10\/2026)(?![\p{L}\p{N}])/u;
const MARK_SEEDED = [
  'Email: mark.ellison@tessaro.test',
  'Phone: +46 31 555 0117',
  'Prefers calls over email',
];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const graph = await context.memory();
  const before = await context.before.memory();
  const rosas = graph.entities.filter(
    (entity) => /rosa/i.test(entity.name) && /lindqvist/i.test(entity.name),
  );
  const rosa = rosas[0];
  const mark = graph.entities.find((entity) => entity.name === 'Mark Ellison');
  const related = (from: string | undefined, to: string, type: RegExp): boolean =>
    graph.relations.some(
      (relation) =>
        relation.from === from && relation.to === to && type.test(relation.relationType.replace(/_/g, ' ')),
    );
  const current = /^(works? (at|for)|employed (at|by))$/i;
  // Our account manager now, not a relation kept as history ("former account manager for").
  const manager = /^(?!.*(former|previous|\bex\b|\bpast\b|used to|until)).*account manager/i;
  const rosaText = rosa?.observations.join('\n') ?? '';
  const missing = ROSA_DETAILS.filter(([, pattern]) => !pattern.test(rosaText)).map(([name]) => name);
  // The fact, not its phrasing: an observation added to Mark that dates his leaving Tessaro to October 2026.
  const markLeft = (mark?.observations ?? []).some(
    (text) =>
      !MARK_SEEDED.includes(text) && mentions(text, 'Tessaro') && OCTOBER_2026.test(normalizeText(text)),
  );
  const acted = rosa !== undefined || markLeft || !related('Mark Ellison', 'Tessaro Packaging', current);
  const managers = graph.relations.filter(
    (relation) => relation.to === 'Corvane' && manager.test(relation.relationType.replace(/_/g, ' ')),
  );
  // The rest of the graph as seeded: other entities may gain notes, Mark's facts are checked above, and only
  // his job relations may go.
  const rest = diffMemory(before, graph, {
    entities: {
      added: true,
      changed: ({ row, column, before: old, after: now }) =>
        column === 'observations' && (row.name === 'Mark Ellison' || keptAll(old, now)),
    },
    relations: {
      added: true,
      removed: (relation) =>
        relation.from === 'Mark Ellison' && ['Tessaro Packaging', 'Corvane'].includes(relation.to),
    },
  });
  return [
    {
      name: 'Rosa Lindqvist added as a person, once',
      passed: rosas.length === 1 && rosa?.entityType === 'person',
    },
    {
      name: "Rosa's role, email, phone and city recorded",
      points: 2,
      passed: rosa !== undefined && missing.length === 0,
      detail: missing.length ? `missing: ${missing.join(', ')}` : rosaText,
    },
    { name: 'Rosa works at Tessaro Packaging', passed: related(rosa?.name, 'Tessaro Packaging', current) },
    { name: 'Rosa is our account manager', passed: related(rosa?.name, 'Corvane', manager) },
    {
      name: 'Rosa took over from Mark',
      passed:
        related(rosa?.name, 'Mark Ellison', /took over|replac|succeed|successor/i) ||
        related('Mark Ellison', rosa?.name ?? '', /replaced by|succeeded by/i),
    },
    {
      name: "Mark's current job relations removed",
      points: 2,
      passed:
        mark !== undefined &&
        !related('Mark Ellison', 'Tessaro Packaging', current) &&
        !related('Mark Ellison', 'Corvane', manager),
    },
    {
      name: 'Mark kept as a former Tessaro employee who left in October 2026',
      points: 2,
      passed: related('Mark Ellison', 'Tessaro Packaging', /formerly|former|previously|used to/i) && markLeft,
      detail: (mark?.observations ?? []).join(' | '),
    },
    {
      name: "Mark's contact details kept",
      passed: acted && mark !== undefined && MARK_SEEDED.every((text) => mark.observations.includes(text)),
    },
    {
      name: 'the rest of the graph untouched',
      passed:
        acted &&
        rest.passed &&
        managers.every((relation) =>
          ['Ivo Petrov', 'Pieter de Vries', 'Anja Weiss', rosa?.name].includes(relation.from),
        ),
      detail: `account managers: ${managers.map((relation) => relation.from).join(', ')}; ${rest.detail}`,
    },
  ];
}
