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
  const linked = (company: string): boolean =>
    graph.relations.some(
      (relation) =>
        ((relation.from === PRIYA && relation.to === company) ||
          (relation.from === company && relation.to === PRIYA)) &&
        !past(relation.relationType),
    );
  const cfo = (text: string): boolean => /\bcfo\b|chief financial officer/.test(plain(text));
  // The new role may be an observation of hers, the type of her relation to Contoso, or a note on Contoso.
  const isCfo =
    observations.some(cfo) ||
    graph.relations.some(
      (relation) =>
        [relation.from, relation.to].includes(PRIYA) &&
        [relation.from, relation.to].includes('Contoso') &&
        cfo(relation.relationType),
    ) ||
    (graph.entities
      .find((entity) => entity.name === 'Contoso')
      ?.observations.some((text) => cfo(text) && /priya/.test(plain(text))) ??
      false);
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
      passed: acted && damage.length === 0,
      detail: damage.slice(0, 4).join('; ') || 'nothing else changed',
    },
  ];
}
