import {
  assertAppsAvailable,
  assertClockAvailable,
  Environment,
  measureStateSize,
  seededGitRepositories,
  type StateSize,
  type ToolMode,
} from '../environments/index.ts';
import type { Checkpoint } from '../evaluation/index.ts';
import { defaultModelSettings } from '../models/index.ts';
import type { CellRecord } from '../store/index.ts';
import type { Probe, ProbeKind, Task } from '../tasks/index.ts';
import type { ToolResult } from '../catalog/index.ts';
import { runCell, type RunSettings } from './run-cell.ts';

/** A tool call of a plan that came back as an error: what a task author needs to mend the plan. */
export interface FailedToolCall {
  step: number;
  tool: string;
  error: string;
}

/** How one probe fared: an alternative must pass, a wrong plan must fail. */
export interface ProbeResult {
  name: string;
  kind: ProbeKind;
  why: string;
  passed: boolean;
  asExpected: boolean;
  /** Required checkpoints that failed: for a caught wrong plan, the ones that caught it. */
  failedCheckpoints: string[];
  /**
   * Checkpoints beside the required ones (not required, with points) and whether each passed: a second
   * verdict on the probe, e.g. an imported benchmark's upstream reward decides and mcp-arena's verified
   * reward stands beside it, so validate shows what each catches.
   */
  beside: Array<{ name: string; passed: boolean }>;
  failedToolCalls: FailedToolCall[];
  error?: string;
  /** Why the probe's verdict does not count (its own tool calls failed, it could not run); outside probes only. */
  invalid?: string;
}

/**
 * How a task's outside probes (`validate --probes-from`, a review round written apart from the suite)
 * fared: the false verdicts by probe name, and the probes that do not count, apart.
 */
export interface RoundResult {
  /** Alternatives and wrong plans that count (invalid ones left out). */
  alternatives: number;
  wrong: number;
  /** Wrong plans the check accepted. */
  falsePasses: string[];
  /** Alternatives (correct solutions) the check rejected. */
  falseFailures: string[];
  /** Probes whose own tool calls failed, that could not run, or whose file has a problem: not counted. */
  invalid: Array<{ name: string; reason: string }>;
}

export interface TaskValidation {
  id: string;
  valid: boolean;
  referencePassed: boolean;
  noopFailed: boolean;
  errors: string[];
  /** Why the task was not run (an app it needs is not installed here); a skipped task is not invalid. */
  skipped?: string;
  /** Every checkpoint of each run, for task authors (`validate --verbose`, `--json`). */
  checkpoints?: { reference: Checkpoint[]; noop: Checkpoint[] };
  /** Tool calls of the reference plan that failed (shown when the reference run fails). */
  referenceFailedToolCalls?: FailedToolCall[];
  probes?: ProbeResult[];
  /** With outside probes (`validate --probes-from`): their false verdicts, instead of probe errors. */
  round?: RoundResult;
  /** How much the agent has to read: the seeded state, and what the reference plan's calls returned. */
  state?: ReadingLoad;
}

export interface ReadingLoad {
  seeded: StateSize;
  /** Characters of every tool result of the reference run. */
  charsRead: number;
  /** Characters the task's `listings` (its natural listing calls) return on the seeded apps, each. */
  listings: number[];
  /** Characters of the largest single result of a listing or of the reference run. */
  largestResult: number;
}

export interface ValidateOptions {
  /** Run the task's probes after the reference and do-nothing runs (default true). */
  probes?: boolean;
  /**
   * The task's probes were written apart from it (a review round): their verdicts are counted as false
   * passes and false failures in `round` instead of making the task invalid, and probes whose own calls
   * failed are listed apart. `invalidProbes` are files of the round that could not be read.
   */
  outside?: { invalidProbes: Array<{ name: string; reason: string }> };
}

/** How many failed tool calls a report shows per plan. */
const SHOWN_FAILED_CALLS = 3;

/**
 * A task is valid when its plan solves it and doing nothing does not (the reference model must pass and
 * the noop model must fail, in the oracle tool mode), and when every probe behaves: each alternative
 * correct plan passes and each wrong plan fails, with no failed tool call deciding it. Probes run in
 * `servers` mode, so an alternative may use any tool of the task's apps.
 */
export async function validateTask(task: Task, options: ValidateOptions = {}): Promise<TaskValidation> {
  try {
    assertAppsAvailable(task.apps);
    assertClockAvailable(task);
  } catch (error) {
    const skipped = (error as Error).message;
    return { id: task.id, valid: true, referencePassed: false, noopFailed: false, errors: [], skipped };
  }
  const apps = new ReusedApps(task);
  try {
    return await validateOn(apps, task, options);
  } catch (error) {
    // One task's harness fault is that task's problem, said in the report, never the end of the whole run.
    const errors = [`validation could not finish: ${(error as Error).message}`];
    return { id: task.id, valid: false, referencePassed: false, noopFailed: false, errors };
  } finally {
    await apps.stop();
  }
}

