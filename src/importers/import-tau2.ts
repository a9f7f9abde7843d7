/**
 * `mcp-arena import tau2 <corpus> --domain retail|telecom|mock --out DIR`: τ²-bench's tasks as a suite of task folders
 * that run like any other. The domain's database and policy are written once, under `DIR/domains/<domain>/`,
 * and every task's seed points at them; every task's check is the shared `tau2Check`. The importer also
 * computes, without running anything, what the gold actions and a do-nothing run score under both rewards
 * (`validate` measures the same through the apps), and writes the lists into the suite's README.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Tau2Task } from '../environments/app-state.ts';
import { parseRetailDb } from '../environments/apps/tau2/retail-data.ts';
import { replayCalls } from '../environments/apps/tau2/tau2-seed.ts';
import { ArenaError } from '../errors.ts';
import type { PlanStep } from '../tasks/index.ts';
import { importTau2Telecom } from './import-tau2-telecom.ts';
import { importTau2Mock } from './import-tau2-mock.ts';
import { writeProbes } from './tau2-probe-files.ts';
import { tau2Probes } from './tau2-probes.ts';
import { staticRewards, withoutFailingReads, writesSucceed } from './tau2-static-run.ts';
import { tau2TaskFile, tau2TaskId } from './tau2-task-file.ts';
import { tau2SuiteReadme } from './tau2-readme.ts';
import type { Tau2ImportSummary, Tau2ProbeSummary, Tau2TaskSummary } from './tau2-import-summary.ts';

export const TAU2_IMPORT_DOMAINS = ['retail', 'telecom', 'mock'] as const;

const CHECK = `// Every imported τ²-bench task is judged by the same check: upstream's reward and the verified reward.\nexport { tau2Check as default } from 'mcp-arena/evaluation';\n`;

export async function importTau2(corpus: string, domain: string, out: string): Promise<Tau2ImportSummary> {
  if (!(TAU2_IMPORT_DOMAINS as readonly string[]).includes(domain))
    throw new ArenaError(
      'USAGE',
      `domain ${domain} cannot be imported yet; use one of ${TAU2_IMPORT_DOMAINS.join(', ')}`,
    );
  if (domain === 'telecom') return importTau2Telecom(corpus, out);
  if (domain === 'mock') return importTau2Mock(corpus, out);
  const source = path.join(corpus, 'domains', domain);
  for (const file of ['db.json', 'tasks.json', 'policy.md']) {
    if (!existsSync(path.join(source, file)))
      throw new ArenaError(
        'USAGE',
        `${path.join(source, file)} is missing: give the τ²-bench corpus folder (its SOURCES.md)`,
      );
  }
  const shared = path.join(out, 'domains', domain);
  mkdirSync(shared, { recursive: true });
  for (const file of ['db.json', 'policy.md']) copyFileSync(path.join(source, file), path.join(shared, file));
  const dbText = readFileSync(path.join(source, 'db.json'), 'utf8');
  const policy = readFileSync(path.join(source, 'policy.md'), 'utf8');
  const tasks = JSON.parse(readFileSync(path.join(source, 'tasks.json'), 'utf8')) as Tau2Task[];
  // Read only: the seed is never changed, and each task's gold replay runs on a copy of its own.
  const seedDb = parseRetailDb(dbText);

  const summaries: Tau2TaskSummary[] = [];
  for (const task of tasks) {
    const id = tau2TaskId(domain, task);
    const dir = path.join(out, id);
    mkdirSync(path.join(dir, 'seed', 'tau2'), { recursive: true });
    const file = tau2TaskFile(domain, task, seedDb, policy);
    writeFileSync(
      path.join(dir, 'task.yaml'),
      `# Imported from τ²-bench (${domain} task ${task.id}) by mcp-arena import tau2; the upstream task is in seed/tau2/tau2.json.\n${stringify(file, { lineWidth: 110, blockQuote: 'literal' })}`,
    );
    writeFileSync(path.join(dir, 'check.ts'), CHECK);
    const seed = { domain, db: `../../../domains/${domain}/db.json`, task };
    writeFileSync(path.join(dir, 'seed', 'tau2', 'tau2.json'), `${JSON.stringify(seed, null, 2)}\n`);
    // A probe whose own write fails proves nothing, unless the gold write fails too (64, 105).
    const goldWritesHold = writesSucceed(file.reference.plan, dbText);
    const probes = tau2Probes(
      task,
      withoutFailingReads(file.reference.plan, dbText),
      file.reference.answer,
      seedDb,
    ).filter((probe) => !goldWritesHold || writesSucceed(probe.plan, dbText));
    writeProbes(dir, probes);

    const gold = replayCalls(parseRetailDb(dbText), task.evaluation_criteria.actions ?? []);
    const user = file.people![0]!;
    const run = (plan: readonly PlanStep[], answer: string) =>
      staticRewards({ task, plan, answer, user, dbText, seedDb, gold });
    const probeSummaries: Tau2ProbeSummary[] = [];
    for (const probe of probes)
      probeSummaries.push({ ...probe, rewards: await run(probe.plan, probe.answer) });
    summaries.push({
      id,
      upstreamId: task.id,
      gold: await run(file.reference.plan, file.reference.answer),
      nothing: await run([], 'Done.'),
      probes: probeSummaries,
    });
  }
  const summary = { domain, out, tasks: summaries };
  writeFileSync(path.join(out, 'README.md'), tau2SuiteReadme(summary));
  return summary;
}
