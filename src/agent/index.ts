export { closestNames } from './closest-names.ts';
export { type AgentOptions, runAgent } from './run-agent.ts';
export { SYSTEM_PROMPT } from './system-prompt.ts';
export type { EndReason, ToolCallRecord, Trajectory, Turn } from './trajectory.ts';
