/**
 * `mcp-arena import tau2 <corpus> --domain retail --out DIR`: τ²-bench's tasks as a suite of task folders
 * that run like any other. The domain's database and policy are written once, under `DIR/domains/<domain>/`,
 * and every task's seed points at them; every task's check is the shared `tau2Check`. The importer also
 * computes, without running anything, what the gold actions and a do-nothing run score under both rewards
 * (`validate` measures the same through the apps), and writes the lists into the suite's README.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Tau2Call, Tau2Task } from '../environments/app-state.ts';
import { parseRetailDb, type RetailDb } from '../environments/apps/tau2/retail-data.ts';
import { replayCalls } from '../environments/apps/tau2/tau2-seed.ts';
import { type Tau2Rewards, tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import { ArenaError } from '../errors.ts';
import { isToolStep } from '../tasks/index.ts';
import { tau2TaskFile, tau2TaskId } from './tau2-task-file.ts';
import { tau2SuiteReadme } from './tau2-readme.ts';

export const TAU2_IMPORT_DOMAINS = ['retail'] as const;

/** What a static replay of one task gave: the gold actions' rewards and a do-nothing run's. */
export interface Tau2TaskSummary {
  id: string;
  upstreamId: string;
  gold: Tau2Rewards;
  nothing: Tau2Rewards;
}

export interface Tau2ImportSummary {
  domain: string;
  out: string;
  tasks: Tau2TaskSummary[];
}

const CHECK = `// Every imported τ²-bench task is judged by the same check: upstream's reward and the verified reward.\nexport { tau2Check as default } from 'mcp-arena/evaluation';\n`;

export function importTau2(corpus: string, domain: string, out: string): Tau2ImportSummary {
  if (!(TAU2_IMPORT_DOMAINS as readonly string[]).includes(domain))
    throw new ArenaError(
      'USAGE',
      `domain ${domain} cannot be imported yet; use one of ${TAU2_IMPORT_DOMAINS.join(', ')}`,
    );
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

  const summaries = tasks.map((task) => {
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
    const said = file.reference.plan.flatMap((step) => (isToolStep(step) ? [] : [step.say]));
    const gold = replayCalls(parseRetailDb(dbText), task.evaluation_criteria.actions ?? []);
    const rewards = (finalDb: RetailDb, calls: readonly Tau2Call[], agentMessages: string[]): Tau2Rewards =>
      tau2Rewards({ task, finalDb, seedDb, gold, toolCalls: calls, agentMessages });
    return {
      id,
      upstreamId: task.id,
      gold: rewards(gold.db, task.evaluation_criteria.actions ?? [], [...said, file.reference.answer]),
      nothing: rewards(seedDb, [], ['Done.']),
    };
  });
  const summary = { domain, out, tasks: summaries };
  writeFileSync(path.join(out, 'README.md'), tau2SuiteReadme(summary));
  return summary;
}
