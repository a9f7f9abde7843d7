import { type CheckFunction, diffAzure, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const COSMOS =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-todo-data-prod/providers/Microsoft.DocumentDB/databaseAccounts/cosmos-todo-prod';
/** Server versions whose wire version the app's driver accepts (8 and up). */
const SUPPORTED = ['4.2', '5.0', '6.0'];

const check: CheckFunction = async ({ azure, before, answer }) => {
  const [app] = await azure.health();
  const account = await azure.resource(COSMOS);
  const version = (account?.body.properties as { apiProperties?: { serverVersion?: string } } | undefined)
    ?.apiProperties?.serverVersion;
  // The fix is one property of one account; the app's settings, its secret, staging, the other team's legacy
  // account and the database under the account stay as they were.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [COSMOS]: ['properties.apiProperties.serverVersion'] } },
  });
  return [
    {
      name: 'the TODO app answers again (its health rules hold)',
      passed: app?.healthy === true,
      detail: app?.failing.join('; ') || 'healthy',
    },
    {
      name: 'cosmos-todo-prod serves MongoDB 4.2 or later',
      passed: SUPPORTED.includes(version ?? ''),
      detail: String(version),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
