/**
 * Where a validate run's time goes, per phase and per app: `validateTask` on core tasks one after the other
 * (as `validate --concurrency 1` would), with timers put around the phases from outside (no change to the
 * code measured). With `--baseline DIR` (another checkout, e.g. `git worktree add DIR <commit>` with its
 * node_modules), the same tasks are validated by both in this process, interleaved task by task (ABBA),
 * and the table shows both; every verdict of every run is compared, and any difference printed.
 *
 * - start: the task's apps started and seeded, once per task;
 * - reset: the apps put back to their seed between runs (… per app, and servers restarted on reset);
 * - snapshot: the apps' whole state read to check that the reset gave back the seeded state (… per app);
 * - tool call: the MCP calls of the plans, per server;
 * - state size: the seeded state counted (`ReadingLoad`), on the reference run;
 * - check: from the end of the agent loop to the run's end, and of it (… rows, overlapping when a check
 *   reads in parallel) the reads of the final and of the seeded state (`context.before`), per app;
 * - stop: the apps stopped, once per task;
 * - other: what is left of the wall time (the agent loop around its tool calls, tool surfaces, listings).
 *
 * Run: npx tsx bench/validate-cells.ts [--baseline DIR] [--json FILE] [task ...]
 *      (default: twelve core tasks over every app)
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TaskValidation } from '../src/runner/index.ts';

export const SAMPLE = [
  'match-bank-payments', // sql
  'update-contact-memory', // memory
  'backport-vat-fix', // git
  'clean-up-stale-pipeline', // crm
  'close-postmortem-actions', // tracker
  'plan-team-retro', // calendar
  'collect-supplier-invoices', // pdf, files
  'fill-budget-actuals', // sql, spreadsheet
  'survey-weighting', // files, sandbox
  'triage-bug-reports', // mail, tracker
  'release-held-invoices', // sql, chat
  'castell-renewal-call', // calendar, chat
];

interface Total {
  ms: number;
  count: number;
}

/** One checkout's code, timed into its own totals. */
interface Side {
  label: string;
  root: string;
  totals: Map<string, Map<string, Total>>;
  wallMs: number;
  validate(taskDir: string): Promise<TaskValidation>;
}

type AnyFunction = (...args: unknown[]) => unknown;

function timed<F extends AnyFunction>(fn: F, record: (ms: number) => void): F {
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    const started = performance.now();
    const result = fn.apply(this, args);
    if (result instanceof Promise)
      return result.finally(() => record(performance.now() - started)) as unknown;
    record(performance.now() - started);
    return result;
  };
  // Readers may carry methods (`sql.tables()`): timed alike.
  for (const key of Object.keys(fn)) {
    const value = (fn as unknown as Record<string, unknown>)[key];
    (wrapped as unknown as Record<string, unknown>)[key] =
      typeof value === 'function' ? timed(value as AnyFunction, record) : value;
  }
  return wrapped as F;
}

interface RunningAppLike {
  name: string;
  reset(): Promise<void>;
  snapshot(): Promise<unknown>;
}

interface EnvironmentClass {
  start(...args: unknown[]): Promise<object>;
  prototype: object;
}

