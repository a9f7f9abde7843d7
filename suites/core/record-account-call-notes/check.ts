import type { CheckContext, CheckpointInput, MemoryGraph } from 'mcp-arena/evaluation';
import { diffMemory, mentionsDate, monthsIn, normalizeText, statementsAbout } from 'mcp-arena/evaluation';

/** The seeded observations the calls replace or resolve; every other seeded observation stays. */
const REPLACED: Record<string, RegExp> = {
  'Fjordline Shipping': /^(plan|renewal):/i,
  'Fjordlight Studios': /^seats:/i,
  Alpenglas: /^open issue: sso/i,
  // Her role may be rewritten as a former one.
  'Kari Berg': /^role:/i,
};
/** Relations that state who works at or is the main contact of an account: only the calls' changes may add them. */
const FACT_RELATIONS = /^(works_at|main_contact_of)$/;
/** The day of the calls: a date the notes may give beside Kari's month. */
const CALL_DAY = '2026-11-23';
/**
 * What a text says about when Kari left: October 2026 (`at the end of October`), and no other month beside it
 * (`left in November 2026` is wrong). Dates in October and the day of the call may be given too.
 */
const monthsWrong = (text: string): string[] =>
  monthsIn(text)
    .filter(
      (mention) =>
        !['2026-10', '--10'].includes(mention.month) &&
        !(mention.date !== undefined && [CALL_DAY, CALL_DAY.replace(/^\d{4}/, '-')].includes(mention.date)),
    )
    .map((mention) => mention.text);
const PRIVATE = /knee|surgery|operation|recover|health|parental|maternity|baby|pregnan/i;

const observationsOf = (graph: MemoryGraph, name: string) =>
  graph.entities.find((entity) => entity.name === name)?.observations.map((text) => normalizeText(text)) ??
  [];
const hasRelation = (graph: MemoryGraph, from: string, type: string, to: string) =>
  graph.relations.some(
    (relation) => relation.from === from && relation.relationType === type && relation.to === to,
  );