async function validateOn(apps: ReusedApps, task: Task, options: ValidateOptions): Promise<TaskValidation> {
  const errors: string[] = [];
  let seeded: StateSize = {};
  const reference = await apps.runPlan(task, 'reference', 'oracle', async (state) => {
    seeded = await measureStateSize(state, seededGitRepositories(task.dir));
  });
  const referencePassed = reference.status === 'passed';
  const referenceFailedToolCalls = failedToolCalls(reference);
  if (reference.status === 'error') errors.push(`reference run could not run: ${reference.error}`);
  else if (!referencePassed)
    errors.push(
      `reference run failed: ${describeCheckpoints(failed(reference.checkpoints))}` +
        describeCalls(referenceFailedToolCalls),
    );

  const noop = await apps.runPlan(task, 'noop', 'oracle');
  const noopFailed = noop.status === 'failed';
  if (noop.status === 'error') errors.push(`do-nothing run could not run: ${noop.error}`);
  else if (!noopFailed)
    errors.push('do-nothing run passed: the checks cannot fail, make them read the final state');

  const probes: ProbeResult[] = [];
  if (options.probes !== false) {
    for (const probe of task.probes) {
      const result = await runProbe(apps, task, probe);
      probes.push(result);
      const problem = probeProblem(result);
      if (options.outside) {
        const invalid = invalidReason(result);
        if (invalid !== undefined) result.invalid = invalid;
      } else if (problem) errors.push(problem);
    }
  }

  const listings: number[] = [];
  let listed: ToolResult[] = [];
  try {
    listed = await apps.runListings();
  } catch (error) {
    errors.push(`listings could not run: ${(error as Error).message}`);
  }
  for (const [index, result] of listed.entries()) {
    if (result.isError)
      errors.push(
        `listing ${index + 1} (${task.listings[index]!.tool}) failed: ${result.content.slice(0, 300)}`,
      );
    listings.push(result.content.length);
  }

  return {
    id: task.id,
    valid: errors.length === 0,
    referencePassed,
    noopFailed,
    errors,
    checkpoints: { reference: reference.checkpoints, noop: noop.checkpoints },
    referenceFailedToolCalls,
    state: readingLoad(reference, seeded, listings),
    ...(options.probes === false ? {} : { probes }),
    ...(options.outside ? { round: roundOf(probes, options.outside.invalidProbes) } : {}),
  };
}

/** Why an outside probe's verdict does not count: it could not run, or its own tool calls failed. */
function invalidReason(probe: ProbeResult): string | undefined {
  if (probe.error !== undefined) return `could not run: ${probe.error}`;
  if (probe.failedToolCalls.length === 0) return undefined;
  return `its own tool calls failed${describeCalls(probe.failedToolCalls).replace(/^; failed tool calls/, '')}`;
}

/** The round's verdicts on a task: false passes, false failures, and the invalid probes apart. */
export function roundOf(
  probes: readonly ProbeResult[],
  unreadable: ReadonlyArray<{ name: string; reason: string }> = [],
): RoundResult {
  const counted = probes.filter((probe) => probe.invalid === undefined);
  return {
    alternatives: counted.filter((probe) => probe.kind === 'alternative').length,
    wrong: counted.filter((probe) => probe.kind === 'wrong').length,
    falsePasses: counted.filter((probe) => probe.kind === 'wrong' && probe.passed).map((probe) => probe.name),
    falseFailures: counted
      .filter((probe) => probe.kind === 'alternative' && !probe.passed)
      .map((probe) => probe.name),
    invalid: [
      ...unreadable,
      ...probes.flatMap((probe) =>
        probe.invalid === undefined ? [] : [{ name: probe.name, reason: probe.invalid }],
      ),
    ],
  };
}

/**
 * A task's apps, started once for all of its validation runs and put back to the seed between them
 * (milliseconds, where a fresh start takes seconds): probes multiply the runs. Apps that fail are not
 * reused; the next run starts fresh ones.
 */
class ReusedApps {
  private environment: Environment | undefined;
  /** The apps' snapshot as seeded: each reset must give it back exactly. */
  private seeded = '';
  private used = false;

  constructor(private readonly task: Task) {}

  async runPlan(
    task: Task,
    model: string,
    mode: ToolMode,
    onSeeded?: RunSettings['onSeeded'],
  ): Promise<CellRecord> {
    const settings: RunSettings = { models: defaultModelSettings(), ...(onSeeded ? { onSeeded } : {}) };
    const plan = { task, model, mode, repeat: 0 };
    let environment: Environment;
    try {
      environment = await this.ready();
    } catch {
      // A fresh cell of its own: it starts the apps again, and records the fault if they fail again.
      await this.stop();
      return runCell(plan, 'validate', settings);
    }
    this.used = true;
    const record = await runCell(plan, 'validate', settings, undefined, environment);
    if (record.status !== 'error') return record;
    // An infrastructure fault (a server that did not come back): once more on fresh apps, as run retries errors.
    await this.stop();
    return runCell(plan, 'validate', settings);
  }

  /** The apps as seeded: reset after a run (and checked against the seeded snapshot), or started. */
  private async ready(): Promise<Environment> {
    if (this.environment && this.used) {
      await this.environment.reset();
      // Never run on leftovers of the run before: a wrong plan must not be caught by another's damage.
      if ((await this.environment.snapshot()) !== this.seeded) await this.stop();
    }
    if (!this.environment) {
      this.environment = await Environment.start(this.task, `${this.task.id}-0`);
      this.seeded = await this.environment.snapshot();
    }
    return this.environment;
  }

