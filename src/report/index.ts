export { type BootstrapOptions, type Estimate, bootstrapMean, bootstrapRatio } from './bootstrap.ts';
export {
  type BuildReportOptions,
  DEFAULT_GROUPING,
  type Report,
  type ReportComparison,
  type ReportGroup,
  type ReportSystem,
  buildReport,
} from './build-report.ts';
export { type Dashboard, type DashboardOptions, startDashboard } from './dashboard-server.ts';
export { formatTable } from './format-table.ts';
export { formatReport } from './format-report.ts';
export {
  type CellFilter,
  type HtmlReportOptions,
  readEchartsScript,
  renderHtmlReport,
} from './html-report.ts';
export { GROUP_KEYS, type GroupKey, groupCells, parseGroupKeys } from './group-cells.ts';
export {
  type LikertVerdict,
  type MetricCell,
  type Metrics,
  type RetrievalStats,
  computeMetrics,
} from './metrics.ts';
export { type PairedComparison, comparePaired, mcnemarExact } from './paired-test.ts';
export { passAtK, passHatK } from './pass-at-k.ts';
export { type RunMetrics, summarize } from './summarize.ts';
export { type CellEvaluations, withEvaluations } from './judged-cells.ts';
export { formatTau2Comparison, type Tau2Comparison, tau2Comparison } from './tau2-comparison.ts';
export { readTau2Leaderboard, type Tau2Submission } from './tau2-leaderboard.ts';
