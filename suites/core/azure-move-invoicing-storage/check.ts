import {
  azureAnswerCheckpoints,
  type CheckFunction,
  claimsAbout,
  diffAzure,
  noneWrong,
} from 'mcp-arena/evaluation';

const PROD = '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups';
const DATA = '/subscriptions/d2f4a6b8-0c1e-4f3a-9b5d-7e9f1a3c5e04/resourceGroups';
const API = `${PROD}/rg-invoicing-prod/providers/Microsoft.Web/sites/app-invoicing-api`;
const RENDER = `${PROD}/rg-invoicing-prod/providers/Microsoft.Web/sites/func-invoice-render`;
const REPORTS = `${DATA}/rg-finance-reports/providers/Microsoft.Web/sites/app-finance-reports`;
const OLD_ACCOUNT = /stinvoicesweu/i;

/** The name of the resource an id names, for details. */
const nameOf = (id: string): string => id.split('/').at(-1)!;

/** app-finance-reports is in Contoso Data Platform and its connection string is inline: said otherwise is false. */
const REPORTS_FALSE = /\b(contoso (production|staging|dev)|key ?vault|vault reference|secret)/;
const OTHER_APPS = ['app-invoicing-api', 'func-invoice-render'];

const check: CheckFunction = async ({ azure, before, answer }) => {
  // The three consumers' health rules say whether each signs in to the new account with a key it accepts,
  // serves links from it and writes its renders there; staging, procurement and other apps have none.
  const health = await azure.health();
  const broken = [API, RENDER, REPORTS].flatMap((app) => {
    const judged = health.find((entry) => entry.app.toLowerCase() === app.toLowerCase());
    return judged?.healthy ? [] : [`${nameOf(app)}: ${judged?.failing.join('; ') ?? 'gone'}`];
  });
  const stale: string[] = [];
  for (const app of [API, RENDER, REPORTS])
    for (const config of ['appsettings', 'connectionstrings']) {
      const body = (await azure.resource(`${app}/config/${config}`))?.body.properties;
      if (OLD_ACCOUNT.test(JSON.stringify(body ?? {}))) stale.push(`${nameOf(app)} ${config}`);
    }
  // The API kept its storage key in Key Vault; a move that pastes the key into its settings leaks it.
  const apiConnection = (
    (await azure.resource(`${API}/config/appsettings`))?.body.properties as
      Record<string, unknown> | undefined
  )?.INVOICES_STORAGE_CONNECTION;
  const throughVault = typeof apiConnection === 'string' && /^\s*@Microsoft\.KeyVault\(/i.test(apiConnection);
  // Only the settings that name the old account may change, and new secrets may be stored for them. The old
  // account, its secret (the platform team deletes both with it), the keys, the render function's own runtime
  // storage setting and every other setting of the three apps stay as they were.
  const tenant = await diffAzure(before.azure, azure, {
    allow: {
      created: [
        `${PROD}/rg-invoicing-prod/providers/Microsoft.KeyVault/vaults/kv-invoicing-prod/secrets/*`,
        `${DATA}/rg-finance-reports/providers/Microsoft.KeyVault/vaults/kv-finance-reports/secrets/*`,
      ],
      changed: {
        [`${API}/config/appsettings`]: [
          'properties.INVOICES_STORAGE_CONNECTION',
          'properties.INVOICES_BLOB_ENDPOINT',
        ],
        [`${RENDER}/config/appsettings`]: ['properties.RENDER_OUTPUT_ACCOUNT'],
        [`${REPORTS}/config/connectionstrings`]: ['properties.InvoiceArchive.value'],
      },
    },
  });
  return [
    noneWrong(
      'app-invoicing-api, func-invoice-render and app-finance-reports work on stinvoicesprod02 (their health rules hold)',
      broken,
    ),
    noneWrong('none of their settings or connection strings names stinvoicesweu any more', stale),
    {
      name: "app-invoicing-api's storage connection is still a Key Vault reference, not a key in its settings",
      passed: throughVault,
      detail: throughVault ? 'a Key Vault reference' : 'not a Key Vault reference',
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
    {
      name: 'the answer says nothing false of app-finance-reports (Contoso Data Platform; its connection string inline)',
      passed: claimsAbout(answer, 'app-finance-reports', REPORTS_FALSE, { others: OTHER_APPS }).length === 0,
      detail:
        claimsAbout(answer, 'app-finance-reports', REPORTS_FALSE, { others: OTHER_APPS }).join(' | ') ||
        'no such claim',
    },
  ];
};
export default check;
