export {
  findTaskDirs,
  loadSuite,
  loadTask,
  readSuite,
  readTask,
  TASK_FILE,
  type TaskLoadResult,
} from './load-task.ts';
export { APP_NAME_PATTERN, appNames, declareAppNames } from './app-names.ts';
export { bareTask } from './bare-task.ts';
export {
  type AppName,
  DIFFICULTIES,
  isToolStep,
  type PlanStep,
  type SayStep,
  type Task,
  type ToolStep,
  toolStepsOf,
  type TaskFile,
  taskFileSchema,
} from './task.ts';
export { probeJsonSchema, taskJsonSchema } from './task-json-schema.ts';
export { formatProblem, formatProblems, type TaskProblem } from './task-problems.ts';
export { explainExternalBenchmark, LIVEMCPBENCH_LOCAL_SERVERS } from './external-benchmark.ts';
export {
  PROBE_KINDS,
  PROBES_DIR,
  type Probe,
  probeFileSchema,
  type ProbeKind,
  readProbeFolder,
  readProbes,
} from './probe.ts';
export {
  CONVERSATION_ENDS,
  type ConversationEnd,
  type Person,
  type ScriptedReply,
  userOf,
} from './people.ts';
export { deliveredPrompt, isTimeZone, type ScenarioTime, scenarioTime, timeAt } from './scenario-time.ts';
export {
  deliveredConversation,
  deliveredPromptWithHistory,
  type HistoryEntry,
  historySchema,
  isHistoryCall,
  judgedPrompt,
} from './conversation-history.ts';
