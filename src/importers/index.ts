export {
  type ImportSummary,
  importLiveMcpBench,
  LIVEMCPBENCH_ANNOTATORS,
  LIVEMCPEVAL_PROMPT_VERSION,
} from './import-livemcpbench.ts';
export {
  JUDGE_FILES,
  LIVEMCPBENCH_LOCAL_SERVERS,
  LIVEMCPBENCH_SOURCE,
  type LiveMcpBenchData,
  readLiveMcpBench,
} from './livemcpbench.ts';
