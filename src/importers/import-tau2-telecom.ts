/**
 * τ²-bench's telecom domain (the 20 tasks of `tasks_small.json`) for `importTau2Domain`: the carrier's
 * database, the user's phone and the policy shared by every task. The user performs the user-side gold
 * actions on their phone (dual control); the reference plan asks them for each.
 */
import path from 'node:path';
import type { Tau2Task } from '../environments/app-state.ts';
import type { TelecomState } from '../environments/apps/tau2/telecom-data.ts';
import { replayTelecom, telecomInitial } from '../environments/apps/tau2/telecom-episode.ts';
import {
  runTelecomCall,
  TELECOM_AGENT_TOOLS,
  telecomToolKind,
} from '../environments/apps/tau2/telecom-toolkit.ts';
import type { Tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import { telecomRewards } from '../evaluation/tau2/tau2-telecom-reward.ts';
import type { Person, PlanStep, TaskFile } from '../tasks/index.ts';
import type { Tau2Domain } from './tau2-domain-import.ts';
import { referenceAnswer, tau2Instructions } from './tau2-task-file.ts';
import { telecomReferencePlan, telecomUser, userInfo } from './tau2-telecom-user.ts';
import { tau2TelecomReadme } from './tau2-telecom-readme.ts';
import { telecomProbes } from './tau2-telecom-probes.ts';
import { playStatically } from './tau2-static-play.ts';
import { firstSentence, instructionsOf, openingMessage } from './tau2-user.ts';

/** The agent's policy as upstream gives it (manual variant): the main policy, then the tech-support manual. */
export const telecomPolicy = (main: string, manual: string): string =>
  `<main_policy>\n${main}\n</main_policy>\n<tech_support_policy>\n${manual}\n</tech_support_policy>`;

/** `telecom-mobile-data-issue-data-mode-off-persona-none` from `[mobile_data_issue]data_mode_off[PERSONA:None]`. */
export const telecomTaskId = (task: Tau2Task): string =>
  `telecom-${task.id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * The task with "You mobile data" (a typo of 8 upstream scenarios) read as "Your mobile data", for the opening
 * message only ("My mobile data ...", not "I mobile data ..."); the scenario the LLM user is given stays verbatim.
 */
function withoutTypo(task: Tau2Task): Tau2Task {
  const instructions = instructionsOf(task);
  const reason = instructions.reason_for_call.replace(/^You mobile\b/, 'Your mobile');
  return {
    ...task,
    user_scenario: { ...task.user_scenario, instructions: { ...instructions, reason_for_call: reason } },
  };
}

function telecomTaskFile(task: Tau2Task, policy: string): TaskFile & { instructions: string } {
  const actions = task.evaluation_criteria.actions ?? [];
  return {
    id: telecomTaskId(task),
    title: `τ² telecom ${task.id}: ${firstSentence(instructionsOf(task).reason_for_call).slice(0, 120)}`,
    category: 'tau2-telecom',
    difficulty: actions.length <= 1 ? 'easy' : actions.length === 2 ? 'medium' : 'hard',
    prompt: openingMessage(withoutTypo(task)),
    instructions: tau2Instructions(policy),
    apps: ['tau2'],
    tools: Object.keys(TELECOM_AGENT_TOOLS).map((name) => `tau2__${name}`),
    people: [telecomUser(task, userInfo(task).name)],
    reference: { plan: telecomReferencePlan(task), answer: referenceAnswer(task) },
    checks: 'check.ts',
    keyPoints: task.evaluation_criteria.nl_assertions ?? [],
    listings: [],
    limits: { maxTurns: 60 },
  };
}

interface Paths {
  db: string;
  userDb: string;
}

/** A plan run without the apps: its calls and the scripted user's on one state, scored by both rewards. */
export async function staticTelecomRewards(
  task: Tau2Task,
  plan: readonly PlanStep[],
  answer: string,
  user: Person,
  paths: Paths,
): Promise<Tau2Rewards> {
  const fresh = (): TelecomState => telecomInitial(paths.db, paths.userDb, task);
  const state = fresh();
  const { calls, said } = await playStatically(
    plan,
    answer,
    user,
    (call) => runTelecomCall(state, call),
    (name) => telecomToolKind(name, 'user') === 'write',
  );
  const gold = (task.evaluation_criteria.actions ?? []).map(({ name, arguments: args, requestor }) => ({
    name,
    arguments: args,
    ...(requestor ? { requestor } : {}),
  }));
  return telecomRewards({
    task,
    final: state,
    initial: fresh(),
    gold: replayTelecom(fresh(), gold, false),
    liveGold: replayTelecom(fresh(), gold),
    calls,
    agentMessages: said,
  });
}

export const telecomDomain: Tau2Domain = {
  name: 'telecom',
  copied: ['db.toml', 'user_db.toml', 'main_policy.md', 'tech_support_manual.md'],
  tasksFile: 'tasks_small.json',
  seedFiles: { db: 'db.toml', userDb: 'user_db.toml' },
  open(read, shared) {
    const policy = telecomPolicy(read('main_policy.md'), read('tech_support_manual.md'));
    const paths = { db: path.join(shared, 'db.toml'), userDb: path.join(shared, 'user_db.toml') };
    return {
      taskFile: (task) => telecomTaskFile(task, policy),
      probes: (task) => telecomProbes(task),
      scorer: (task, file) => (plan, answer) =>
        staticTelecomRewards(task, plan, answer, file.people![0]!, paths),
    };
  },
  readme: tau2TelecomReadme,
};
