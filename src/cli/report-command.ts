import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { ArenaError } from '../errors.ts';
import {
  type GroupKey,
  buildReport,
  formatReport,
  formatTau2Comparison,
  readTau2Leaderboard,
  tau2Comparison,
  parseGroupKeys,
  renderHtmlReport,
  withEvaluations,
} from '../report/index.ts';
import { type RunRecord, Store, VerdictStore } from '../store/index.ts';
import { outputFile, printJson } from './options.ts';
import { storeUrl } from './db-option.ts';

interface ReportOptions {
  by?: GroupKey[];
  json?: boolean;
  html?: string;
  db?: string;
  leaderboard?: string;
}

export function registerReportCommand(program: Command): void {
  program
    .command('report')
    .description(
      'metrics with 95% confidence intervals for stored runs: terminal tables, JSON or an HTML file',
    )
    .argument('<runIds...>', 'run ids (as printed by run), or `latest` for the newest run')
    .option('--by <keys>', 'group rows by any of model,mode,category,difficulty,task', groupKeys)
    .option('--json', 'print the report as JSON')
    .option('--html <file>', 'also write a self-contained HTML report (opens offline)', outputFile)
    .option('--db <url>', 'postgres://... to read a Postgres server instead of the embedded store', storeUrl)
    .option(
      '--leaderboard <dir>',
      "τ²-bench: pass^1..pass^k per domain as upstream reports it, the simulated user's cost apart, beside the published submissions in DIR (the corpus's leaderboard/)",
    )
    .action(async (runIds: string[], options: ReportOptions) => reportAction(runIds, options));
}

function groupKeys(value: string): GroupKey[] {
  try {
    return parseGroupKeys(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

async function reportAction(runIds: string[], options: ReportOptions): Promise<void> {
  const store = await Store.open(options.db);
  try {
    const runs = await resolveRuns(store, runIds);
    const ids = runs.map((run) => run.id);
    // Judge verdicts, failure classes and retrieval records join the cells (src/report/judged-cells.ts).
    const cells = withEvaluations(
      await store.listCellsOf(ids),
      await new VerdictStore(store).listEvaluations(ids),
    );
    const attempts = (await Promise.all(ids.map((id) => store.listAttempts(id)))).flat();
    const report = buildReport(runs, cells, { attempts, ...(options.by ? { by: options.by } : {}) });
    if (options.html) {
      const file = path.resolve(options.html);
      writeFileSync(file, renderHtmlReport(report));
      process.stderr.write(`HTML report written to ${file}\n`);
    }
    const tau2 = options.leaderboard
      ? tau2Comparison(
          cells,
          await new VerdictStore(store).listPeopleUsage(ids),
          readTau2Leaderboard(path.resolve(options.leaderboard)),
        )
      : undefined;
    if (options.json) printJson(tau2 ? { ...report, tau2 } : report);
    else process.stdout.write(formatReport(report) + (tau2 ? `\n${formatTau2Comparison(tau2)}` : ''));
  } finally {
    await store.close();
  }
}

async function resolveRuns(store: Store, runIds: string[]): Promise<RunRecord[]> {
  const runs: RunRecord[] = [];
  for (const id of new Set(runIds)) {
    if (id === 'latest') {
      const newest = (await store.listRuns())[0];
      if (!newest)
        throw new ArenaError('RUN_NOT_FOUND', 'the store has no runs yet: start one with `mcp-arena run`');
      runs.push(newest);
    } else {
      runs.push(await store.getRun(id));
    }
  }
  return runs;
}