/** Patches one checkout's Environment and McpConnection to time their phases into `side.totals`. */
async function instrument(side: Side): Promise<void> {
  const environments = (await import(
    pathToFileURL(path.join(side.root, 'src/environments/index.ts')).href
  )) as {
    Environment: EnvironmentClass;
    McpConnection: { prototype: { call: AnyFunction } };
  };
  const runner = (await import(pathToFileURL(path.join(side.root, 'src/runner/index.ts')).href)) as {
    validateTask(task: unknown): Promise<TaskValidation>;
  };
  const tasks = (await import(pathToFileURL(path.join(side.root, 'src/tasks/index.ts')).href)) as {
    loadTask(dir: string): unknown;
  };
  side.validate = (taskDir) => runner.validateTask(tasks.loadTask(path.join(side.root, taskDir)));
  const add = (phase: string, app: string, ms: number): void => {
    const byApp = side.totals.get(phase) ?? new Map<string, Total>();
    const total = byApp.get(app) ?? { ms: 0, count: 0 };
    total.ms += ms;
    total.count += 1;
    byApp.set(app, total);
    side.totals.set(phase, byApp);
  };
  /** When each environment's agent loop ended (its servers were checked alive, just before the checks). */
  const checksStarted = new WeakMap<object, number>();
  const appsOf = new WeakMap<object, string>();
  const endChecks = (environment: object): void => {
    const started = checksStarted.get(environment);
    if (started === undefined) return;
    checksStarted.delete(environment);
    add('check', appsOf.get(environment) ?? '?', performance.now() - started);
  };
  const timedState = (state: Record<string, unknown>, phase: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(state)) {
      const record = (ms: number): void => add(phase, field, ms);
      if (typeof value === 'function') out[field] = timed(value as AnyFunction, record);
      else if (value && typeof value === 'object')
        out[field] = Object.fromEntries(
          Object.entries(value).map(([key, member]) => [
            key,
            typeof member === 'function' ? timed((member as AnyFunction).bind(value), record) : member,
          ]),
        );
      else out[field] = value;
    }
    return out;
  };

  const { Environment, McpConnection } = environments;
  const start = Environment.start.bind(Environment);
  Environment.start = async (...args: unknown[]) => {
    const started = performance.now();
    const environment = await start(...args);
    const apps = (environment as unknown as { apps: RunningAppLike[] }).apps;
    const names = apps.map((app) => app.name).join('+');
    appsOf.set(environment, names);
    add('start', names, performance.now() - started);
    for (const app of apps) {
      app.reset = timed(app.reset.bind(app), (ms) => add('… app reset', app.name, ms));
      app.snapshot = timed(app.snapshot.bind(app), (ms) => add('… app snapshot', app.name, ms));
    }
    return environment;
  };
  const prototype = Environment.prototype as unknown as Record<string, AnyFunction>;
  const around = (method: string, phase: string | undefined, before?: (self: object) => void): void => {
    const original = prototype[method]!;
    prototype[method] = function (this: object, ...args: unknown[]) {
      before?.(this);
      if (phase === undefined) return original.apply(this, args);
      const started = performance.now();
      const result = original.apply(this, args) as Promise<unknown>;
      return result.finally(() => add(phase, appsOf.get(this) ?? '?', performance.now() - started));
    };
  };
  around('reset', 'reset', endChecks);
  around('snapshot', 'snapshot');
  around('stop', 'stop', endChecks);
  around('toolSurface', undefined, endChecks); // the listings, after the last run
  const alive = prototype.assertServersAlive!;
  prototype.assertServersAlive = function (this: object) {
    checksStarted.set(this, performance.now());
    return alive.call(this);
  };
  for (const [getter, phase] of [
    ['state', '… read state'],
    ['before', '… read before'],
  ] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(Environment.prototype, getter)!;
    Object.defineProperty(Environment.prototype, getter, {
      configurable: true,
      get(this: object) {
        const state = descriptor.get!.call(this) as Record<string, unknown>;
        // Reads outside the checks: the seeded state's size, measured once on the reference run.
        return timedState(state, checksStarted.has(this) ? phase : 'state size');
      },
    });
  }
  const call = McpConnection.prototype.call;
  McpConnection.prototype.call = async function (this: { server: string }, ...args: unknown[]) {
    const started = performance.now();
    try {
      return await call.apply(this, args);
    } finally {
      add('tool call', this.server, performance.now() - started);
    }
  };
}

/** Phases in order; those starting with … run inside the one above them and are not added again. */
const PHASES = [
  'start',
  'reset',
  '… app reset',
  'snapshot',
  '… app snapshot',
  'tool call',
  'state size',
  'check',
  '… read state',
  '… read before',
  'stop',
];

const seconds = (ms: number | undefined): string => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);

