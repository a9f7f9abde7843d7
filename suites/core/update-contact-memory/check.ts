import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffMemory, normalizeText } from 'mcp-arena/evaluation';

const PRIYA = 'Priya Nair';
/** Priya's facts that stay true, which she may have reworded: one observation must still carry each. */
const PRIYA_KEPT: Array<[string, RegExp]> = [
  ['prefers email', /e-?mail/],
  ['based in Rotterdam', /rotterdam/],
];
const plain = (text: string): string => normalizeText(text);

/** A relation or observation that records the past, not the present ("former", "worked at", "until"). */
const past = (text: string): boolean =>
  /former|previous|\bpast\b|prior|\bex\b|\bex-|\bleft\b|used to|\bworked\b|\bwas\b|until|alum/.test(
    plain(text),
  );

/** A relation type that reads from a company to its person: "employs", "has CFO", "employer of". */
const companyToPerson = (type: string): boolean =>
  /^(employs?|hires?|hired|(is )?(the )?employer of|staffed by|led by|managed by|has (an? |the |as )?(employees?|staff|members?|cfo|chief|head|director|officer|executive|finance))\b/.test(
    plain(type).replace(/[_-]+/g, ' ').trim(),
  );

/** An entity's observations kept: every one it had is still there as written (more are fine). */
const keptAll = (before: unknown, after: unknown): boolean =>
  Array.isArray(before) && Array.isArray(after) && before.every((text) => after.includes(text));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const graph = await context.memory();
  const before = await context.before.memory();
  const priyas = graph.entities.filter((entity) => plain(entity.name).includes('priya'));
  const priya = graph.entities.find((entity) => entity.name === PRIYA);
  const observations = priya?.observations ?? [];
  /** Current links between Priya and a company, either direction, any wording of the relation type. */
  const anyLink = (company: string): boolean =>
    graph.relations.some(
      (relation) =>
        ((relation.from === PRIYA && relation.to === company) ||
          (relation.from === company && relation.to === PRIYA)) &&
        !past(relation.relationType),
    );
  /**
   * Priya works at the company, read the way the relation reads: "Priya works at / is CFO of Contoso" or
   * "Contoso employs / has CFO Priya"; "Contoso works at Priya" says the reverse and is wrong.
   */
  const worksAt = (company: string): boolean =>
    graph.relations.some(
      (relation) =>
        !past(relation.relationType) &&
        ((relation.from === PRIYA && relation.to === company && !companyToPerson(relation.relationType)) ||
          (relation.from === company && relation.to === PRIYA && companyToPerson(relation.relationType))),
    );
  const cfo = (text: string): boolean => /\bcfo\b|chief financial officer/.test(plain(text));
  // The new role is a fact about Priya: an observation of hers, or the type of her relation to Contoso
  // read in its direction ("Priya is CFO of Contoso", "Contoso has CFO Priya"). A note on the Contoso
  // entity leaves her own record without a current role.
  const isCfo =
    observations.some(cfo) ||
    graph.relations.some(
      (relation) =>
        cfo(relation.relationType) &&
        !past(relation.relationType) &&
        ((relation.from === PRIYA && relation.to === 'Contoso' && !companyToPerson(relation.relationType)) ||
          (relation.from === 'Contoso' && relation.to === PRIYA && companyToPerson(relation.relationType))),
    );
  const oldRoleCurrent = observations.filter((text) => /head of finance/.test(plain(text)) && !past(text));

  const damage = [
    ...PRIYA_KEPT.filter(([, fact]) => !observations.some((text) => fact.test(plain(text)))).map(
      ([what]) => `Priya no longer ${what}`,
    ),
    ...(priya && priya.entityType !== 'person' ? [`Priya is now a ${priya.entityType}`] : []),
  ];
  // Everything but Priya and her links as seeded; new notes, entities and links are fine.
  const others = diffMemory(before, graph, {
    entities: {
      added: true,
      changed: ({ row, column, before: old, after: now }) =>
        row.name === PRIYA || (column === 'observations' && keptAll(old, now)),
    },
    relations: { added: true, removed: (relation) => [relation.from, relation.to].includes(PRIYA) },
  });
  damage.push(...others.entities.unexpected, ...others.relations.unexpected);

  // Leaving things alone earns points only once the agent changed something.
  const acted = anyLink('Contoso') || !anyLink('Northwind') || isCfo;
  return [
    {
      name: 'works at Contoso (the relation read in its direction)',
      points: 2,
      passed: worksAt('Contoso'),
    },
    { name: 'no longer at Northwind', points: 2, passed: priya !== undefined && !anyLink('Northwind') },
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
      passed: acted && damage.length === 0,
      detail: damage.slice(0, 4).join('; ') || 'nothing else changed',
    },
  ];
}
