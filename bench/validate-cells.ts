/**
 * Where a validate run's time goes, per phase and per app: `validateTask` on core tasks one after the other
 * (as `validate --concurrency 1` would), with timers put around the phases from outside (no change to the
 * code measured, so the same script times an older checkout):
 *
 * - start: the task's apps started and seeded, once per task;
 * - reset: each app put back to its seed between runs; "restart" is the servers an app asks to restart;
 * - snapshot: each app's whole state read to check that the reset gave back the seeded state;
 * - tool call: the MCP calls of the plans, per server;
 * - state size: the seeded state counted (`ReadingLoad`), on the reference run;
 * - check: from the end of the agent loop to the run's end, and of it (… rows, overlapping when a check
 *   reads in parallel) the reads of the final and of the seeded state (`context.before`), per app;
 * - stop: the apps stopped, once per task;
 * - other: what is left of the wall time (the agent loop around its tool calls, tool surfaces, listings).
 *
 * Run: npx tsx bench/validate-cells.ts [--json FILE] [task ...]   (default: twelve core tasks over every app)
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Environment, McpConnection } from '../src/environments/index.ts';
import { validateTask, type TaskValidation } from '../src/runner/index.ts';
import { loadTask } from '../src/tasks/index.ts';

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

/** Phase → app → time. */
const totals = new Map<string, Map<string, Total>>();
let recording = true;

function add(phase: string, app: string, ms: number): void {
  if (!recording) return;
  const byApp = totals.get(phase) ?? new Map<string, Total>();
  const total = byApp.get(app) ?? { ms: 0, count: 0 };
  total.ms += ms;
  total.count += 1;
  byApp.set(app, total);
  totals.set(phase, byApp);
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

/** Each reader of an app state (a function, or an object of functions) timed under `phase` and its app. */
function timedState(state: Record<string, unknown>, phase: string): Record<string, unknown> {
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
}

interface RunningAppLike {
  name: string;
  reset(): Promise<void>;
  snapshot(): Promise<unknown>;
}

/** When each environment's agent loop ended (its servers were checked alive, just before the checks). */
const checksStarted = new WeakMap<object, number>();
const appsOf = new WeakMap<object, string>();

function endChecks(environment: object): void {
  const started = checksStarted.get(environment);
  if (started === undefined) return;
  checksStarted.delete(environment);
  add('check', appsOf.get(environment) ?? '?', performance.now() - started);
}

function instrument(): void {
  const start = Environment.start.bind(Environment);
  Environment.start = async (...args: Parameters<typeof Environment.start>) => {
    const started = performance.now();
    const environment = await start(...args);
    const apps = (environment as unknown as { apps: RunningAppLike[] }).apps;
    const names = apps.map((app) => app.name).join('+');
    appsOf.set(environment, names);
    add('start', names, performance.now() - started);
    for (const app of apps) {
      app.reset = timed(app.reset.bind(app), (ms) => add('reset', app.name, ms));
      app.snapshot = timed(app.snapshot.bind(app), (ms) => add('snapshot', app.name, ms));
    }
    return environment;
  };
  const prototype = Environment.prototype as unknown as Record<string, AnyFunction>;
  const reset = prototype.reset!;
  prototype.reset = async function (this: object) {
    endChecks(this);
    const before = sumOf('reset');
    const started = performance.now();
    await reset.call(this);
    // What the environment's reset took beyond its apps' own resets: servers restarted.
    add('restart', appsOf.get(this) ?? '?', performance.now() - started - (sumOf('reset') - before));
  };
  const stop = prototype.stop!;
  prototype.stop = async function (this: object) {
    endChecks(this);
    const started = performance.now();
    await stop.call(this);
    add('stop', appsOf.get(this) ?? '?', performance.now() - started);
  };
  const toolSurface = prototype.toolSurface!;
  prototype.toolSurface = function (this: object, ...args: unknown[]) {
    endChecks(this); // the listings, after the last run
    return toolSurface.apply(this, args);
  };
  const alive = prototype.assertServersAlive!;
  prototype.assertServersAlive = function (this: object) {
    checksStarted.set(this, performance.now());
    return alive.call(this);
  };
  for (const [getter, phase] of [
    ['state', 'read state'],
    ['before', 'read before'],
  ] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(Environment.prototype, getter)!;
    Object.defineProperty(Environment.prototype, getter, {
      configurable: true,
      get(this: object) {
        const state = descriptor.get!.call(this) as Record<string, unknown>;
        // Reads outside the checks: the seeded state's size, measured once on the reference run.
        if (!checksStarted.has(this)) return timedState(state, 'state size');
        return timedState(state, phase);
      },
    });
  }
  const call = McpConnection.prototype.call;
  McpConnection.prototype.call = async function (this: McpConnection, ...args: Parameters<typeof call>) {
    const started = performance.now();
    try {
      return await call.apply(this, args);
    } finally {
      add('tool call', (this as unknown as { server: string }).server, performance.now() - started);
    }
  };
}

function sumOf(phase: string): number {
  let sum = 0;
  for (const total of totals.get(phase)?.values() ?? []) sum += total.ms;
  return sum;
}

/** Phases in order; the indented ones run inside the one above them and are not added again. */
const PHASES: Array<[string, boolean]> = [
  ['start', false],
  ['state size', false],
  ['reset', false],
  ['restart', false],
  ['snapshot', false],
  ['tool call', false],
  ['check', false],
  ['read state', true],
  ['read before', true],
  ['stop', false],
];

const perRun = (total: Total): string => {
  const ms = total.ms / total.count;
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
};

function table(wallMs: number): string {
  const lines = [
    '| phase | app | total | share | runs | per run |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  const row = (phase: string, app: string, ms: number, count = '', each = ''): string =>
    `| ${phase} | ${app} | ${(ms / 1000).toFixed(1)} s | ${((100 * ms) / wallMs).toFixed(1)} % | ${count} | ${each} |`;
  let accounted = 0;
  for (const [phase, within] of PHASES) {
    const byApp = [...(totals.get(phase) ?? new Map<string, Total>())].sort((a, b) => b[1].ms - a[1].ms);
    for (const [app, total] of byApp) {
      if (!within) accounted += total.ms;
      lines.push(row(within ? `… ${phase}` : phase, app, total.ms, String(total.count), perRun(total)));
    }
  }
  lines.push(row('other', '', wallMs - accounted), row('wall', '', wallMs));
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
  const ids = args.length > 0 ? args : SAMPLE;
  instrument();
  const results: Array<TaskValidation & { seconds: number }> = [];
  const started = performance.now();
  for (const id of ids) {
    const began = performance.now();
    const validation = await validateTask(loadTask(`suites/core/${id}`));
    const seconds = (performance.now() - began) / 1000;
    results.push({ ...validation, seconds });
    process.stderr.write(`${id}: ${seconds.toFixed(1)} s, ${validation.valid ? 'valid' : 'INVALID'}\n`);
  }
  const wall = performance.now() - started;
  recording = false;
  process.stdout.write(`${ids.length} tasks, load average ${loadAverage()}\n\n${table(wall)}\n`);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 1));
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

await main();