function table(sides: Side[]): string {
  const header =
    sides.length === 1 ? ['total', 'runs', 'per run'] : [...sides.map((side) => side.label), 'ratio'];
  const lines = [
    `| phase | app | ${header.join(' | ')} |`,
    `| --- | --- | ${header.map(() => '---:').join(' | ')} |`,
  ];
  const accounted = sides.map(() => 0);
  for (const phase of PHASES) {
    const apps = new Set(sides.flatMap((side) => [...(side.totals.get(phase)?.keys() ?? [])]));
    const rows = [...apps].map((app) => ({
      app,
      totals: sides.map((side) => side.totals.get(phase)?.get(app)),
    }));
    rows.sort((a, b) => (b.totals[0]?.ms ?? 0) - (a.totals[0]?.ms ?? 0));
    for (const { app, totals } of rows) {
      if (totals.every((total) => (total?.ms ?? 0) < 50)) continue; // under 0.05 s: left out
      totals.forEach((total, index) => {
        if (!phase.startsWith('…')) accounted[index]! += total?.ms ?? 0;
      });
      const cells =
        sides.length === 1
          ? [
              seconds(totals[0]!.ms),
              String(totals[0]!.count),
              `${Math.round(totals[0]!.ms / totals[0]!.count)} ms`,
            ]
          : [...totals.map((total) => seconds(total?.ms)), ratio(totals[0]?.ms, totals[1]?.ms)];
      lines.push(`| ${phase} | ${app} | ${cells.join(' | ')} |`);
    }
  }
  const other = sides.map((side, index) => side.wallMs - accounted[index]!);
  const walls = sides.map((side) => side.wallMs);
  const last = (values: number[]): string[] =>
    sides.length === 1 ? [seconds(values[0]), '', ''] : [...values.map(seconds), ratio(values[0], values[1])];
  lines.push(`| other | | ${last(other).join(' | ')} |`, `| **wall** | | ${last(walls).join(' | ')} |`);
  return lines.join('\n');
}

const ratio = (before: number | undefined, after: number | undefined): string =>
  before && after ? `${(before / after).toFixed(2)}x` : '-';

/** The verdicts of a validation, run by run: what may not change. */
function verdicts(validation: TaskValidation): Record<string, unknown> {
  return {
    valid: validation.valid,
    skipped: validation.skipped !== undefined,
    referencePassed: validation.referencePassed,
    noopFailed: validation.noopFailed,
    reference: validation.checkpoints?.reference.map((checkpoint) => [checkpoint.name, checkpoint.passed]),
    noop: validation.checkpoints?.noop.map((checkpoint) => [checkpoint.name, checkpoint.passed]),
    probes: Object.fromEntries(
      (validation.probes ?? []).map((probe) => [
        probe.name,
        {
          passed: probe.passed,
          asExpected: probe.asExpected,
          failedCheckpoints: probe.failedCheckpoints.length,
          beside: probe.beside,
          failedToolCalls: probe.failedToolCalls.length,
          error: probe.error !== undefined,
        },
      ]),
    ),
    errors: validation.errors.length,
    state: validation.state,
  };
}

/** Paths of `a` and `b` that differ, as `path: a → b`. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`),
    );
  }
  return [`${at}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`];
}

const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const at = args.indexOf(name);
    return at < 0 ? undefined : args.splice(at, 2)[1];
  };
  const baseline = option('--baseline');
  const jsonFile = option('--json');
  const ids = args.length > 0 ? args : SAMPLE;
  const here = path.resolve(import.meta.dirname, '..');
  const side = (label: string, root: string): Side => ({
    label,
    root,
    totals: new Map(),
    wallMs: 0,
    validate: () => Promise.reject(new Error('not instrumented')),
  });
  const sides = baseline
    ? [side('before', path.resolve(baseline)), side('after', here)]
    : [side('this', here)];
  for (const each of sides) await instrument(each);
  process.stdout.write(`${ids.length} tasks; load average at the start ${loadAverage()}\n`);
  const results: Record<string, Record<string, TaskValidation>> = {};
  const changed: string[] = [];
  for (const [index, id] of ids.entries()) {
    // ABBA: which side goes first alternates, so neither always runs on a machine the other just warmed.
    const order = index % 2 === 0 ? sides : [...sides].reverse();
    for (const each of order) {
      const began = performance.now();
      const validation = await each.validate(`suites/core/${id}`);
      const ms = performance.now() - began;
      each.wallMs += ms;
      (results[id] ??= {})[each.label] = validation;
      process.stderr.write(
        `${id} (${each.label}): ${seconds(ms)}, ${validation.valid ? 'valid' : 'INVALID'}\n`,
      );
    }
    if (sides.length === 2) {
      const found = differences(verdicts(results[id]!.before!), verdicts(results[id]!.after!));
      changed.push(...found.map((difference) => `${id}${difference}`));
    }
  }
  process.stdout.write(`load average at the end ${loadAverage()}\n\n${table(sides)}\n`);
  if (sides.length === 2)
    process.stdout.write(
      changed.length === 0
        ? `\nEvery verdict the same: ${ids.length} tasks, reference, do-nothing and every probe.\n`
        : `\nVerdicts that differ:\n${changed.map((line) => `- ${line}`).join('\n')}\n`,
    );
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 1));
}

await main();
