import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const graph = await context.memory();
  const priyas = graph.entities.filter((entity) => /priya/i.test(entity.name));
  const priya = priyas[0];
  const observations = priya?.observations ?? [];
  const employer = (company: string): boolean =>
    graph.relations.some(
      (relation) =>
        relation.from === priya?.name &&
        relation.to === company &&
        /work|employ/i.test(relation.relationType),
    );
  const tom = graph.entities.find((entity) => entity.name === 'Tom Becker');
  // Leaving things alone earns points only once the agent changed something.
  const acted =
    employer('Contoso') || !employer('Northwind') || observations.some((text) => /CFO/i.test(text));
  return [
    { name: 'works at Contoso', points: 2, passed: employer('Contoso') },
    { name: 'no longer at Northwind', points: 2, passed: priya !== undefined && !employer('Northwind') },
    {
      name: 'new role recorded, old one gone',
      points: 2,
      passed:
        observations.some((text) => /CFO/i.test(text)) &&
        !observations.some((text) => /head of finance/i.test(text)),
      detail: observations.join(' | '),
    },
    { name: 'still prefers email', passed: acted && observations.some((text) => /email/i.test(text)) },
    { name: 'one Priya, not two', passed: acted && priyas.length === 1 },
    {
      name: 'others untouched',
      passed:
        acted &&
        tom?.observations.length === 2 &&
        graph.relations.some((relation) => relation.from === 'Tom Becker' && relation.to === 'Northwind') &&
        graph.entities.some((entity) => entity.name === 'Contoso' && entity.observations.length === 2),
    },
  ];
}
