/**
 * τ²-bench's mock domain (10 toy tasks on a task tracker, its test bed for upstream's features: set-up data and
 * actions, a conversation already under way, env assertions, the user's own tools, a task with no
 * `reward_basis`) for `importTau2Domain`: the databases and the policy shared by every task.
 */
import path from 'node:path';
import type { Tau2Task } from '../environments/app-state.ts';
import { mockInitial, replayMock } from '../environments/apps/tau2/mock-episode.ts';
import { mockToolKind, runMockCall } from '../environments/apps/tau2/mock-toolkit.ts';
import type { Tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import { mockRewards, withHistory } from '../evaluation/tau2/tau2-mock-reward.ts';
import type { Person, PlanStep } from '../tasks/index.ts';
import type { Tau2Domain } from './tau2-domain-import.ts';
import { mockProbes, mockTaskFile } from './tau2-mock-task-file.ts';
import { tau2MockReadme } from './tau2-mock-readme.ts';
import { playStatically } from './tau2-static-play.ts';

interface Paths {
  db: string;
  userDb: string;
}

/** A plan run without the apps: its calls and the scripted user's on one state, scored by both rewards. */
export async function staticMockRewards(
  task: Tau2Task,
  plan: readonly PlanStep[],
  answer: string,
  user: Person,
  paths: Paths,
): Promise<Tau2Rewards> {
  const fresh = () => mockInitial(paths.db, paths.userDb, task);
  const state = fresh();
  const { calls, said } = await playStatically(
    plan,
    answer,
    user,
    (call) => runMockCall(state, call),
    (name) => mockToolKind(name, 'user') === 'write',
  );
  return mockRewards({
    task,
    final: state,
    initial: fresh(),
    gold: replayMock(fresh(), task.evaluation_criteria.actions ?? []),
    ...withHistory(task, calls, said),
  });
}

export const mockDomain: Tau2Domain = {
  name: 'mock',
  copied: ['db.json', 'user_db.json', 'policy.md'],
  tasksFile: 'tasks.json',
  seedFiles: { db: 'db.json', userDb: 'user_db.json' },
  open(read, shared) {
    const policy = read('policy.md');
    const paths = { db: path.join(shared, 'db.json'), userDb: path.join(shared, 'user_db.json') };
    return {
      taskFile: (task) => mockTaskFile(task, policy),
      probes: (task) => mockProbes(task),
      scorer: (task, file) => (plan, answer) =>
        staticMockRewards(task, plan, answer, file.people![0]!, paths),
    };
  },
  readme: tau2MockReadme,
};
