export { formatTable } from './format-table.ts';
export { type RunMetrics, summarize } from './summarize.ts';
