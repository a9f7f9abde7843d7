import { Command } from 'commander';
import { userFacing } from './user-facing-error.ts';

type Register = (program: Command) => void;

/**
 * Every command, by name, in its own file. Only the command being run is imported: the others pull in
 * providers, databases, browsers and embedders that would cost seconds of start-up for nothing.
 */
const COMMANDS: Record<string, () => Promise<Register>> = {
  run: async () => (await import('./run-command.ts')).registerRunCommand,
  worker: async () => (await import('./worker-command.ts')).registerWorkerCommand,
  validate: async () => (await import('./validate-command.ts')).registerValidateCommand,
  doctor: async () => (await import('./doctor-command.ts')).registerDoctorCommand,
  setup: async () => (await import('./setup-command.ts')).registerSetupCommand,
  cassette: async () => (await import('./cassette-command.ts')).registerCassetteCommand,
  gateway: async () => (await import('./gateway-command.ts')).registerGatewayCommand,
  tools: async () => (await import('./tools-command.ts')).registerToolsCommand,
  retrieval: async () => (await import('./retrieval-command.ts')).registerRetrievalCommand,
  openapi: async () => (await import('./openapi-command.ts')).registerOpenapiCommand,
  report: async () => (await import('./report-command.ts')).registerReportCommand,
  runs: async () => (await import('./runs-command.ts')).registerRunsCommand,
  serve: async () => (await import('./serve-command.ts')).registerServeCommand,
  judge: async () => (await import('./judge-command.ts')).registerJudgeCommand,
  import: async () => (await import('./import-command.ts')).registerImportCommand,
  agent: async () => (await import('./agent-command.ts')).registerAgentCommand,
  connect: async () => (await import('./connect-command.ts')).registerConnectCommand,
};

const program = new Command()
  .name('mcp-arena')
  .description('Measure how well LLM agents get real work done through MCP tools.')
  .showHelpAfterError();

const requested = process.argv[2];
const wanted =
  requested !== undefined && requested in COMMANDS ? [COMMANDS[requested]!] : Object.values(COMMANDS);
for (const register of await Promise.all(wanted.map((load) => load()))) register(program);

/** Any failure that reaches the top ends the process with one line, not a stack trace. */
function fail(error: unknown): never {
  // The reader of our output went away (`| head`): nothing left to say to anyone.
  if ((error as NodeJS.ErrnoException)?.code === 'EPIPE') process.exit(0);
  const { message, code } = userFacing(error);
  process.stderr.write(`mcp-arena: ${message}\n`);
  if (process.env.MCP_ARENA_DEBUG) process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(code);
}
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  fail(error);
}
