export { BUILTIN_TOOLS } from './builtin-tools.ts';
export { closestNames } from './closest-names.ts';
export { ContextWindow, estimateTokens } from './context-window.ts';
export { OutputPager } from './output-pager.ts';
export { type AgentLimits, type AgentOptions, runAgent } from './run-agent.ts';
export { SYSTEM_PROMPT } from './system-prompt.ts';
export type { EndReason, ToolCallRecord, Trajectory, Turn } from './trajectory.ts';
