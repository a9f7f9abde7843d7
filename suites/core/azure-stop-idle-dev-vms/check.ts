import {
  azureAnswerCheckpoints,
  type AzureResource,
  type CheckFunction,
  diffAzure,
  noneWrong,
} from 'mcp-arena/evaluation';

const VM = 'Microsoft.Compute/virtualMachines';

/** A tag's value by name, case aside (Azure's tag names are case-insensitive). */
const tagOf = (resource: AzureResource | undefined, name: string): string | undefined =>
  Object.entries((resource?.body.tags ?? {}) as Record<string, string>).find(
    ([key]) => key.toLowerCase() === name.toLowerCase(),
  )?.[1];

const check: CheckFunction = async ({ azure, before, today, answer }) => {
  // The scope as seeded: every VM tagged team recommendations and env dev, in whatever group or subscription.
  const targets = (await before.azure.resources({ type: VM })).filter(
    (vm) => tagOf(vm, 'team') === 'recommendations' && tagOf(vm, 'env') === 'dev',
  );
  const stamped = new RegExp(`^${today}(T[0-9:.]+(Z|[+-][0-9:]+)?)?$`);
  const notDeallocated: string[] = [];
  const notStamped: string[] = [];
  const lostTags: string[] = [];
  for (const seeded of targets) {
    const now = await azure.resource(seeded.id);
    const name = String(seeded.body.name);
    if (now?.meta.powerState !== 'deallocated')
      notDeallocated.push(`${name} (${now ? String(now.meta.powerState ?? 'running') : 'gone'})`);
    if (!stamped.test(tagOf(now, 'stoppedOn')?.trim() ?? ''))
      notStamped.push(`${name} (${tagOf(now, 'stoppedOn') ?? 'none'})`);
    const tags = (now?.body.tags ?? {}) as Record<string, string>;
    const seededTags = (seeded.body.tags ?? {}) as Record<string, string>;
    if (!Object.entries(seededTags).every(([key, value]) => tags[key] === value)) lostTags.push(name);
  }
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: Object.fromEntries(targets.map((vm) => [vm.id, ['meta.powerState', 'tags.*']])) },
  });
  return [
    noneWrong(`the team's ${targets.length} dev VMs are deallocated`, notDeallocated),
    noneWrong(`each is tagged stoppedOn ${today}`, notStamped),
    noneWrong('their other tags are kept', lostTags),
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
