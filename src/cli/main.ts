import { Command } from 'commander';
import { ArenaError } from '../errors.ts';
import { registerCassetteCommand } from './cassette-command.ts';
import { registerDoctorCommand } from './doctor-command.ts';
import { registerImportCommand } from './import-command.ts';
import { registerJudgeCommand } from './judge-command.ts';
import { registerGatewayCommand } from './gateway-command.ts';
import { registerOpenapiCommand } from './openapi-command.ts';
import { registerReportCommand } from './report-command.ts';
import { registerRetrievalCommand } from './retrieval-command.ts';
import { registerRunCommand } from './run-command.ts';
import { registerServeCommand } from './serve-command.ts';
import { registerToolsCommand } from './tools-command.ts';
import { registerValidateCommand } from './validate-command.ts';
import { registerWorkerCommand } from './worker-command.ts';

const program = new Command()
  .name('mcp-arena')
  .description('Measure how well LLM agents get real work done through MCP tools.')
  .showHelpAfterError();

// Each command lives in its own file and registers itself here.
const commands: Array<(program: Command) => void> = [
  registerRunCommand,
  registerWorkerCommand,
  registerValidateCommand,
  registerDoctorCommand,
  registerCassetteCommand,
  registerGatewayCommand,
  registerToolsCommand,
  registerRetrievalCommand,
  registerOpenapiCommand,
  registerReportCommand,
  registerServeCommand,
  registerJudgeCommand,
  registerImportCommand,
];
for (const register of commands) register(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof ArenaError) {
    process.stderr.write(`mcp-arena: ${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
