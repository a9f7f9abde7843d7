import type { z } from 'zod';

/** One thing wrong with a task file: where, what, and how to fix it. */
export interface TaskProblem {
  file: string;
  field: string;
  message: string;
  fix: string;
}

export function formatProblem(problem: TaskProblem): string {
  const where = problem.field ? `${problem.file}: ${problem.field}` : problem.file;
  return `${where}: ${problem.message}. Fix: ${problem.fix}.`;
}

export function formatProblems(problems: TaskProblem[]): string {
  const lines = problems.map((problem) => `  ${formatProblem(problem)}`);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `invalid task (${count}):\n${lines.join('\n')}`;
}

/** `['reference', 'plan', 1, 'tool']` → `reference.plan[1].tool`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Turns zod's issues into problems a task author can act on. */
export function problemsFromZod(file: string, issues: z.core.$ZodIssue[]): TaskProblem[] {
  return issues.flatMap((issue): TaskProblem[] => {
    const field = formatPath(issue.path);
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) {
          return [
            { file, field, message: 'is missing', fix: `add \`${lastKey(field)}:\` (${issue.expected})` },
          ];
        }
        return [
          {
            file,
            field,
            message: `must be ${article(issue.expected)}, got ${describe(issue.input)}`,
            fix: `write ${article(issue.expected)} here`,
          },
        ];
      case 'invalid_value':
        return [
          {
            file,
            field,
            message: `${describe(issue.input)} is not allowed`,
            fix: `use one of ${issue.values.map(String).join(', ')}`,
          },
        ];
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({
          file,
          field: field ? `${field}.${key}` : key,
          message: 'is not a known field',
          fix: 'remove it or check its spelling against schema/task.schema.json',
        }));
      case 'too_small':
        return [{ file, field, message: issue.message.toLowerCase(), fix: 'add at least one entry' }];
      case 'invalid_format':
        return [{ file, field, message: `${describe(issue.input)} ${issue.message}`, fix: 'rename it' }];
      case 'invalid_union': {
        // One of several shapes (a plan step: a tool call or a message to the user): the problems of the
        // shape it comes closest to, the one with the fewest.
        const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
        if (!closest) break;
        return problemsFromZod(
          file,
          closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })),
        );
      }
    }
    return [{ file, field, message: issue.message, fix: 'see schema/task.schema.json' }];
  });
}

function lastKey(field: string): string {
  return (
    field
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? field
  );
}

function article(type: string): string {
  if (type === 'array') return 'a list';
  if (type === 'object' || type === 'record') return 'a mapping';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return JSON.stringify(value);
  return `${typeof value} ${String(value)}`;
}
