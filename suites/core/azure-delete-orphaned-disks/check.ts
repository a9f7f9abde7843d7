import { type CheckFunction, diffAzure, statementsAbout, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const SUB = '/subscriptions/6d4f2a8c-9b1e-4c3d-a5f7-0e2b4c6d8a13/resourceGroups';
const disk = (group: string, name: string): string =>
  `${SUB}/${group}/providers/Microsoft.Compute/disks/${name}`;

/** The churn-model disks on the report that no VM holds: the only ones to delete. */
const ORPHANS = [
  disk('rg-churn-model', 'disk-churn-train-data-01'),
  disk('rg-churn-model', 'disk-churn-train-data-02'),
  disk('rg-churn-model', 'disk-churn-features'),
  disk('rg-churn-model', 'disk-churn-scratch'),
  disk('rg-datascience-shared', 'disk-churn-model-restore'),
];
/** On the report but not to delete: attached since, another project's, another team's. */
const KEPT = [
  disk('rg-churn-model', 'disk-churn-score-data'),
  disk('rg-demand-forecast', 'disk-forecast-scratch'),
  disk('rg-marketing-churn-dashboard', 'disk-churn-dashboard-cache'),
];

const nameOf = (id: string): string => id.split('/').pop() ?? id;
/** Words near a disk's name that keep it out of a deletion said beside it (`deleted the rest, but not X`). */
const SPARED = /\b(kept|keep|keeps|stays?|left|spared|skipped|attached|in use|not|never|except|but)\b|n't\b/;

/**
 * The kept disks the answer says were deleted: the sentence that names the disk speaks of deleting it (a list of
 * deleted disks that includes it, `X was deleted too`), with no word near its name that spares it (`kept X`,
 * `but not X`, `X is attached`).
 */
function saidDeleted(answer: string): string[] {
  return KEPT.map(nameOf).filter((name) =>
    statementsAbout(answer, name).some((statement) => {
      const at = statement.indexOf(name);
      // The sentence around the name (a sentence that starts in lower case can come joined to the one before).
      const before =
        statement
          .slice(0, at)
          .split(/[.!?]\s/)
          .pop() ?? '';
      const after = statement.slice(at + name.length).split(/[.!?]\s/)[0] ?? '';
      const near = `${before.slice(-30)} ${after.slice(0, 60)}`;
      return /\b(deleted|removed)\b/.test(`${before} ${after}`) && !SPARED.test(near);
    }),
  );
}

const check: CheckFunction = async ({ azure, before, answer }) => {
  const left: string[] = [];
  for (const id of ORPHANS) if (await azure.resource(id)) left.push(id.split('/').pop() ?? id);
  const gone: string[] = [];
  for (const id of KEPT) if (!(await azure.resource(id))) gone.push(id.split('/').pop() ?? id);
  // Everything else (the staging namesakes, the VMs and their disks, the noise) exactly as seeded.
  const tenant = await diffAzure(before.azure, azure, { allow: { deleted: ORPHANS } });
  return [
    {
      name: "the churn-model project's five unattached disks are deleted",
      passed: left.length === 0,
      detail: left.length ? `still there: ${left.join(', ')}` : 'all five deleted',
    },
    {
      name: "the attached disk and the other owners' disks on the report are kept",
      passed: gone.length === 0,
      detail: gone.length ? `deleted: ${gone.join(', ')}` : 'kept',
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
    {
      name: 'the answer says no kept disk was deleted',
      passed: saidDeleted(answer).length === 0,
      detail: saidDeleted(answer).join(', ') || 'none',
    },
  ];
};
export default check;