/** Observations of one kind (`plan: ...`), whatever the spacing. */
const field = (observations: string[], name: string) =>
  observations.filter((text) => text.startsWith(`${name}:`) || text.startsWith(`${name} :`));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const graph = await context.memory();
  const before = await context.before.memory();
  const fjordline = observationsOf(graph, 'Fjordline Shipping');
  const fjordlight = observationsOf(graph, 'Fjordlight Studios');
  const alpenglas = observationsOf(graph, 'Alpenglas');
  const plans = field(fjordline, 'plan');
  const renewals = field(fjordline, 'renewal');
  const seats = field(fjordlight, 'seats');
  const ola = graph.entities.find((entity) => entity.name === 'Ola Nordmann');
  const kari = observationsOf(graph, 'Kari Berg');
  const seededObservations = new Set(
    before.entities.flatMap((entity) => entity.observations.map((text) => `${entity.name}|${text}`)),
  );
  const newObservations = graph.entities.flatMap((entity) =>
    entity.observations.filter((text) => !seededObservations.has(`${entity.name}|${text}`)),
  );
  const privateNotes = newObservations.filter((text) => PRIVATE.test(text));
  // Kari's leaving as recorded (`Left Fjordline Shipping in October 2026`) and as told in the answer.
  const kariLeft = (graph.entities.find((entity) => entity.name === 'Kari Berg')?.observations ?? []).filter(
    (text) => /\bleft\b|no longer/i.test(text),
  );
  const kariToldWrong = [
    ...kariLeft,
    // The clause or table cell that names her: a row about Fjordline also gives its renewal dates.
    ...statementsAbout(context.answer, /\bkari\b/, {
      others: [/\bola\b/, /\bingrid\b/, /\blukas\b/, /\bper\b/, /\bmarit\b/],
    })
      .flatMap((statement) => statement.split(/[;|]/))
      .filter((part) => /\bkari\b/.test(part)),
  ].flatMap(monthsWrong);
  const kariOctober = kariLeft.some((text) =>
    monthsIn(text).some(
      (mention) => ['2026-10', '--10'].includes(mention.month) && mention.date === undefined,
    ),
  );
  // Seeded facts kept unless a call replaced them; new facts and links may be added, but no new employer or main
  // contact beyond the calls' and no entity besides Ola (the graph holds facts, not the calls).
  const diff = diffMemory(before, graph, {
    entities: {
      added: (entity) => entity.name === 'Ola Nordmann',
      changed: ({ row, column, before: old, after: now }) =>
        column === 'observations' &&
        (old as string[]).every(
          (text) => (now as string[]).includes(text) || (REPLACED[row.name]?.test(text) ?? false),
        ),
    },
    relations: {
      added: (relation) =>
        !FACT_RELATIONS.test(relation.relationType) ||
        (relation.from === 'Ola Nordmann' && relation.to === 'Fjordline Shipping') ||
        (relation.from === 'Lukas Steiner' &&
          relation.to === 'Alpenglas' &&
          relation.relationType === 'main_contact_of'),
      removed: (relation) =>
        (relation.from === 'Kari Berg' && relation.to === 'Fjordline Shipping') ||
        (relation.from === 'Ingrid Hofer' &&
          relation.to === 'Alpenglas' &&
          relation.relationType === 'main_contact_of'),
    },
  });
  // No account ends with two plans, seat counts or renewal dates (the README's rule for replaced facts).
  const doubled = graph.entities
    .filter((entity) => entity.entityType === 'account')
    .flatMap((entity) =>
      ['plan', 'seats', 'renewal']
        .filter(
          (name) =>
            field(
              entity.observations.map((text) => normalizeText(text)),
              name,
            ).length > 1,
        )
        .map((name) => `${entity.name} has two ${name}`),
    );
  const acted =
    diff.unexpected.length > 0 ||
    graph.entities.length !== before.entities.length ||
    newObservations.length > 0;

  return [
    {
      name: 'Fjordline Shipping: one plan, Business',
      passed: plans.length === 1 && /^plan ?: ?\W*business\b/.test(plans[0]!),
      detail: plans.join('; '),
    },
    {
      name: 'Fjordline Shipping: one renewal date, 1 March 2027',
      passed: renewals.length === 1 && mentionsDate(renewals[0]!, '2027-03-01'),
      detail: renewals.join('; '),
    },
    {
      name: 'Ola Nordmann added as a person who works at Fjordline and is its main contact',
      points: 2,
      passed:
        ola?.entityType.toLowerCase() === 'person' &&
        hasRelation(graph, 'Ola Nordmann', 'works_at', 'Fjordline Shipping') &&
        hasRelation(graph, 'Ola Nordmann', 'main_contact_of', 'Fjordline Shipping'),
    },
    {
      name: 'Kari Berg kept, unlinked from Fjordline, noted as having left in October 2026 (no other month)',
      points: 2,
      passed:
        kari.length > 0 &&
        !hasRelation(graph, 'Kari Berg', 'works_at', 'Fjordline Shipping') &&
        !hasRelation(graph, 'Kari Berg', 'main_contact_of', 'Fjordline Shipping') &&
        kariOctober &&
        kariToldWrong.length === 0,
      detail: [...kariLeft, ...kariToldWrong.map((text) => `wrong: ${text}`)].join('; '),
    },
    {
      name: 'Alpenglas: the resolved SSO issue removed; Lukas Steiner main contact instead of Ingrid Hofer, who still works there',
      points: 2,
      passed:
        !alpenglas.some((text) => text.includes('sso')) &&
        hasRelation(graph, 'Lukas Steiner', 'main_contact_of', 'Alpenglas') &&
        !hasRelation(graph, 'Ingrid Hofer', 'main_contact_of', 'Alpenglas') &&
        hasRelation(graph, 'Ingrid Hofer', 'works_at', 'Alpenglas'),
    },
    {
      name: 'Fjordlight Studios (not Fjordline) at 25 seats, one seat count',
      points: 2,
      passed:
        seats.length === 1 &&
        /^seats ?: ?\D*25\b/.test(seats[0]!) &&
        field(fjordline, 'seats').join() === 'seats: 40',
      detail: `Fjordlight ${seats.join('; ')}; Fjordline ${field(fjordline, 'seats').join('; ')}`,
    },
    {
      name: 'no private matters recorded (surgery, parental leave)',
      passed: acted && privateNotes.length === 0,
      detail: privateNotes.join('; '),
    },
    {
      name: 'the rest of the graph unchanged',
      passed: acted && diff.passed && doubled.length === 0,
      detail: [...doubled, diff.detail].join('; '),
    },
  ];
}
