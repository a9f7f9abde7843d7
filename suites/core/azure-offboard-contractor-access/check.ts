import {
  azureAnswerCheckpoints,
  type AzureResource,
  type CheckFunction,
  diffAzure,
  noneWrong,
  numbersAsFigures,
  statementsAbout,
} from 'mcp-arena/evaluation';

const TOMASZ = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a01';
const LENA = '7a2f3e4d-5c6b-4a89-9b7c-6d5e4f3a2b02';
/** The engineering sandbox: his access there goes and is not handed on. */
const SANDBOX = '/subscriptions/e3c4d5e6-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
const ASSIGNMENTS = '*/providers/Microsoft.Authorization/roleAssignments/*';

const scopeOf = (assignment: AzureResource): string =>
  assignment.id.replace(/\/providers\/Microsoft\.Authorization\/roleAssignments\/[^/]+$/i, '').toLowerCase();
const propertiesOf = (assignment: AzureResource): Record<string, unknown> =>
  (assignment.body.properties ?? {}) as Record<string, unknown>;
/** The role's GUID: the same role whether its definition is named at subscription or tenant level. */
const roleOf = (assignment: AzureResource): string =>
  String(propertiesOf(assignment).roleDefinitionId ?? '')
    .split('/')
    .pop()!
    .toLowerCase();
const principalOf = (assignment: AzureResource): string =>
  String(propertiesOf(assignment).principalId ?? '').toLowerCase();
/** Who holds which role where: what an access review compares (names and GUIDs of assignments aside). */
const grantOf = (assignment: AzureResource): string =>
  `${principalOf(assignment)} ${roleOf(assignment)} at ${scopeOf(assignment)}`;
const inSandbox = (assignment: AzureResource): boolean =>
  `${scopeOf(assignment)}/`.startsWith(`${SANDBOX.toLowerCase()}/`);

const REMOVED = /\b(remov|delet|revok|took away|taken away|strip)/;
const GRANTED = /\b(creat|grant|gave|given|add|assign(ed)? (to )?lena|hand(ed)? (on|over))/;

/**
 * The counts the answer gives must be true: of his assignments removed, 12; of new ones for Lena, 9 (what she
 * now holds outside the sandbox, her Reader on rg-payments-data among them, is 10). Each count is read in the
 * part of a statement about that action (`removed his 12 ... and gave Lena 9 ...` split at the second verb);
 * counts of a subscription's share (`six in Contoso Payments`) name no assignments and are not read.
 */
function wrongCounts(answer: string): string[] {
  const said = numbersAsFigures(answer);
  const counts = (statements: string[], pattern: RegExp): number[] =>
    statements.flatMap((statement) => [...statement.matchAll(pattern)].map((match) => Number(match[1])));
  const removed = counts(
    statementsAbout(said, REMOVED, { others: [GRANTED] }),
    /\b(\d+) (?:of his )?(?:role )?assignments/g,
  ).filter((count) => count !== 12);
  const granted = statementsAbout(said, GRANTED, { others: [REMOVED] });
  const added = counts(granted, /\b(\d+) new (?:role )?assignments/g).filter((count) => count !== 9);
  const held = counts(granted, /\b(\d+) (?:role )?assignments/g).filter(
    (count) => count !== 9 && count !== 10,
  );
  return [
    ...removed.map((count) => `${count} removed (12)`),
    ...added.map((count) => `${count} new for Lena (9)`),
    ...held.map((count) => `${count} for Lena (9 new, 10 held)`),
  ];
}

const check: CheckFunction = async ({ azure, before, answer }) => {
  const seeded = await before.azure.roleAssignments();
  const now = await azure.roleAssignments();
  const grants = new Set(now.map(grantOf));
  const his = seeded.filter((assignment) => principalOf(assignment) === TOMASZ);
  const left = now.filter((assignment) => principalOf(assignment) === TOMASZ);
  // Lena's target: each of his grants outside the sandbox, as hers; what she already held stays allowed.
  const handedOn = his
    .filter((assignment) => !inSandbox(assignment))
    .map((assignment) => `${LENA} ${roleOf(assignment)} at ${scopeOf(assignment)}`);
  const missing = handedOn.filter((grant) => !grants.has(grant));
  const seededGrants = new Set(seeded.map(grantOf));
  // New grants: Lena's beyond the hand-over (wider, another role, the sandbox) or anyone else's.
  const extra = [...grants].filter((grant) => !seededGrants.has(grant) && !handedOn.includes(grant));
  // Everyone else's grants, the pipeline's and Tomás Ortega's included, are all still held.
  const lost = seeded
    .filter((assignment) => principalOf(assignment) !== TOMASZ)
    .map(grantOf)
    .filter((grant) => !grants.has(grant));
  // Role assignments are judged as grants above (one deleted and made again is the same access); every other
  // resource of the four subscriptions and the noise must stay as it was.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { created: [ASSIGNMENTS], deleted: [ASSIGNMENTS], changed: { [ASSIGNMENTS]: '*' } },
  });
  return [
    {
      name: "none of Tomasz's role assignments is left, in any subscription",
      passed: left.length === 0,
      detail: left.map(grantOf).join('; ') || 'none left',
    },
    noneWrong('Lena holds each of his roles at each of his scopes outside the sandbox', missing),
    noneWrong('no other access was granted (nothing wider, no sandbox, nobody else)', extra),
    noneWrong("everyone else's access is kept (the release pipeline's, Tomás Ortega's, the groups')", lost),
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    {
      name: 'the counts the answer gives are true (12 of his removed, 9 new for Lena)',
      passed: wrongCounts(answer).length === 0,
      detail: wrongCounts(answer).join('; ') || 'none wrong',
    },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
