/**
 * `mcp-arena import tau2 <corpus> --domain telecom --out DIR`: τ²-bench's telecom tasks (the 20 of
 * `tasks_small.json`) as a suite. The carrier's database, the user's phone and the policy are written
 * once under `DIR/domains/telecom/`; each task's seed points at them and carries the upstream task (its
 * set-up and assertions). The user performs the user-side gold actions on their phone (dual control); the
 * reference plan asks them for each. The importer also scores the gold plan and a do-nothing run without
 * running anything, as the app would, and writes what it found into the suite's README.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { UserDevice } from '../agent/index.ts';
import type { Tau2Call, Tau2Task } from '../environments/app-state.ts';
import type { TelecomState } from '../environments/apps/tau2/telecom-data.ts';
import { replayTelecom, telecomInitial } from '../environments/apps/tau2/telecom-episode.ts';
import {
  runTelecomCall,
  TELECOM_AGENT_TOOLS,
  telecomToolKind,
} from '../environments/apps/tau2/telecom-toolkit.ts';
import type { ConversationMessage } from '../evaluation/index.ts';
import type { Tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import { telecomRewards } from '../evaluation/tau2/tau2-telecom-reward.ts';
import { ArenaError } from '../errors.ts';
import { ScriptedPlayer } from '../people/index.ts';
import { isToolStep, type Person, type PlanStep, type TaskFile } from '../tasks/index.ts';
import type { Tau2ImportSummary, Tau2TaskSummary } from './tau2-import-summary.ts';
import { referenceAnswer, tau2Instructions } from './tau2-task-file.ts';
import { telecomReferencePlan, telecomUser, userInfo } from './tau2-telecom-user.ts';
import { tau2TelecomReadme } from './tau2-telecom-readme.ts';
import { telecomProbes } from './tau2-telecom-probes.ts';
import { writeProbes } from './tau2-probe-files.ts';
import { firstSentence, instructionsOf, openingMessage } from './tau2-user.ts';

const FILES = ['db.toml', 'user_db.toml', 'main_policy.md', 'tech_support_manual.md'];
const CHECK = `// Every imported τ²-bench task is judged by the same check: upstream's reward and the verified reward.\nexport { tau2Check as default } from 'mcp-arena/evaluation';\n`;

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
  const calls: Tau2Call[] = [];
  const device: UserDevice = {
    tools: [],
    call: async (name, args) => {
      const call: Tau2Call = { name, arguments: args, requestor: 'user' };
      if (telecomToolKind(name, 'user') === 'write') calls.push(call);
      return runTelecomCall(state, call);
    },
  };
  const player = new ScriptedPlayer(user, device);
  const conversation: ConversationMessage[] = [];
  for (const [turn, step] of plan.entries()) {
    if (isToolStep(step)) {
      const call: Tau2Call = { name: step.tool.replace(/^tau2__/, ''), arguments: step.arguments };
      calls.push(call);
      runTelecomCall(state, call);
    } else {
      const reply = await player.reply(step.say);
      conversation.push({ from: 'agent', text: step.say, turn }, { from: user.id, text: reply.text, turn });
    }
  }
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
    agentMessages: [...conversation.filter((m) => m.from === 'agent').map((m) => m.text), answer],
  });
}

export async function importTau2Telecom(corpus: string, out: string): Promise<Tau2ImportSummary> {
  const source = path.join(corpus, 'domains', 'telecom');
  for (const file of [...FILES, 'tasks_small.json'])
    if (!existsSync(path.join(source, file)))
      throw new ArenaError(
        'USAGE',
        `${path.join(source, file)} is missing: give the τ²-bench corpus folder (its SOURCES.md)`,
      );
  const shared = path.join(out, 'domains', 'telecom');
  mkdirSync(shared, { recursive: true });
  for (const file of FILES) copyFileSync(path.join(source, file), path.join(shared, file));
  const read = (file: string) => readFileSync(path.join(source, file), 'utf8');
  const policy = telecomPolicy(read('main_policy.md'), read('tech_support_manual.md'));
  const tasks = JSON.parse(read('tasks_small.json')) as Tau2Task[];
  const paths = { db: path.join(shared, 'db.toml'), userDb: path.join(shared, 'user_db.toml') };

  const summaries: Tau2TaskSummary[] = [];
  for (const task of tasks) {
    const id = telecomTaskId(task);
    const dir = path.join(out, id);
    mkdirSync(path.join(dir, 'seed', 'tau2'), { recursive: true });
    const file = telecomTaskFile(task, policy);
    writeFileSync(
      path.join(dir, 'task.yaml'),
      `# Imported from τ²-bench (telecom task ${task.id}) by mcp-arena import tau2; the upstream task is in seed/tau2/tau2.json.\n${stringify(file, { lineWidth: 110, blockQuote: 'literal' })}`,
    );
    writeFileSync(path.join(dir, 'check.ts'), CHECK);
    const seed = {
      domain: 'telecom',
      db: '../../../domains/telecom/db.toml',
      userDb: '../../../domains/telecom/user_db.toml',
      task,
    };
    writeFileSync(path.join(dir, 'seed', 'tau2', 'tau2.json'), `${JSON.stringify(seed, null, 2)}\n`);
    const user = file.people![0]!;
    const probes = telecomProbes(task);
    writeProbes(dir, probes);
    const probeSummaries = [];
    for (const probe of probes)
      probeSummaries.push({
        name: probe.name,
        kind: probe.kind,
        why: probe.why,
        rewards: await staticTelecomRewards(task, probe.plan, probe.answer, user, paths),
      });
    summaries.push({
      id,
      upstreamId: task.id,
      gold: await staticTelecomRewards(task, file.reference.plan, file.reference.answer, user, paths),
      nothing: await staticTelecomRewards(task, [], 'Done.', user, paths),
      probes: probeSummaries,
    });
  }
  const summary = { domain: 'telecom', out, tasks: summaries };
  writeFileSync(path.join(out, 'README.md'), tau2TelecomReadme(summary, tasks));
  return summary;
}
