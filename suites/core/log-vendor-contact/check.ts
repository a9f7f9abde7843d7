import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const ROSA_DETAILS: Array<[string, RegExp]> = [
  ['role', /senior account manager/i],
  ['email', /rosa\.lindqvist@tessaro\.test/i],
  ['phone', /\+?46[\s-]*\(?0?\)?[\s-]*31[\s-]*555[\s-]*0142/],
  ['city', /gothenburg|göteborg|goteborg/i],
];

/** Seeded relations that do not involve Mark Ellison; they must all still be there. */
const KEPT_RELATIONS = [
  'Elif Demir|Corvane|works at',
  'Hugo Brandt|Corvane|works at',
  'Hugo Brandt|Elif Demir|reports to',
  'Corvane|Tessaro Packaging|buys from',
  'Corvane|Brightwell Office Supplies|buys from',
  'Corvane|Kessler Labels|buys from',
  'Corvane|Nordlicht Freight|ships with',
  'Dana Roth|Brightwell Office Supplies|formerly worked at',
  'Ivo Petrov|Brightwell Office Supplies|works at',
  'Ivo Petrov|Corvane|account manager for',
  'Ivo Petrov|Dana Roth|took over from',
  'Pieter de Vries|Kessler Labels|works at',
  'Pieter de Vries|Corvane|account manager for',
  'Anja Weiss|Nordlicht Freight|works at',
  'Anja Weiss|Corvane|account manager for',
];
const KEPT_OBSERVATIONS: Record<string, number> = {
  'Contact conventions': 6,
  Corvane: 2,
  'Elif Demir': 2,
  'Hugo Brandt': 2,
  'Tessaro Packaging': 3,
  'Brightwell Office Supplies': 2,
  'Dana Roth': 3,
  'Ivo Petrov': 4,
  'Kessler Labels': 2,
  'Pieter de Vries': 3,
  'Nordlicht Freight': 2,
  'Anja Weiss': 3,
};
const MARK_SEEDED = [
  'Email: mark.ellison@tessaro.test',
  'Phone: +46 31 555 0117',
  'Prefers calls over email',
];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const graph = await context.memory();
  const rosas = graph.entities.filter(
    (entity) => /rosa/i.test(entity.name) && /lindqvist/i.test(entity.name),
  );
  const rosa = rosas[0];
  const mark = graph.entities.find((entity) => entity.name === 'Mark Ellison');
  const related = (from: string | undefined, to: string, type: RegExp): boolean =>
    graph.relations.some(
      (relation) => relation.from === from && relation.to === to && type.test(relation.relationType),
    );
  const current = /^(works? (at|for)|employed (at|by))$/i;
  const manager = /account manager/i;
  const rosaText = rosa?.observations.join('\n') ?? '';
  const missing = ROSA_DETAILS.filter(([, pattern]) => !pattern.test(rosaText)).map(([name]) => name);
  const markLeft = (mark?.observations ?? []).some(
    (text) => /left/i.test(text) && /october 2026|2026-10|oct(ober)? ?2026/i.test(text),
  );
  const acted = rosa !== undefined || markLeft || !related('Mark Ellison', 'Tessaro Packaging', current);
  const keys = new Set(
    graph.relations.map((relation) => `${relation.from}|${relation.to}|${relation.relationType}`),
  );
  const managers = graph.relations.filter(
    (relation) => relation.to === 'Corvane' && manager.test(relation.relationType),
  );
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
        KEPT_RELATIONS.every((key) => keys.has(key)) &&
        Object.entries(KEPT_OBSERVATIONS).every(
          ([name, count]) =>
            graph.entities.find((entity) => entity.name === name)?.observations.length === count,
        ) &&
        managers.every((relation) =>
          ['Ivo Petrov', 'Pieter de Vries', 'Anja Weiss', rosa?.name].includes(relation.from),
        ),
      detail: `account managers: ${managers.map((relation) => relation.from).join(', ')}`,
    },
  ];
}
