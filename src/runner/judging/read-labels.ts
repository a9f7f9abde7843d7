import { readFileSync } from 'node:fs';
import { ArenaError } from '../../errors.ts';

/** A reference label: a verdict (success / failure) or a Likert score 1–5. */
export type Label = boolean | number;

/**
 * Labels by task id or cell id, from a JSON file in any of these shapes:
 * - LiveMCPBench's human annotation: `[{task_id, task_success: "success" | "failure", ...}]`;
 * - a list `[{task | taskId | cell | cellId, label | success | score}]`;
 * - a map `{"<task or cell id>": true | false | "success" | "failure" | 1–5}`.
 */
export function readLabels(file: string): Map<string, Label> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ArenaError('USAGE', `cannot read labels ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const labels = new Map<string, Label>();
  const add = (id: unknown, value: unknown, where: string): void => {
    if (typeof id !== 'string' || id === '') {
      throw new ArenaError(
        'USAGE',
        `${file}: ${where} has no task or cell id (task_id, task, taskId, cell, cellId)`,
      );
    }
    labels.set(id, toLabel(value, `${file}: ${where}`));
  };
  if (Array.isArray(data)) {
    data.forEach((entry: Record<string, unknown>, index) => {
      const id = entry.cellId ?? entry.cell ?? entry.taskId ?? entry.task_id ?? entry.task;
      const value = entry.task_success ?? entry.label ?? entry.success ?? entry.score;
      add(id, value, `[${index}]`);
    });
  } else if (typeof data === 'object' && data !== null) {
    for (const [id, value] of Object.entries(data)) add(id, value, `"${id}"`);
  } else {
    throw new ArenaError('USAGE', `${file}: expected a JSON list or object of labels`);
  }
  return labels;
}

function toLabel(value: unknown, where: string): Label {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5) return value;
  if (value === 0) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['success', 'pass', 'passed', 'true', 'yes'].includes(text)) return true;
    if (['failure', 'fail', 'failed', 'false', 'no'].includes(text)) return false;
    if (/^[1-5]$/.test(text)) return Number(text);
  }
  throw new ArenaError(
    'USAGE',
    `${where}: label ${JSON.stringify(value)} is neither a verdict (success/failure, true/false) nor a score 1–5`,
  );
}
