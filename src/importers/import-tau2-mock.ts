/**
 * `mcp-arena import tau2 <corpus> --domain mock --out DIR`: τ²-bench's mock domain (10 toy tasks on a task
 * tracker, its test bed for upstream's features: set-up data and actions, a conversation already under way,
 * env assertions, the user's own tools, a task with no `reward_basis`) as a suite. The databases and the
 * policy are written once under `DIR/domains/mock/`; each task's seed points at them and carries the upstream
 * task. The importer also scores the gold plan, a do-nothing run and the probes without running anything,
 * as the app would, and writes what it found into the suite's README.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { UserDevice } from '../agent/index.ts';
import type { Tau2Call, Tau2Task } from '../environments/app-state.ts';
import { mockInitial, replayMock } from '../environments/apps/tau2/mock-episode.ts';
import { mockToolKind, runMockCall } from '../environments/apps/tau2/mock-toolkit.ts';
import type { ConversationMessage } from '../evaluation/index.ts';
import type { Tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import { mockRewards, withHistory } from '../evaluation/tau2/tau2-mock-reward.ts';
import { ArenaError } from '../errors.ts';
import { ScriptedPlayer } from '../people/index.ts';
import { isToolStep, type Person, type PlanStep } from '../tasks/index.ts';
import type { Tau2ImportSummary, Tau2TaskSummary } from './tau2-import-summary.ts';
import { writeProbes } from './tau2-probe-files.ts';
import { mockProbes, mockTaskFile } from './tau2-mock-task-file.ts';
import { tau2MockReadme } from './tau2-mock-readme.ts';

const FILES = ['db.json', 'user_db.json', 'policy.md'];
const CHECK = `// Every imported τ²-bench task is judged by the same check: upstream's reward and the verified reward.\nexport { tau2Check as default } from 'mcp-arena/evaluation';\n`;

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
  const calls: Tau2Call[] = [];
  const device: UserDevice = {
    tools: [],
    call: async (name, args) => {
      const call: Tau2Call = { name, arguments: args, requestor: 'user' };
      if (mockToolKind(name, 'user') === 'write') calls.push(call);
      return runMockCall(state, call);
    },
  };
  const player = new ScriptedPlayer(user, device);
  const conversation: ConversationMessage[] = [];
  for (const [turn, step] of plan.entries()) {
    if (isToolStep(step)) {
      const call: Tau2Call = { name: step.tool.replace(/^tau2__/, ''), arguments: step.arguments };
      calls.push(call);
      runMockCall(state, call);
    } else {
      const reply = await player.reply(step.say);
      conversation.push({ from: 'agent', text: step.say, turn }, { from: user.id, text: reply.text, turn });
    }
  }
  const said = [...conversation.filter((m) => m.from === 'agent').map((m) => m.text), answer];
  return mockRewards({
    task,
    final: state,
    initial: fresh(),
    gold: replayMock(fresh(), task.evaluation_criteria.actions ?? []),
    ...withHistory(task, calls, said),
  });
}

export async function importTau2Mock(corpus: string, out: string): Promise<Tau2ImportSummary> {
  const source = path.join(corpus, 'domains', 'mock');
  for (const file of [...FILES, 'tasks.json'])
    if (!existsSync(path.join(source, file)))
      throw new ArenaError(
        'USAGE',
        `${path.join(source, file)} is missing: give the τ²-bench corpus folder (its SOURCES.md)`,
      );
  const shared = path.join(out, 'domains', 'mock');
  mkdirSync(shared, { recursive: true });
  for (const file of FILES) copyFileSync(path.join(source, file), path.join(shared, file));
  const read = (file: string) => readFileSync(path.join(source, file), 'utf8');
  const tasks = JSON.parse(read('tasks.json')) as Tau2Task[];
  const paths = { db: path.join(shared, 'db.json'), userDb: path.join(shared, 'user_db.json') };

  const summaries: Tau2TaskSummary[] = [];
  for (const task of tasks) {
    const file = mockTaskFile(task, read('policy.md'));
    const dir = path.join(out, file.id);
    mkdirSync(path.join(dir, 'seed', 'tau2'), { recursive: true });
    writeFileSync(
      path.join(dir, 'task.yaml'),
      `# Imported from τ²-bench (mock task ${task.id}) by mcp-arena import tau2; the upstream task is in seed/tau2/tau2.json.\n${stringify(file, { lineWidth: 110, blockQuote: 'literal' })}`,
    );
    writeFileSync(path.join(dir, 'check.ts'), CHECK);
    const seed = {
      domain: 'mock',
      db: '../../../domains/mock/db.json',
      userDb: '../../../domains/mock/user_db.json',
      task,
    };
    writeFileSync(path.join(dir, 'seed', 'tau2', 'tau2.json'), `${JSON.stringify(seed, null, 2)}\n`);
    const user = file.people![0]!;
    const probes = mockProbes(task);
    writeProbes(dir, probes);
    const probeSummaries = [];
    for (const probe of probes)
      probeSummaries.push({
        name: probe.name,
        kind: probe.kind,
        why: probe.why,
        rewards: await staticMockRewards(task, probe.plan, probe.answer, user, paths),
      });
    summaries.push({
      id: file.id,
      upstreamId: task.id,
      gold: await staticMockRewards(task, file.reference.plan, file.reference.answer, user, paths),
      nothing: await staticMockRewards(task, [], 'Done.', user, paths),
      probes: probeSummaries,
    });
  }
  const summary = { domain: 'mock', out, tasks: summaries };
  writeFileSync(path.join(out, 'README.md'), tau2MockReadme(summary, tasks));
  return summary;
}
