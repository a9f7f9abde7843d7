import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Task } from '../../../tasks/index.ts';
import type { App, RunningApp } from '../../app.ts';
import type { TrackerState, TrackerTask } from './tracker-reader.ts';
import { packageBin, seedDir } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { memoByContent } from '../../content-memo.ts';
import { restoreTree } from '../files/restore-tree.ts';
import { seededTracker } from './tracker-noise.ts';

const DEFAULT_CONFIG = `project_name: "Northwind"
default_status: "To Do"
statuses: ["To Do", "In Progress", "Done"]
labels: []
date_format: yyyy-mm-dd
auto_open_browser: false
remote_operations: false
auto_commit: false
filesystem_only: true
check_active_branches: false
task_prefix: "task"
`;

/** One backlog.md task file: YAML front matter, then markdown sections; `archived` when read from `archive/`. */
export const parseTrackerTask = memoByContent(parseTaskFile);

function parseTaskFile(markdown: string, archived = false): TrackerTask | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(markdown);
  if (!match) return undefined;
  const front = (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>;
  const body = match[2] ?? '';
  const section =
    /<!-- SECTION:DESCRIPTION:BEGIN -->\r?\n?([\s\S]*?)\r?\n?<!-- SECTION:DESCRIPTION:END -->/.exec(body);
  const plain = /## Description\s*\n([\s\S]*?)(?=\n## |$)/.exec(body);
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
  return {
    id: String(front.id ?? ''),
    title: String(front.title ?? ''),
    status: String(front.status ?? ''),
    assignee: list(front.assignee),
    labels: list(front.labels),
    priority: front.priority === undefined ? undefined : String(front.priority),
    description: (section?.[1] ?? plain?.[1] ?? '').trim(),
    archived,
    markdown,
  };
}

/**
 * The platform binary that backlog.md's `cli.js` starts (found by the package's own resolver), run directly:
 * the server restarts on every reset, and the Node wrapper cost a process and its start-up each time. The
 * wrapper when the resolver cannot say.
 */
function backlogCommand(args: string[]): { command: string; args: string[] } {
  const cli = packageBin('backlog.md');
  try {
    const resolver = createRequire(cli)('./resolveBinary.cjs') as {
      resolveBinaryPath: () => string;
    };
    return { command: resolver.resolveBinaryPath(), args };
  } catch {
    return { command: process.execPath, args: [cli, ...args] };
  }
}

/**
 * A markdown kanban (backlog.md: tasks as markdown files with YAML front matter under `backlog/`),
 * served by `backlog mcp start`. Seeded from the task's `seed/tracker/` (a `backlog/` folder's content:
 * `config.yml`, `tasks/*.md`, ...) plus the tickets its `noise.yaml` asks for; a default config when the seed
 * has none.
 */
export class TrackerApp implements App<TrackerState> {
  readonly name = 'tracker';

  async start(task: Task, cell: CellDir): Promise<RunningApp<TrackerState>> {
    const project = cell.subdir('tracker');
    const backlog = path.join(project, 'backlog');
    const seed = cell.subdir('tracker-seed');
    restoreTree(seed, seededTracker(task, seedDir(task, 'tracker')));
    if (!existsSync(path.join(seed, 'config.yml'))) {
      writeFileSync(path.join(seed, 'config.yml'), DEFAULT_CONFIG);
    }
    for (const folder of ['tasks', 'drafts', 'docs', 'decisions', 'archive', 'completed']) {
      mkdirSync(path.join(seed, folder), { recursive: true });
    }
    mkdirSync(backlog, { recursive: true });
    restoreTree(backlog, seed);
    const tasksIn = async (root: string): Promise<TrackerTask[]> => {
      const found: TrackerTask[] = [];
      for (const folder of ['tasks', 'completed', 'archive/tasks']) {
        const dir = path.join(root, folder);
        if (!existsSync(dir)) continue;
        for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
          const parsed = parseTrackerTask(
            readFileSync(path.join(dir, file), 'utf8'),
            folder === 'archive/tasks',
          );
          if (parsed) found.push(parsed);
        }
      }
      const number = (id: string): number => Number(/\d+/.exec(id)?.[0] ?? 0);
      return found.sort((a, b) => number(a.id) - number(b.id) || a.id.localeCompare(b.id));
    };
    const tasks = (): Promise<TrackerTask[]> => tasksIn(backlog);
    /** Whether the last reset had to put files back. */
    let restored = true;
    return {
      name: this.name,
      servers: [
        {
          name: 'tracker',
          ...backlogCommand(['mcp', 'start']),
          cwd: project,
          env: { HOME: project, BACKLOG_CWD: project },
        },
      ],
      state: { tracker: { tasks } },
      before: { tracker: { tasks: () => tasksIn(seed) } },
      reset: async () => {
        restored = restoreTree(backlog, seed);
      },
      // backlog.md caches the board: with the files restored under it, archiving a ticket failed. A run that
      // wrote nothing left its cache true, and a restart is most of a reset.
      restartServersOnReset: () => restored,
      snapshot: async () => (await tasks()).map(({ markdown: _markdown, ...task }) => task),
      stop: async () => {},
    };
  }
}
