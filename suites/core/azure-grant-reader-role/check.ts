import { type CheckFunction, diffAzure, claimsAbout, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const GROUP = '/subscriptions/5b8d0e2a-4c6f-4a1b-8d3e-9f0a2b4c6d17/resourceGroups/rg-finance-reporting';
const AUDITOR = '7e9a1c3e-5f6b-4d8c-a7e9-1b3d5f7a9c10';
/** The built-in Reader role, whether named at subscription or tenant level. */
const READER = 'acdd72a7-3385-48ef-bd42-f606fba81ae7';

const scopeOf = (id: string): string =>
  id.replace(/\/providers\/Microsoft\.Authorization\/roleAssignments\/[^/]+$/i, '');
const roleOf = (body: Record<string, unknown>): string =>
  String((body.properties as Record<string, unknown> | undefined)?.roleDefinitionId ?? '')
    .split('/')
    .pop()!
    .toLowerCase();
const principalOf = (body: Record<string, unknown>): string =>
  String((body.properties as Record<string, unknown> | undefined)?.principalId ?? '').toLowerCase();

/** Reader is granted on rg-finance-reporting only: an answer that gives it on the subscription is false. */
const ON_SUBSCRIPTION = /\b(on|at|across|over|for) the (whole |entire )?(contoso finance )?subscription\b/;

const check: CheckFunction = async ({ azure, before, answer }) => {
  const seeded = new Set(
    (await before.azure.roleAssignments()).map((assignment) => assignment.id.toLowerCase()),
  );
  const created = (await azure.roleAssignments()).filter(
    (assignment) => !seeded.has(assignment.id.toLowerCase()),
  );
  const describe = (assignment: (typeof created)[number]): string =>
    `${principalOf(assignment.body)} ${roleOf(assignment.body)} at ${scopeOf(assignment.id)}`;
  const granted = created.filter(
    (assignment) =>
      scopeOf(assignment.id).toLowerCase() === GROUP.toLowerCase() &&
      principalOf(assignment.body) === AUDITOR &&
      roleOf(assignment.body) === READER,
  );
  // Only her Reader at the group: any other new assignment (another role, scope or principal) is too wide or wrong.
  const others = created.filter((assignment) => !granted.includes(assignment));
  // The seeded assignments and every resource stay as they were; her assignment at the group is the one creation.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { created: [`${GROUP}/providers/Microsoft.Authorization/roleAssignments/*`] },
  });
  return [
    {
      name: 'the auditor has Reader on rg-finance-reporting',
      passed: granted.length >= 1,
      detail: granted.length
        ? describe(granted[0]!)
        : `new assignments: ${created.map(describe).join('; ') || 'none'}`,
    },
    {
      name: 'no other role assignment was made (no other role, scope or principal)',
      passed: others.length === 0,
      detail: others.map(describe).join('; ') || 'none',
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
    {
      name: 'the answer does not say Reader was granted on the whole subscription',
      passed: claimsAbout(answer, /\breader\b/, ON_SUBSCRIPTION).length === 0,
      detail: claimsAbout(answer, /\breader\b/, ON_SUBSCRIPTION).join(' | ') || 'no such claim',
    },
  ];
};
export default check;
