import { Command } from 'commander';
import { listCommands, requestedCommand } from './command-list.ts';
import { userFacing } from './user-facing-error.ts';

const program = new Command()
  .name('mcp-arena')
  .description('Measure how well LLM agents get real work done through MCP tools.')
  .showHelpAfterError();

// The command asked for is imported, and only it; the top-level help lists the commands without any.
const requested = requestedCommand(process.argv);
if (requested) (await requested.load())(program);
else listCommands(program);

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
