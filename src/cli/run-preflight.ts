import { accessSync, constants } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type AgentDefinition, agentName, isAgentId, resolveAgent } from '../agent/external/index.ts';
import { appAvailabilities, type EnvironmentOptions } from '../environments/index.ts';
import { ArenaError } from '../errors.ts';
import { findRecordedTurns, type ModelSettings, parseModelId } from '../models/index.ts';
import type { CellPlan } from '../runner/index.ts';

/**
 * Configuration faults found before any cell starts, each as one message: retried per cell as
 * infrastructure errors, they would cost every cell its retries and say the same thing N times.
 */
export async function preflightRun(
  plans: CellPlan[],
  models: ModelSettings,
  /** The run's agent definitions, when their commands must run on this machine (not with --queue). */
  agents?: Map<string, AgentDefinition>,
  /** How the run lets apps run here (`--unsafe-sandbox`). */
  environment?: EnvironmentOptions,
): Promise<void> {
  assertCassettesCover(plans, models);
  if (agents) assertAgentCommandsFound(plans, agents);
  assertSomeAppsAvailable(plans, environment);
  if (models.baseUrl && plans.some((plan) => parseModelId(plan.model).kind === 'provider'))
    await assertReachable(models.baseUrl);
}

/** Every replayed cell has exactly one recording. */
function assertCassettesCover(plans: CellPlan[], models: ModelSettings): void {
  const problems: string[] = [];
  for (const plan of plans) {
    const choice = parseModelId(plan.model);
    if (choice.kind !== 'replay') continue;
    const cassette = models.cassettes.get(choice.source);
    if (!cassette) continue; // loadCassettes has already failed on it
    try {
      findRecordedTurns(cassette, { task: plan.task.id, mode: plan.mode, repeat: plan.repeat }, choice.model);
    } catch (error) {
      problems.push(`--model ${plan.model}: ${(error as Error).message}`);
    }
  }
  if (problems.length === 0) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more cells alike)` : '';
  throw new ArenaError('USAGE', `${problems[0]}${more}`);
}

/** An agent whose program is not installed would fail every cell the same way, after starting its apps. */
function assertAgentCommandsFound(plans: CellPlan[], agents: Map<string, AgentDefinition>): void {
  for (const id of new Set(plans.map((plan) => plan.model).filter(isAgentId))) {
    const { command } = resolveAgent(id, agents);
    // A shell line may be anything; a placeholder ({node}) is ours.
    if (typeof command === 'string' || command[0]!.includes('{')) continue;
    if (findExecutable(command[0]!)) continue;
    throw new ArenaError(
      'USAGE',
      `agent ${agentName(id)}: its command "${command[0]}" is not installed here (not on the PATH); install it, or define the agent with its full path in an agents file (--agents)`,
    );
  }
}

function findExecutable(program: string): boolean {
  const candidates = program.includes('/')
    ? [path.resolve(program)]
    : (process.env.PATH ?? '')
        .split(':')
        .filter(Boolean)
        .map((dir) => path.join(dir, program));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * A cell whose app cannot run here is skipped (documented: it stays out of the rates); a run in which
 * every cell would be skipped is a configuration fault.
 */
function assertSomeAppsAvailable(plans: CellPlan[], environment?: EnvironmentOptions): void {
  const missing = appAvailabilities(
    [...new Set(plans.flatMap((plan) => plan.task.apps))],
    environment,
  ).filter((app) => !app.available);
  if (missing.length === 0) return;
  const names = new Set(missing.map((app) => app.name));
  const skipped = plans.filter((plan) => plan.task.apps.some((app) => names.has(app)));
  if (skipped.length === 0) return;
  const why = missing
    .filter((app) => skipped.some((plan) => plan.task.apps.includes(app.name as never)))
    .map((app) => `${app.name}: ${app.reason}${app.install ? ` (install: ${app.install})` : ''}`)
    .join('; ');
  // Some cells can run: skippedTasksNotice says which are skipped, once.
  if (skipped.length < plans.length) return;
  throw new ArenaError('APP_UNAVAILABLE', `no cell of this run can run here; ${why}`);
}

/** Something accepts TCP connections at the URL's host and port within a few seconds. */
async function assertReachable(baseUrl: string, timeoutMs = 5000): Promise<void> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ArenaError('USAGE', `--base-url ${baseUrl} is not a URL; use e.g. http://127.0.0.1:8000/v1`);
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const failure = await new Promise<string | undefined>((resolve) => {
    const socket = net.connect({ host, port });
    const done = (why?: string): void => {
      socket.destroy();
      resolve(why);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer within ${timeoutMs / 1000} s`));
    socket.once('connect', () => done());
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
  if (failure)
    throw new ArenaError(
      'USAGE',
      `--base-url ${baseUrl}: nothing answers at ${host}:${port} (${failure}); start the model server or fix the URL`,
    );
}
