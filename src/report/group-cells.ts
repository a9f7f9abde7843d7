import type { MetricCell } from './metrics.ts';

export const GROUP_KEYS = ['model', 'mode', 'category', 'difficulty', 'task'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

export interface CellGroup<Cell extends MetricCell = MetricCell> {
  /** The group's value for each grouping key, e.g. `{model: 'reference', mode: 'oracle'}`. */
  key: Partial<Record<GroupKey, string>>;
  /** The values joined for display: `reference · oracle`. */
  label: string;
  cells: Cell[];
}

export function groupValue(cell: MetricCell, key: GroupKey): string {
  return key === 'task' ? cell.taskId : cell[key];
}

/** Orders that carry meaning; other values sort by name. */
const ORDERS: Partial<Record<GroupKey, readonly string[]>> = {
  difficulty: ['easy', 'medium', 'hard'],
  // The headline surface first: every tool of the task's apps, then the gateway, then the hinting oracle list.
  mode: ['servers', 'retrieval', 'oracle'],
};

/**
 * Splits cells by the values of `by`, in a stable order (difficulty easy → hard, mode servers → retrieval →
 * oracle, the rest by name).
 */
export function groupCells<Cell extends MetricCell>(
  cells: readonly Cell[],
  by: readonly GroupKey[],
): CellGroup<Cell>[] {
  const groups = new Map<string, CellGroup<Cell>>();
  for (const cell of cells) {
    const values = by.map((key) => groupValue(cell, key));
    const id = values.join('\u0000');
    let group = groups.get(id);
    if (!group) {
      group = {
        key: Object.fromEntries(by.map((key, index) => [key, values[index]!])),
        label: by.length === 0 ? 'all' : values.join(' · '),
        cells: [],
      };
      groups.set(id, group);
    }
    group.cells.push(cell);
  }
  return [...groups.values()].sort((a, b) => {
    for (const key of by) {
      const order = compareValues(key, a.key[key]!, b.key[key]!);
      if (order !== 0) return order;
    }
    return 0;
  });
}

export function compareValues(key: GroupKey, a: string, b: string): number {
  const order = ORDERS[key];
  if (order) {
    const rank = (value: string): number => {
      const index = order.indexOf(value);
      return index === -1 ? order.length : index;
    };
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
  }
  return a.localeCompare(b);
}

/** Parses `--by model,mode`: known keys only, each once. */
export function parseGroupKeys(value: string): GroupKey[] {
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const unknown = keys.filter((key) => !(GROUP_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) {
    throw new Error(`unknown grouping ${unknown.join(', ')}: use any of ${GROUP_KEYS.join(', ')}`);
  }
  return [...new Set(keys)] as GroupKey[];
}
