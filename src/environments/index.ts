export type {
  App,
  AppAvailability,
  EnvironmentOptions,
  MessageToPerson,
  PeopleChat,
  RunningApp,
  StdioServerLaunch,
} from './app.ts';
export { availabilityOf } from './app.ts';
export {
  appAvailabilities,
  appModule,
  appModules,
  appNames,
  APPS,
  APPS_VARIABLE,
  createApp,
  registerAppFolder,
} from './app-registry.ts';
export {
  type AppModule,
  defineApp,
  type NoiseSpec,
  type NpmServiceSpec,
  type SeedFormat,
  type StateOf,
  type SystemPackageSpec,
} from './app-module.ts';
export type {
  AppHealth,
  AppState,
  AzureReader,
  AzureResource,
  AzureResourceFilter,
  AzureSecret,
  BuiltinReaders,
  CalendarEvent,
  CalendarReader,
  GitReader,
  MailAttachment,
  MailMessage,
  MailReader,
  MemoryEntity,
  MemoryGraph,
  MemoryRelation,
  SheetCell,
  SheetCellType,
  SheetRows,
  SpreadsheetReader,
  SqlReader,
  SqlRow,
  SqlTable,
  TrackerReader,
  CrmReader,
  TrackerTask,
} from './app-state.ts';
export { listTree } from './app-support.ts';
export { CellDir, cellRoot, sweepStaleCells } from './cell-dir.ts';
export {
  assertAppsAvailable,
  assertClockAvailable,
  Environment,
  type DirectToolMode,
  TOOL_MODES,
  type ToolMode,
} from './environment.ts';
export { FilesApp } from './apps/files/files-app.ts';
export { seededWorkspace } from './apps/files/files-noise.ts';
export { GroupStdioTransport } from './group-stdio-transport.ts';
export { GitApp } from './apps/git/git-app.ts';
export { contentToText, McpConnection } from './mcp-connection.ts';
export { MemoryApp } from './apps/memory/memory-app.ts';
export { SQL_URL_VARIABLE, SqlApp } from './apps/sql/sql-app.ts';
export { describeStateSize, measureStateSize, seededGitRepositories, type StateSize } from './state-size.ts';
export { BWRAP_READ_ONLY_ROOT, detectIsolation } from './apps/sandbox/sandbox-isolation.ts';
export { clockEnvironment, libfaketime } from './scenario-clock.ts';
