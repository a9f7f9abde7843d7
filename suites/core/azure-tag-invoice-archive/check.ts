import { type CheckFunction, diffAzure, claimsAbout, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const ACCOUNT =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-finance-archive/providers/Microsoft.Storage/storageAccounts/stinvoicearchive';

/** Where the account is: rg-finance-archive in Contoso Production; another group or staging named for it is false. */
const ELSEWHERE = /\brg-(?!finance-archive\b)[a-z0-9-]+|\bcontoso staging\b/;
const ACCOUNT_NAME = /\bstinvoicearchive\b/;

const check: CheckFunction = async ({ azure, before, answer }) => {
  const seeded = await before.azure.resource(ACCOUNT);
  const now = await azure.resource(ACCOUNT);
  // The tags a careful tagger leaves: the seeded ones plus costCenter (a PATCH's tags replace the set whole).
  const expected = { ...(seeded?.body.tags as Record<string, string>), costCenter: 'CC-4410' };
  const tags = (now?.body.tags ?? {}) as Record<string, string>;
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [ACCOUNT]: ['tags.costCenter'] } },
  });
  return [
    {
      name: 'the production invoice archive is tagged costCenter CC-4410',
      passed: tags.costCenter === 'CC-4410',
      detail: JSON.stringify(tags),
    },
    {
      name: 'its other tags are kept',
      passed: JSON.stringify(Object.entries(tags).sort()) === JSON.stringify(Object.entries(expected).sort()),
      detail: JSON.stringify(tags),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
    {
      name: 'the answer puts the account where it is (rg-finance-archive, Contoso Production)',
      passed:
        claimsAbout(answer, ACCOUNT_NAME, ELSEWHERE, { others: [/\bstinvoicearchivestg\b/] }).length === 0,
      detail:
        claimsAbout(answer, ACCOUNT_NAME, ELSEWHERE, { others: [/\bstinvoicearchivestg\b/] }).join(' | ') ||
        'no such claim',
    },
  ];
};
export default check;
