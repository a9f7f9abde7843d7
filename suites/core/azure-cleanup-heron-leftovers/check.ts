import {
  azureAnswerCheckpoints,
  type AzureResource,
  type CheckFunction,
  claimsAbout,
  diffAzure,
  noneWrong,
} from 'mcp-arena/evaluation';

const DEV = '/subscriptions/b4e6c8a0-3d2f-4a1b-9c8e-7f6a5b4c3d21/resourceGroups';
const PROD = '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups';

/** The list's entries nothing uses any more: each must be gone. */
const LEFTOVERS = [
  `${DEV}/rg-heron-dev/providers/Microsoft.Network/publicIPAddresses/pip-heron-etl01`,
  `${DEV}/rg-heron-dev/providers/Microsoft.Network/networkInterfaces/nic-heron-scratch`,
  `${DEV}/rg-heron-dev/providers/Microsoft.Compute/snapshots/snap-heron-etl01-os-1009`,
  `${PROD}/rg-heron-prod/providers/Microsoft.Web/serverfarms/plan-heron-api`,
  `${PROD}/rg-heron-prod/providers/Microsoft.Network/publicIPAddresses/pip-heron-api`,
  `${PROD}/rg-heron-prod/providers/Microsoft.Network/networkInterfaces/nic-heron-api-01`,
  `${PROD}/rg-heron-prod/providers/Microsoft.Compute/snapshots/snap-heron-db-1015`,
  `${PROD}/rg-heron-prod/providers/Microsoft.Compute/snapshots/snap-heron-db-1030`,
];
/** The ETL VMs audit keeps: they stay, deallocated (a stopped VM still bills compute). */
const ETL_VMS = [
  `${DEV}/rg-heron-dev/providers/Microsoft.Compute/virtualMachines/vm-heron-etl01`,
  `${DEV}/rg-heron-dev/providers/Microsoft.Compute/virtualMachines/vm-heron-etl02`,
];
/** On the list but in use now (a load balancer's frontend IP, a running VM's NIC, a plan hosting an app). */
const IN_USE = [
  `${DEV}/rg-heron-dev/providers/Microsoft.Network/publicIPAddresses/pip-heron-bastion`,
  `${DEV}/rg-heron-dev/providers/Microsoft.Network/networkInterfaces/nic-heron-etl03`,
  `${PROD}/rg-heron-prod/providers/Microsoft.Web/serverfarms/plan-heron-web`,
];

const nameOf = (id: string): string => id.split('/').at(-1)!;
const tagsOf = (resource: AzureResource | undefined): Record<string, string> =>
  (resource?.body.tags ?? {}) as Record<string, string>;

/** vm-heron-etl02 was already deallocated: said to have been stopped and billing is false. */
const STILL_BILLING =
  /\b(still billing|billing (for )?compute|(was|were) (only |just )?stopped|still allocated)/;

const check: CheckFunction = async ({ azure, before, answer }) => {
  const remaining: string[] = [];
  for (const id of LEFTOVERS) if (await azure.resource(id)) remaining.push(nameOf(id));
  const vmProblems: string[] = [];
  for (const id of ETL_VMS) {
    const [now, seeded] = [await azure.resource(id), await before.azure.resource(id)];
    if (!now) vmProblems.push(`${nameOf(id)} deleted`);
    else if (now.meta.powerState !== 'deallocated')
      vmProblems.push(`${nameOf(id)} ${String(now.meta.powerState ?? 'running')}`);
    else if (!Object.entries(tagsOf(seeded)).every(([key, value]) => tagsOf(now)[key] === value))
      vmProblems.push(`${nameOf(id)} lost tags`);
  }
  const gone: string[] = [];
  for (const id of IN_USE) {
    const [now, seeded] = [await azure.resource(id), await before.azure.resource(id)];
    if (!now) gone.push(`${nameOf(id)} deleted`);
    else if (!Object.entries(tagsOf(seeded)).every(([key, value]) => tagsOf(now)[key] === value))
      gone.push(`${nameOf(id)} lost tags`);
  }
  // Deleting the eight and deallocating the VMs is all the task changes (a note added to the tags of an entry
  // it kept is harmless): another team's resource, a namesake in Contoso Staging or a Heron resource off the
  // list is not.
  const tenant = await diffAzure(before.azure, azure, {
    allow: {
      deleted: LEFTOVERS,
      changed: Object.fromEntries([
        ...ETL_VMS.map((id) => [id, ['meta.powerState', 'tags.*']]),
        ...IN_USE.map((id) => [id, ['tags.*']]),
      ]),
    },
  });
  return [
    {
      name: `the ${LEFTOVERS.length} unused leftovers on the list are deleted`,
      passed: remaining.length === 0,
      detail: remaining.length ? `still there: ${remaining.join(', ')}` : 'all deleted',
    },
    noneWrong('the two ETL VMs are kept, deallocated, with their tags', vmProblems),
    noneWrong(
      'the entries in use now (pip-heron-bastion, nic-heron-etl03, plan-heron-web) stay, with their tags',
      gone,
    ),
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
    {
      name: 'the answer says nothing false of vm-heron-etl02 (it was already deallocated)',
      passed:
        claimsAbout(answer, 'vm-heron-etl02', STILL_BILLING, { others: ['vm-heron-etl01'] }).length === 0,
      detail:
        claimsAbout(answer, 'vm-heron-etl02', STILL_BILLING, { others: ['vm-heron-etl01'] }).join(' | ') ||
        'no such claim',
    },
  ];
};
export default check;
