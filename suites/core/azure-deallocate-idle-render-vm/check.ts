import { type CheckFunction, diffAzure, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const VM =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-render-prod/providers/Microsoft.Compute/virtualMachines/vm-render-gpu-01';

const check: CheckFunction = async ({ azure, before, answer }) => {
  const vm = await azure.resource(VM);
  // Powered off still bills for compute; only deallocated stops it. Nothing else may change or go.
  const tenant = await diffAzure(before.azure, azure, { allow: { changed: { [VM]: ['meta.powerState'] } } });
  return [
    {
      name: 'vm-render-gpu-01 in production is deallocated',
      passed: vm?.meta.powerState === 'deallocated',
      detail: String(vm?.meta.powerState ?? 'deleted'),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
