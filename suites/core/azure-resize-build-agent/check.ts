import { type CheckFunction, diffAzure, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const VM =
  '/subscriptions/5c1d9a7e-2f3b-4c8d-9e0a-1b2c3d4e5f60/resourceGroups/rg-ci-agents/providers/Microsoft.Compute/virtualMachines/vm-build-agent-03';

const check: CheckFunction = async ({ azure, before, answer }) => {
  const now = await azure.resource(VM);
  const hardware = ((now?.body.properties as Record<string, unknown> | undefined)?.hardwareProfile ?? {}) as {
    vmSize?: string;
  };
  const seededTags = ((await before.azure.resource(VM))?.body.tags ?? {}) as Record<string, string>;
  const tags = (now?.body.tags ?? {}) as Record<string, string>;
  const power = now ? String(now.meta.powerState ?? 'running') : 'the VM is gone';
  // A resize may go through deallocate and start (the power state ends as it began); a note tag is harmless.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [VM]: ['properties.hardwareProfile.vmSize', 'meta.powerState', 'tags.*'] } },
  });
  return [
    {
      name: 'vm-build-agent-03 in Contoso Engineering is a Standard_E8s_v3',
      passed: hardware.vmSize?.toLowerCase() === 'standard_e8s_v3',
      detail: String(hardware.vmSize),
    },
    { name: 'it is running (back in the pool)', passed: power === 'running', detail: power },
    {
      name: 'its seeded tags are kept',
      passed: Object.entries(seededTags).every(([key, value]) => tags[key] === value),
      detail: JSON.stringify(tags),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