  /** The task's listing calls on freshly seeded apps (after every run, so they touch no run's state). */
  async runListings(): Promise<ToolResult[]> {
    if (this.task.listings.length === 0) return [];
    let ready: Environment;
    try {
      ready = await this.ready();
    } catch {
      // A reset or start that failed (a server slow to come back under load): once more on fresh apps.
      await this.stop();
      ready = await this.ready();
    }
    const surface = ready.toolSurface('servers', this.task);
    const results: ToolResult[] = [];
    for (const step of this.task.listings) {
      // A listing only reads; a daemon that timed out under load (a CalDAV listing of years of events) gets one
      // more try before the task is called invalid.
      const first = await surface.call(step.tool, step.arguments);
      results.push(first.isError ? await surface.call(step.tool, step.arguments) : first);
    }
    this.used = true;
    return results;
  }

  async stop(): Promise<void> {
    const environment = this.environment;
    this.environment = undefined;
    this.used = false;
    await environment?.stop();
  }
}

function readingLoad(record: CellRecord, seeded: StateSize, listings: number[]): ReadingLoad {
  const sizes = (record.trajectory?.turns ?? []).flatMap((turn) =>
    turn.toolCalls.map((call) => call.result.length),
  );
  return {
    seeded,
    charsRead: sizes.reduce((sum, size) => sum + size, 0),
    listings,
    largestResult: Math.max(0, ...sizes, ...listings),
  };
}

async function runProbe(apps: ReusedApps, task: Task, probe: Probe): Promise<ProbeResult> {
  const asReference: Task = { ...task, reference: { plan: probe.plan, answer: probe.answer } };
  const record = await apps.runPlan(asReference, 'reference', 'servers');
  const passed = record.status === 'passed';
  return {
    name: probe.name,
    kind: probe.kind,
    why: probe.why,
    passed,
    asExpected: record.status !== 'error' && passed === (probe.kind === 'alternative'),
    failedCheckpoints: failed(record.checkpoints)
      .filter((checkpoint) => checkpoint.required)
      .map(describeCheckpoint),
    beside: record.checkpoints
      .filter((checkpoint) => !checkpoint.required && checkpoint.points > 0)
      .map((checkpoint) => ({ name: checkpoint.name, passed: checkpoint.passed })),
    failedToolCalls: failedToolCalls(record),
    ...(record.error === undefined ? {} : { error: record.error }),
  };
}

/** Why a probe makes its task invalid, or undefined when it behaved. */
function probeProblem(probe: ProbeResult): string | undefined {
  const label = `probe ${probe.name} (${probe.kind}: ${probe.why})`;
  if (probe.error !== undefined) return `${label} could not run: ${probe.error}`;
  if (probe.kind === 'alternative' && !probe.passed)
    return `${label} was rejected: ${probe.failedCheckpoints.join('; ')}${describeCalls(probe.failedToolCalls)}`;
  if (probe.kind === 'wrong' && probe.passed) {
    const caught = probe.beside
      .filter((checkpoint) => !checkpoint.passed)
      .map((checkpoint) => checkpoint.name);
    return `${label} was accepted: no required checkpoint failed${caught.length ? ` (caught beside them by: ${caught.join(', ')})` : ''}`;
  }
  // A wrong plan caught only because its own calls broke proves nothing about the checks.
  if (probe.kind === 'wrong' && probe.failedToolCalls.length > 0)
    return `${label} has failing tool calls, so its rejection proves nothing; mend the plan${describeCalls(probe.failedToolCalls)}`;
  return undefined;
}

export function failedToolCalls(record: CellRecord): FailedToolCall[] {
  const calls = (record.trajectory?.turns ?? []).flatMap((turn) => turn.toolCalls);
  return calls.flatMap((call, index) =>
    call.isError
      ? [{ step: index, tool: call.name, error: call.result.replace(/\s+/g, ' ').slice(0, 300) }]
      : [],
  );
}

const failed = (checkpoints: readonly Checkpoint[]): Checkpoint[] =>
  checkpoints.filter((checkpoint) => !checkpoint.passed);

const describeCheckpoint = (checkpoint: Checkpoint): string =>
  checkpoint.detail ? `${checkpoint.name} (${checkpoint.detail})` : checkpoint.name;

const describeCheckpoints = (checkpoints: readonly Checkpoint[]): string =>
  checkpoints.map(describeCheckpoint).join('; ');

function describeCalls(calls: readonly FailedToolCall[]): string {
  if (calls.length === 0) return '';
  const shown = calls
    .slice(0, SHOWN_FAILED_CALLS)
    .map((call) => `step ${call.step + 1} ${call.tool}: ${call.error}`)
    .join('; ');
  const more = calls.length > SHOWN_FAILED_CALLS ? ` (and ${calls.length - SHOWN_FAILED_CALLS} more)` : '';
  return `; failed tool calls: ${shown}${more}`;
}
