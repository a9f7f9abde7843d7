/**
 * A run of imported τ²-bench tasks reported as upstream reports: pass^1..pass^k over the k trials of each
 * task (`run --repeats k`), per domain (the task's category `tau2-<domain>`) and model, a task's success
 * being upstream's reward (the required checkpoint); the mean cost of a trial for the agent and, apart,
 * for the simulated user; and beside them the published leaderboard's figures for the same domain.
 */
import type { CellSummary, PeopleUsage } from '../store/index.ts';
import { formatTable } from './format-table.ts';
import { passHatK } from './pass-at-k.ts';
import type { Tau2Submission } from './tau2-leaderboard.ts';

/** What the comparison reads of a cell. */
export type Tau2Cell = Pick<
  CellSummary,
  'id' | 'taskId' | 'model' | 'mode' | 'category' | 'status' | 'costUsd'
>;

export interface Tau2RunRow {
  domain: string;
  model: string;
  mode: string;
  /** Tasks with all k trials judged (error cells left out, as in every rate). */
  tasks: number;
  tasksLeftOut: number;
  /** pass^1..pass^k in percent. */
  passHat: number[];
  /** Mean cost of a trial in USD; null when a price is unknown. */
  agentCostPerTrial: number | null;
  userCostPerTrial: number | null;
  userTokensPerTrial: number;
}

export interface Tau2Comparison {
  runs: Tau2RunRow[];
  /** Per domain of the run, the submissions with a figure for it, best pass^1 first. */
  published: Record<string, Array<Omit<Tau2Submission, 'results'> & { passHat: Array<number | null> }>>;
}

const DOMAIN = /^tau2-(.+)$/;

const mean = (values: ReadonlyArray<number | null>): number | null =>
  values.length === 0 || values.some((value) => value === null)
    ? null
    : values.reduce<number>((sum, value) => sum + (value ?? 0), 0) / values.length;

export function tau2Comparison(
  cells: readonly Tau2Cell[],
  people: ReadonlyMap<string, PeopleUsage>,
  leaderboard: readonly Tau2Submission[],
): Tau2Comparison {
  const groups = new Map<string, Tau2Cell[]>();
  for (const cell of cells) {
    const domain = DOMAIN.exec(cell.category)?.[1];
    if (!domain) continue;
    const key = [domain, cell.model, cell.mode].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), cell]);
  }
  const runs = [...groups].map(([key, group]): Tau2RunRow => {
    const [domain, model, mode] = key.split('\u0000') as [string, string, string];
    const judged = group.filter((cell) => cell.status !== 'error');
    const byTask = new Map<string, Tau2Cell[]>();
    for (const cell of judged) byTask.set(cell.taskId, [...(byTask.get(cell.taskId) ?? []), cell]);
    const counts = [...byTask.values()].map((trials) => ({
      n: trials.length,
      c: trials.filter((cell) => cell.status === 'passed').length,
    }));
    const k = Math.max(0, ...counts.map((count) => count.n));
    const full = counts.filter((count) => count.n === k);
    const passHat = Array.from({ length: k }, (_, index) =>
      full.length === 0
        ? 0
        : (100 * full.reduce((sum, count) => sum + passHatK(count.n, count.c, index + 1), 0)) / full.length,
    );
    const usage = group.map((cell) => people.get(cell.id));
    return {
      domain,
      model,
      mode,
      tasks: full.length,
      tasksLeftOut: byTask.size - full.length,
      passHat,
      agentCostPerTrial: mean(group.map((cell) => cell.costUsd)),
      userCostPerTrial: mean(usage.map((each) => (each ? each.costUsd : 0))),
      userTokensPerTrial:
        group.length === 0
          ? 0
          : usage.reduce((sum, each) => sum + (each ? each.inputTokens + each.outputTokens : 0), 0) /
            group.length,
    };
  });
  const domains = [...new Set(runs.map((row) => row.domain))];
  const published = Object.fromEntries(
    domains.map((domain) => [
      domain,
      leaderboard
        .filter((submission) => submission.results[domain]?.[0] != null)
        .map(({ results, ...submission }) => ({ ...submission, passHat: results[domain]! }))
        .sort((a, b) => (b.passHat[0] ?? 0) - (a.passHat[0] ?? 0)),
    ]),
  );
  return { runs, published };
}

const percent = (value: number | null | undefined): string => (value == null ? '–' : value.toFixed(1));
const dollars = (value: number | null): string => (value === null ? 'unknown' : `$${value.toFixed(4)}`);

/** The comparison as terminal tables: the run's rows, then each domain's published submissions. */
export function formatTau2Comparison(comparison: Tau2Comparison): string {
  if (comparison.runs.length === 0)
    return 'τ²-bench: the runs hold no imported τ²-bench task (category tau2-<domain>).\n';
  const k = Math.max(1, ...comparison.runs.map((row) => row.passHat.length));
  const passHeaders = Array.from({ length: k }, (_, index) => `pass^${index + 1}`);
  let out = `τ²-bench, as upstream reports it (success = upstream's reward; pass^k over each task's k trials, in %)\n`;
  out += `${formatTable(
    [
      'domain',
      'model',
      'mode',
      'tasks',
      ...passHeaders,
      'agent $/trial',
      'user $/trial',
      'user tokens/trial',
    ],
    comparison.runs.map((row) => [
      row.domain,
      row.model,
      row.mode,
      `${row.tasks}${row.tasksLeftOut ? ` (+${row.tasksLeftOut} without all trials)` : ''}`,
      ...passHeaders.map((_, index) => percent(row.passHat[index])),
      dollars(row.agentCostPerTrial),
      dollars(row.userCostPerTrial),
      Math.round(row.userTokensPerTrial).toLocaleString('en-US'),
    ]),
  )}\n`;
  for (const [domain, submissions] of Object.entries(comparison.published)) {
    out += `\npublished τ²-bench ${domain} leaderboard (${submissions.length} submissions; pass^k in %)\n`;
    out += `${formatTable(
      ['model', 'submitted by', 'date', 'pass^1', 'pass^2', 'pass^3', 'pass^4', 'status', 'user simulator'],
      submissions.map((submission) => [
        submission.model,
        submission.submitter,
        submission.date,
        ...[0, 1, 2, 3].map((index) => percent(submission.passHat[index])),
        submission.status,
        submission.userSimulator ?? '–',
      ]),
    )}\n`;
  }
  return out;
}
