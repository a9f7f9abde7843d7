import { type CheckFunction, diffAzure, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const VM =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-sales-demo/providers/Microsoft.Compute/virtualMachines/vm-sales-demo';

const check: CheckFunction = async ({ azure, before, answer }) => {
  const now = await azure.resource(VM);
  const seededTags = ((await before.azure.resource(VM))?.body.tags ?? {}) as Record<string, string>;
  const tags = (now?.body.tags ?? {}) as Record<string, string>;
  // A note tag on the VM (why it is stopped, until when) is harmless; its seeded tags must stay as they were.
  const keptTags = Object.entries(seededTags).every(([key, value]) => tags[key] === value);
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [VM]: ['meta.powerState', 'tags.*'] } },
  });
  return [
    {
      name: "production's vm-sales-demo is deallocated",
      passed: now?.meta.powerState === 'deallocated',
      detail: now ? String(now.meta.powerState ?? 'running') : 'the VM is gone',
    },
    { name: 'its seeded tags are kept', passed: keptTags, detail: JSON.stringify(tags) },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
