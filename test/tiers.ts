/**
 * The test tiers: which test file runs in which vitest project (`vitest.config.ts`), so under which
 * `npm run test:<tier>`. `npm test` runs them all, after the typecheck and lint.
 *
 * - unit: every `src/` test not listed below, and UNIT_TESTS_IN_TEST. In the test's own process: no apps,
 *   no services, no spawned CLI (the embedded store's server is the one process a store test may leave
 *   running; a short command the test waits for, spawnSync, is fine). What to run before a commit.
 * - apps: the app contract tests and every test that starts real apps, MCP servers, app daemons or
 *   services from its own process (a cell through `runCell`, an `Environment`, Directus, the store server).
 * - e2e: every other `test/` file (the CLI end to end, the browser tests) and the `src/` tests that spawn
 *   `bin/mcp-arena.js`.
 * - suite: checks over whole data sets: the core suite validated, core tasks against strict provider
 *   stand-ins, the whole OpenAPI corpus converted.
 *
 * A new file under `src/` lands in unit unless it is listed here, and `test/tiers.test.ts` fails when a
 * unit file starts apps, services, processes beside it or the CLI, naming the list to put it in. Names are
 * exact paths (no globs).
 */

/**
 * The files that start before all others, in this order (vitest.config.ts): the core suite's validation is
 * most of `npm test`, so every other file runs on the second worker beside it rather than before it.
 */
export const LONGEST_FIRST = ['test/core-suite.test.ts'];

/** Checks over whole data sets: tens of minutes for the first two. */
export const SUITE_TESTS = [
  'test/core-suite.test.ts',
  'test/strict-providers-core.test.ts',
  // The 23,298 operations of ../shared/corpus/openapi converted (a minute of CPU; skipped without the corpus).
  'src/openapi/openapi-corpus.test.ts',
  // Every operation of ../shared/corpus/openapi/azure-arm answered by the ARM emulator (about 13 s of CPU; skipped without the corpus).
  'src/environments/apps/azure/arm-smoke.test.ts',
  // τ²-bench's retail domain imported whole, both rewards of its gold actions and a do-nothing run (skipped without the corpus).
  'src/importers/tau2-corpus.test.ts',
];

/** Tests that start real apps, MCP servers, app daemons or services from their own process. */
export const APP_TESTS = [
  // The app contract (describeAppContract) and what each app adds beside it.
  'src/environments/apps/calendar/calendar-app.test.ts',
  'src/environments/apps/files/files-app.test.ts',
  'src/environments/apps/git/git-app.test.ts',
  'src/environments/apps/mail/mail-app.test.ts',
  'src/environments/apps/memory/memory-app.test.ts',
  'src/environments/apps/pdf/pdf-app.test.ts',
  'src/environments/apps/spreadsheet/spreadsheet-app.test.ts',
  'src/environments/apps/sql/sql-app.test.ts',
  'src/environments/apps/tracker/tracker-app.test.ts',
  'src/environments/apps/crm/crm-app.test.ts',
  'src/environments/apps/chat/chat-app.test.ts',
  'src/environments/apps/sandbox/sandbox-app.test.ts',
  'src/environments/apps/tau2/tau2-app.test.ts',
  'src/environments/apps/azure/azure-app.test.ts',
  // Noise seen through each app's MCP server.
  'src/environments/apps/calendar/calendar-noise.test.ts',
  'src/environments/apps/files/files-noise.test.ts',
  'src/environments/apps/git/git-noise.test.ts',
  'src/environments/apps/mail/mail-noise.test.ts',
  'src/environments/apps/memory/memory-noise.test.ts',
  'src/environments/apps/tracker/tracker-noise.test.ts',
  // Environments, their process groups, daemons and sandboxed commands; Directus.
  'src/environments/environment.test.ts',
  'src/environments/process-groups.test.ts',
  'src/environments/scenario-clock.test.ts',
  'src/environments/daemon-start.test.ts',
  'src/environments/apps/sql/sql-snapshot.test.ts',
  'src/environments/apps/sandbox/sandbox-runner.test.ts',
  'src/environments/apps/crm/crm-retrieval.test.ts',
  'src/openapi/e2e/directus.test.ts',
  // An app registered from a folder of its own (test/fixtures/apps/toy) running a task.
  'test/app-folder.test.ts',
  // MCP servers started by the gateway; the embedded store's server process and its idle stop.
  'src/gateway/gateway.test.ts',
  'src/store/server/store-server.test.ts',
  // Cells run in the test's own process (runCell, runCells, Environment) on real apps.
  'test/attempt-cost.test.ts',
  'test/context-replay.test.ts',
  'test/cotemporal-reference.test.ts',
  'test/hung-tool-call.test.ts',
  'test/policy.test.ts',
  'test/providers.test.ts',
  'test/reasoning-round-trip.test.ts',
  'test/retrieval-mode.test.ts',
];

/** Tests under `test/` that start nothing: in-process, on the in-memory store and loopback fakes. */
export const UNIT_TESTS_IN_TEST = [
  'test/import-cycles.test.ts',
  'test/judges.test.ts',
  'test/reset-fidelity-compare.test.ts',
  'test/tiers.test.ts',
];

/** Tests under `src/` that spawn the CLI (`bin/mcp-arena.js`): end to end, though beside their code. */
export const E2E_TESTS_IN_SRC = [
  'src/cli/gateway-start.test.ts',
  'src/cli/setup-command.test.ts',
  'src/cli/tools-cold-vectors.test.ts',
  'src/cli/tools-command.test.ts',
  'src/cli/tools-list-command.test.ts',
  'src/openapi/openapi-serve-stdio.test.ts',
];
