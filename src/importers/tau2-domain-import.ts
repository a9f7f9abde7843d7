/**
 * The import every τ²-bench domain shares: upstream's files copied once under `DIR/domains/<domain>/`, one
 * task folder an upstream task (task.yaml, the shared check, a seed pointing at the copied databases and
 * carrying the upstream task, generated probes), every plan scored statically under both rewards, and the
 * suite's README. What differs between domains is a `Tau2Domain`.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Tau2Task } from '../environments/app-state.ts';
import type { Tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import { ArenaError } from '../errors.ts';
import type { PlanStep, Probe, TaskFile } from '../tasks/index.ts';
import type { Tau2ImportSummary, Tau2TaskSummary } from './tau2-import-summary.ts';
import { writeProbes } from './tau2-probe-files.ts';

const CHECK = `// Every imported τ²-bench task is judged by the same check: upstream's reward and the verified reward.\nexport { tau2Check as default } from 'mcp-arena/evaluation';\n`;

/** Scores a plan and final answer of one task without the apps, as `validate` would through them. */
export type StaticScorer = (plan: readonly PlanStep[], answer: string) => Promise<Tau2Rewards>;

/** One domain's tasks, once the files every task shares have been read. */
export interface Tau2DomainTasks {
  taskFile(task: Tau2Task): TaskFile & { id: string };
  probes(task: Tau2Task, file: TaskFile): Probe[];
  scorer(task: Tau2Task, file: TaskFile): StaticScorer;
}

export interface Tau2Domain {
  name: string;
  /** Upstream files every task shares, copied once; `seedFiles` name the databases among them. */
  copied: readonly string[];
  tasksFile: string;
  /** The seed's database keys (`db`, `userDb`) and the copied file each points at. */
  seedFiles: Readonly<Record<string, string>>;
  /** `read` reads a file of upstream's domain folder; `shared` is the folder the copies are in. */
  open(read: (file: string) => string, shared: string): Tau2DomainTasks;
  readme(summary: Tau2ImportSummary, upstream: readonly Tau2Task[]): string;
}

export async function importTau2Domain(
  corpus: string,
  domain: Tau2Domain,
  out: string,
): Promise<Tau2ImportSummary> {
  const source = path.join(corpus, 'domains', domain.name);
  for (const file of [...domain.copied, domain.tasksFile])
    if (!existsSync(path.join(source, file)))
      throw new ArenaError(
        'USAGE',
        `${path.join(source, file)} is missing: give the τ²-bench corpus folder (its SOURCES.md)`,
      );
  const shared = path.join(out, 'domains', domain.name);
  mkdirSync(shared, { recursive: true });
  for (const file of domain.copied) copyFileSync(path.join(source, file), path.join(shared, file));
  const read = (file: string) => readFileSync(path.join(source, file), 'utf8');
  const upstream = JSON.parse(read(domain.tasksFile)) as Tau2Task[];
  const tasks = domain.open(read, shared);
  const seedFiles = Object.fromEntries(
    Object.entries(domain.seedFiles).map(([key, file]) => [key, `../../../domains/${domain.name}/${file}`]),
  );

  const summaries: Tau2TaskSummary[] = [];
  for (const task of upstream) {
    const file = tasks.taskFile(task);
    const dir = path.join(out, file.id);
    mkdirSync(path.join(dir, 'seed', 'tau2'), { recursive: true });
    writeFileSync(
      path.join(dir, 'task.yaml'),
      `# Imported from τ²-bench (${domain.name} task ${task.id}) by mcp-arena import tau2; the upstream task is in seed/tau2/tau2.json.\n${stringify(file, { lineWidth: 110, blockQuote: 'literal' })}`,
    );
    writeFileSync(path.join(dir, 'check.ts'), CHECK);
    const seed = { domain: domain.name, ...seedFiles, task };
    writeFileSync(path.join(dir, 'seed', 'tau2', 'tau2.json'), `${JSON.stringify(seed, null, 2)}\n`);
    const probes = tasks.probes(task, file);
    writeProbes(dir, probes);
    const score = tasks.scorer(task, file);
    const probeSummaries = [];
    for (const probe of probes)
      probeSummaries.push({
        name: probe.name,
        kind: probe.kind,
        why: probe.why,
        rewards: await score(probe.plan, probe.answer),
      });
    summaries.push({
      id: file.id,
      upstreamId: task.id,
      gold: await score(file.reference.plan, file.reference.answer),
      nothing: await score([], 'Done.'),
      probes: probeSummaries,
    });
  }
  const summary = { domain: domain.name, out, tasks: summaries };
  writeFileSync(path.join(out, 'README.md'), domain.readme(summary, upstream));
  return summary;
}
