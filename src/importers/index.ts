export {
  type ImportSummary,
  importLiveMcpBench,
  LIVEMCPBENCH_ANNOTATORS,
  LIVEMCPEVAL_PROMPT_VERSION,
} from './import-livemcpbench.ts';
export { JUDGE_FILES, LIVEMCPBENCH_SOURCE, type LiveMcpBenchData, readLiveMcpBench } from './livemcpbench.ts';
export { LIVEMCPBENCH_LOCAL_SERVERS } from '../tasks/index.ts';
export { importTau2, TAU2_IMPORT_DOMAINS } from './import-tau2.ts';
export type { Tau2ImportSummary } from './tau2-import-summary.ts';
