import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { ArenaError } from '../errors.ts';
import { explainExternalBenchmark } from './external-benchmark.ts';
import { readProbes } from './probe.ts';
import { isToolStep, type Task, type TaskFile, taskFileSchema } from './task.ts';
import { formatProblems, problemsFromZod, type TaskProblem } from './task-problems.ts';
import { isHistoryCall } from './conversation-history.ts';

export const TASK_FILE = 'task.yaml';

/** Result of reading one task folder: the task, or every problem found in it. */
export type TaskLoadResult = { ok: true; task: Task } | { ok: false; dir: string; problems: TaskProblem[] };

/** Reads and validates `<dir>/task.yaml`, collecting every problem instead of stopping at the first. */
export function readTask(dir: string): TaskLoadResult {
  const file = path.join(dir, TASK_FILE);
  const shown = path.relative(process.cwd(), file) || file;
  const fail = (problems: TaskProblem[]): TaskLoadResult => ({ ok: false, dir, problems });

  if (!existsSync(file)) {
    return fail([
      { file: shown, field: '', message: 'does not exist', fix: `create ${TASK_FILE} in ${dir}` },
    ]);
  }
  const document = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true });
  if (document.errors.length > 0) {
    return fail(
      document.errors.map((error) => ({
        file: shown,
        field: error.linePos ? `line ${error.linePos[0].line}` : '',
        message: `is not valid YAML (${error.message.split('\n')[0]})`,
        fix: 'correct the YAML syntax',
      })),
    );
  }
  const parsed = taskFileSchema.safeParse(document.toJS(), { reportInput: true });
  if (!parsed.success) return fail(problemsFromZod(shown, parsed.error.issues));

  const { probes, problems: probeProblems } = readProbes(dir, parsed.data.apps);
  const problems = [...crossFieldProblems(shown, dir, parsed.data), ...probeProblems];
  if (problems.length > 0) return fail(problems);
  return {
    ok: true,
    task: {
      ...parsed.data,
      dir: path.resolve(dir),
      workspaceDir: path.resolve(dir, 'workspace'),
      checkPath: path.resolve(dir, parsed.data.checks),
      probes,
    },
  };
}

/**
 * What a schema cannot say: tools (and a history's calls) belong to declared apps, the plan uses oracle tools,
 * the check exists.
 */
function crossFieldProblems(file: string, dir: string, task: TaskFile): TaskProblem[] {
  const problems: TaskProblem[] = [];
  task.tools.forEach((tool, index) => {
    const app = tool.split('__')[0] ?? '';
    if (!(task.apps as string[]).includes(app)) {
      problems.push({
        file,
        field: `tools[${index}]`,
        message: `${tool} belongs to app "${app}", which is not in apps`,
        fix: `add ${app} to apps or remove the tool`,
      });
    }
  });
  task.reference.plan.forEach((step, index) => {
    if (isToolStep(step) && !task.tools.includes(step.tool)) {
      problems.push({
        file,
        field: `reference.plan[${index}].tool`,
        message: `${step.tool} is not one of the task's tools`,
        fix: `add ${step.tool} to tools, or call one of ${task.tools.join(', ')}`,
      });
    }
  });
  // A history's calls happened on the task's apps: their seed holds what the calls did.
  task.history?.forEach((entry, index) => {
    if (!isHistoryCall(entry)) return;
    const app = entry.tool.split('__')[0] ?? '';
    if (!(task.apps as string[]).includes(app))
      problems.push({
        file,
        field: `history[${index}].tool`,
        message: `${entry.tool} belongs to app "${app}", which is not in apps`,
        fix: `add ${app} to apps, or leave the call out of the history`,
      });
  });
  task.people?.forEach((person, index) => {
    if (person.role === 'coworker' && !task.apps.some((app) => app === 'chat'))
      problems.push({
        file,
        field: `people[${index}].role`,
        message: `${person.id} is a coworker, reached through the chat app, and chat is not one of the task's apps`,
        fix: 'add chat to apps (and the coworker to seed/chat/users.yaml)',
      });
    if (person.role === 'user' && person.timing)
      problems.push({
        file,
        field: `people[${index}].timing`,
        message: 'the user answers every message at once; timing is for coworkers on the chat',
        fix: 'remove timing, or make the person a coworker',
      });
  });
  if (!existsSync(path.join(dir, task.checks))) {
    problems.push({
      file,
      field: 'checks',
      message: `${task.checks} does not exist beside task.yaml`,
      fix: `write ${task.checks} (default export: (context) => Checkpoint[]) or point checks at it`,
    });
  }
  return problems;
}

/** Loads one task folder or throws an ArenaError listing every problem. */
export function loadTask(dir: string): Task {
  const result = readTask(dir);
  if (!result.ok) throw new ArenaError('TASK_INVALID', formatProblems(result.problems));
  return result.task;
}

/** Task folders under each path: a path holding task.yaml is a task, otherwise its subfolders are searched. */
export function findTaskDirs(paths: string[]): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number): void => {
    if (existsSync(path.join(dir, TASK_FILE))) {
      found.push(dir);
      return;
    }
    if (depth > 3) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') {
        visit(path.join(dir, entry.name), depth + 1);
      }
    }
  };
  for (const given of paths) {
    if (!existsSync(given) || !statSync(given).isDirectory()) {
      throw new ArenaError(
        'SUITE_NOT_FOUND',
        `${given} is not a folder; give a suite folder or a task folder`,
      );
    }
    visit(given, 0);
  }
  if (found.length === 0) {
    const external = paths.map(explainExternalBenchmark).find((message) => message !== undefined);
    if (external) throw new ArenaError('SUITE_NOT_FOUND', external);
    throw new ArenaError('SUITE_NOT_FOUND', `no ${TASK_FILE} found under ${paths.join(', ')}`);
  }
  return found;
}

/** Reads every task under the paths; ids must be unique. */
export function readSuite(paths: string[]): TaskLoadResult[] {
  const results = findTaskDirs(paths).map(readTask);
  const seen = new Map<string, string>();
  return results.map((result) => {
    if (!result.ok) return result;
    const other = seen.get(result.task.id);
    seen.set(result.task.id, result.task.dir);
    if (other === undefined) return result;
    return {
      ok: false,
      dir: result.task.dir,
      problems: [
        {
          file: path.join(path.relative(process.cwd(), result.task.dir), TASK_FILE),
          field: 'id',
          message: `"${result.task.id}" is also the id of ${other}`,
          fix: 'give every task a unique id',
        },
      ],
    };
  });
}

/** Loads a suite, throwing one ArenaError that lists the problems of every invalid task. */
export function loadSuite(paths: string[]): Task[] {
  const results = readSuite(paths);
  const problems = results.flatMap((result) => (result.ok ? [] : result.problems));
  if (problems.length > 0) throw new ArenaError('TASK_INVALID', formatProblems(problems));
  return results.flatMap((result) => (result.ok ? [result.task] : []));
}
