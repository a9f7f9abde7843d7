export {
  AGENT_PREFIX,
  type AgentDefinition,
  agentDefinitionSchema,
  agentName,
  BUILTIN_AGENTS_FILE,
  isAgentId,
  loadAgentDefinitions,
  resolveAgent,
} from './agent-definition.ts';
export { AGENT_MARKER_VARIABLE, markedProcesses } from './agent-processes.ts';
export { readReportedUsage, UNKNOWN_USAGE } from './agent-usage.ts';
export { RecordingSurface } from './recording-surface.ts';
export {
  AGENT_SERVER_NAME,
  commandLine,
  type ExternalAgentOptions,
  runExternalAgent,
} from './run-external-agent.ts';
export { connectMcpSurface } from './mcp-client-surface.ts';
