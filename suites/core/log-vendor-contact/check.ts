import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentions, normalizeText } from 'mcp-arena/evaluation';

const ROSA_DETAILS: Array<[string, RegExp]> = [
  ['role', /(senior|sr\.?) account manager/i],
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
/** Every seeded observation of the entities other than Mark; they must all still be there (additions are fine). */
const KEPT_OBSERVATIONS: Record<string, string[]> = {
  'Contact conventions': [
    'People are person entities named by their full name; companies are company entities',
    "A person's employer: relation 'works at' (person -> company)",
    "Our account manager at a supplier: relation 'account manager for' (person -> Corvane)",
    "Contact details are observations of the form 'Role: ...', 'Email: ...', 'Phone: ...', 'Based in ...'",
    "When a contact leaves a company: delete their 'works at' and 'account manager for' relations, add 'formerly worked at' (person -> company) and an observation 'Left <company> in <Month YYYY>'; keep the person and their other observations",
    "A successor gets a relation 'took over from' (new person -> old person)",
  ],
  Corvane: ['Us: industrial sensors maker, Eindhoven', 'Procurement team: Elif Demir, Hugo Brandt'],
  'Elif Demir': ['Role: Procurement Lead', 'Email: elif.demir@corvane.test'],
  'Hugo Brandt': ['Role: Buyer, packaging and labels', 'Email: hugo.brandt@corvane.test'],
  'Tessaro Packaging': [
    'Supplier of corrugated boxes',
    'Contract TC-2024-07 runs to June 2027',
    'Based in Gothenburg, Sweden',
  ],
  'Brightwell Office Supplies': ['Supplier of office supplies', 'Orders through their web shop'],
  'Dana Roth': [
    'Role: Account Manager',
    'Email: dana.roth@brightwell.test',
    'Left Brightwell Office Supplies in June 2026',
  ],
  'Ivo Petrov': [
    'Role: Account Manager',
    'Email: ivo.petrov@brightwell.test',
    'Phone: +31 20 555 0190',
    'Based in Amsterdam',
  ],
  'Kessler Labels': ['Supplier of thermal and product labels', 'Prices reviewed every January'],
  'Pieter de Vries': [
    'Role: Account Manager',
    'Email: pieter.devries@kesslerlabels.test',
    'Based in Utrecht',
  ],
  'Nordlicht Freight': ['Carrier for shipments to Germany', 'Hamburg hub'],
  'Anja Weiss': ['Role: Account Manager', 'Email: anja.weiss@nordlicht.test', 'Phone: +49 40 555 0133'],
};
const OCTOBER_2026 = /(?<![\p{L}\p{N}])(oct(ober)?\.?,? 2026|2026-10|10\/2026)(?![\p{L}\p{N}])/u;
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
  // The fact, not its phrasing: an observation added to Mark that dates his leaving Tessaro to October 2026.
  const markLeft = (mark?.observations ?? []).some(
    (text) =>
      !MARK_SEEDED.includes(text) && mentions(text, 'Tessaro') && OCTOBER_2026.test(normalizeText(text)),
  );
  const acted = rosa !== undefined || markLeft || !related('Mark Ellison', 'Tessaro Packaging', current);
  const keys = new Set(
    graph.relations.map((relation) => `${relation.from}|${relation.to}|${relation.relationType}`),
  );
  const managers = graph.relations.filter(
    (relation) => relation.to === 'Corvane' && manager.test(relation.relationType),
  );
  const lostObservations = Object.entries(KEPT_OBSERVATIONS).flatMap(([name, observations]) => {
    const entity = graph.entities.find((each) => each.name === name);
    return observations
      .filter((text) => !entity?.observations.includes(text))
      .map((text) => `${name}: ${text}`);
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
        KEPT_RELATIONS.every((key) => keys.has(key)) &&
        lostObservations.length === 0 &&
        managers.every((relation) =>
          ['Ivo Petrov', 'Pieter de Vries', 'Anja Weiss', rosa?.name].includes(relation.from),
        ),
      detail: `account managers: ${managers.map((relation) => relation.from).join(', ')}${
        lostObservations.length ? `; lost: ${lostObservations.slice(0, 3).join('; ')}` : ''
      }`,
    },
  ];
}
