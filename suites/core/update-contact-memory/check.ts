import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { normalizeText } from 'mcp-arena/evaluation';

const PRIYA = 'Priya Nair';
/** Seeded observations of the other entities: each must still be there as written (more are fine). */
const SEEDED: Record<string, string[]> = {
  'Tom Becker': ['Procurement lead at Northwind', 'Runs the supplier audits'],
  Northwind: ['Office supplies wholesaler', 'Fiscal year starts in April'],
  Contoso: ['Customer since 2024', 'Pays invoices at 45 days'],
};
/** Priya's facts that stay true, which she may have reworded: one observation must still carry each. */
const PRIYA_KEPT: Array<[string, RegExp]> = [
  ['prefers email', /e-?mail/],
  ['based in Rotterdam', /rotterdam/],
];
const TYPES: Record<string, string> = {
  'Priya Nair': 'person',
  'Tom Becker': 'person',
  Northwind: 'company',
  Contoso: 'company',
};

const plain = (text: string): string => normalizeText(text);

/** A relation or observation that records the past, not the present ("former", "worked at", "until"). */
const past = (text: string): boolean =>
  /former|previous|\bpast\b|prior|\bex\b|\bex-|\bleft\b|used to|\bworked\b|\bwas\b|until|alum/.test(
    plain(text),
  );

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const graph = await context.memory();
  const priyas = graph.entities.filter((entity) => plain(entity.name).includes('priya'));
  const priya = graph.entities.find((entity) => entity.name === PRIYA);
  const observations = priya?.observations ?? [];
  /** Current links between Priya and a company, either direction, any wording of the relation type. */
  const linked = (company: string): boolean =>
    graph.relations.some(
      (relation) =>
        ((relation.from === PRIYA && relation.to === company) ||
          (relation.from === company && relation.to === PRIYA)) &&
        !past(relation.relationType),
    );
  const isCfo = observations.some((text) => /\bcfo\b|chief financial officer/.test(plain(text)));
  const oldRoleCurrent = observations.filter((text) => /head of finance/.test(plain(text)) && !past(text));

  const damage = [
    ...PRIYA_KEPT.filter(([, fact]) => !observations.some((text) => fact.test(plain(text)))).map(
      ([what]) => `Priya no longer ${what}`,
    ),
    ...(priya && priya.entityType !== 'person' ? [`Priya is now a ${priya.entityType}`] : []),
  ];
  damage.push(
    ...Object.entries(SEEDED).flatMap(([name, kept]) => {
      const entity = graph.entities.find((item) => item.name === name);
      if (!entity) return [`${name} gone`];
      return [
        ...(entity.entityType === TYPES[name] ? [] : [`${name} is now a ${entity.entityType}`]),
        ...kept.filter((text) => !entity.observations.includes(text)).map((text) => `${name} lost "${text}"`),
      ];
    }),
  );
  const tomAtNorthwind = graph.relations.some(
    (relation) =>
      relation.from === 'Tom Becker' && relation.to === 'Northwind' && relation.relationType === 'works at',
  );

  // Leaving things alone earns points only once the agent changed something.
  const acted = linked('Contoso') || !linked('Northwind') || isCfo;
  return [
    { name: 'works at Contoso', points: 2, passed: linked('Contoso') },
    { name: 'no longer at Northwind', points: 2, passed: priya !== undefined && !linked('Northwind') },
    {
      name: 'new role recorded, the Northwind role gone or marked as past',
      points: 2,
      passed: isCfo && oldRoleCurrent.length === 0,
      detail: observations.join(' | '),
    },
    {
      name: 'one Priya, not two',
      passed: acted && priyas.length === 1 && priya !== undefined,
      detail: priyas.map((entity) => entity.name).join(', '),
    },
    {
      name: 'everything else kept: her email preference and city, the other people and companies',
      passed: acted && damage.length === 0 && tomAtNorthwind,
      detail: [...damage, ...(tomAtNorthwind ? [] : ['Tom Becker no longer works at Northwind'])].join('; '),
    },
  ];
}
