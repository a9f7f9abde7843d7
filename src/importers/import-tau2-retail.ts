/**
 * τ²-bench's retail domain (114 tasks of an online shop's customer service) for `importTau2Domain`: the
 * shop's database and policy shared by every task; probes generated from the gold actions, each kept only
 * where its writes succeed (unless the gold's own writes fail: upstream tasks 64 and 105).
 */
import { parseRetailDb } from '../environments/apps/tau2/retail-data.ts';
import { replayCalls } from '../environments/apps/tau2/tau2-seed.ts';
import type { Tau2Domain } from './tau2-domain-import.ts';
import { tau2Probes } from './tau2-probes.ts';
import { tau2SuiteReadme } from './tau2-readme.ts';
import { staticRewards, withoutFailingReads, writesSucceed } from './tau2-static-run.ts';
import { tau2TaskFile } from './tau2-task-file.ts';

export const retailDomain: Tau2Domain = {
  name: 'retail',
  copied: ['db.json', 'policy.md'],
  tasksFile: 'tasks.json',
  seedFiles: { db: 'db.json' },
  open(read) {
    const dbText = read('db.json');
    const policy = read('policy.md');
    // Read only: the seed is never changed, and each task's gold replay runs on a copy of its own.
    const seedDb = parseRetailDb(dbText);
    return {
      taskFile: (task) => tau2TaskFile('retail', task, seedDb, policy),
      probes(task, file) {
        const goldWritesHold = writesSucceed(file.reference.plan, dbText);
        return tau2Probes(
          task,
          withoutFailingReads(file.reference.plan, dbText),
          file.reference.answer,
          seedDb,
        ).filter((probe) => !goldWritesHold || writesSucceed(probe.plan, dbText));
      },
      scorer(task, file) {
        const gold = replayCalls(parseRetailDb(dbText), task.evaluation_criteria.actions ?? []);
        const user = file.people![0]!;
        return (plan, answer) => staticRewards({ task, plan, answer, user, dbText, seedDb, gold });
      },
    };
  },
  readme: (summary) => tau2SuiteReadme(summary),
};
