import { azureAnswerCheckpoints, type CheckFunction, diffAzure, noneWrong } from 'mcp-arena/evaluation';

const SETTINGS =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-storefront-prod/providers/Microsoft.Web/sites/app-storefront-prod/config/appsettings';
const FLAG = 'FEATURE_GIFT_CARDS';
const isTrue = (value: unknown): boolean =>
  String(value ?? '')
    .trim()
    .toLowerCase() === 'true';

const check: CheckFunction = async ({ azure, before, answer }) => {
  const settings = ((await azure.resource(SETTINGS))?.body.properties ?? {}) as Record<string, string>;
  const seeded = ((await before.azure.resource(SETTINGS))?.body.properties ?? {}) as Record<string, string>;
  const changed = Object.keys({ ...seeded, ...settings }).filter(
    (name) => name !== FLAG && settings[name] !== seeded[name],
  );
  // Only the app itself: its staging slot is QA's (the prompt says so), and the rest of the tenant stays.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [SETTINGS]: [`properties.${FLAG}`] } },
  });
  return [
    {
      name: "app-storefront-prod's FEATURE_GIFT_CARDS is true",
      passed: isTrue(settings[FLAG]),
      detail: String(settings[FLAG]),
    },
    noneWrong('its other app settings are kept as they were', changed),
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
