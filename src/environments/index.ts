export type { App, AppState, RunningApp, StdioServerLaunch } from './app.ts';
export { CellDir, cellRoot, sweepStaleCells } from './cell-dir.ts';
export { Environment, TOOL_MODES, type ToolMode } from './environment.ts';
export { contentToText, McpConnection } from './mcp-connection.ts';
