import { type Command, Help } from 'commander';

type Register = (program: Command) => void;

export interface CommandEntry {
  /** How the top-level help lists the command: its name, `[options]` and arguments, as commander writes them. */
  term: string;
  description: string;
  /** Imports the command's file and returns what registers it. */
  load: () => Promise<Register>;
}

/**
 * Every command, by name, in its own file. Only the command being run is imported: the others pull in
 * providers, databases, browsers and embedders that would cost seconds of start-up for nothing. The
 * top-level help lists them from here, importing none (command-list.test.ts holds the terms and
 * descriptions to the commands' own).
 */
export const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  run: {
    term: 'run [options] [paths...]',
    description: 'run every task under the given suite or task folders and store the results',
    load: async () => (await import('./run-command.ts')).registerRunCommand,
  },
  worker: {
    term: 'worker [options]',
    description:
      'take cells from a run queued with `run --queue` and store their results; runs until stopped',
    load: async () => (await import('./worker-command.ts')).registerWorkerCommand,
  },
  validate: {
    term: 'validate [options] <paths...>',
    description:
      "check every task's files, then that its reference plan passes, a do-nothing run fails, and its probes behave",
    load: async () => (await import('./validate-command.ts')).registerValidateCommand,
  },
  doctor: {
    term: 'doctor [options]',
    description: 'list which apps can run on this machine, and how to install the rest',
    load: async () => (await import('./doctor-command.ts')).registerDoctorCommand,
  },
  setup: {
    term: 'setup [options]',
    description:
      'install the system packages the apps need (apt-get as root or through sudo); quick when all are present',
    load: async () => (await import('./setup-command.ts')).registerSetupCommand,
  },
  cassette: {
    term: 'cassette [options] <run-id>',
    description: "write a stored run's model turns to a file that `--model replay:<file>` plays back",
    load: async () => (await import('./cassette-command.ts')).registerCassetteCommand,
  },
  gateway: {
    term: 'gateway [options]',
    description: 'serve find_tools / call_tool over every tool of the given sources, to any MCP client',
    load: async () => (await import('./gateway-command.ts')).registerGatewayCommand,
  },
  tools: {
    term: 'tools',
    description: "Work with tool universes and list the apps' tools.",
    load: async () => (await import('./tools-command.ts')).registerToolsCommand,
  },
  retrieval: {
    term: 'retrieval',
    description: 'Measure tool retrieval.',
    load: async () => (await import('./retrieval-command.ts')).registerRetrievalCommand,
  },
  openapi: {
    term: 'openapi',
    description: 'OpenAPI/Swagger specs as MCP tools',
    load: async () => (await import('./openapi-command.ts')).registerOpenapiCommand,
  },
  report: {
    term: 'report [options] <runIds...>',
    description:
      'metrics with 95% confidence intervals for stored runs: terminal tables, JSON or an HTML file',
    load: async () => (await import('./report-command.ts')).registerReportCommand,
  },
  runs: {
    term: 'runs [options]',
    description: 'list stored runs, newest first: id, start, models, modes, cells done / planned, status',
    load: async () => (await import('./runs-command.ts')).registerRunsCommand,
  },
  serve: {
    term: 'serve [options]',
    description: 'a read-only web dashboard over the store (runs, report views, trajectories) on 127.0.0.1',
    load: async () => (await import('./serve-command.ts')).registerServeCommand,
  },
  judge: {
    term: 'judge',
    description: 'LLM judges on stored cells, and their agreement with human labels',
    load: async () => (await import('./judge-command.ts')).registerJudgeCommand,
  },
  import: {
    term: 'import',
    description: "import a public benchmark's tasks, tools, recorded runs and verdicts into the store",
    load: async () => (await import('./import-command.ts')).registerImportCommand,
  },
  agent: {
    term: 'agent [options]',
    description: 'run the built-in agent loop against an MCP server over streamable HTTP',
    load: async () => (await import('./agent-command.ts')).registerAgentCommand,
  },
  connect: {
    term: 'connect [options] [url]',
    description: 'bridge stdio to a streamable-HTTP MCP endpoint (for clients that only start stdio servers)',
    load: async () => (await import('./connect-command.ts')).registerConnectCommand,
  },
};

/** The command a command line runs (`mcp-arena help <name>` shows that command's help), if one of ours. */
export function requestedCommand(argv: readonly string[]): CommandEntry | undefined {
  const name = argv[2] === 'help' ? argv[3] : argv[2];
  return name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}

/**
 * Lists every command for the top-level help (and an unknown command's error) without importing any:
 * a placeholder per command, shown with its real term.
 */
export function listCommands(program: Command): void {
  for (const [name, entry] of Object.entries(COMMANDS)) program.command(name).description(entry.description);
  program.configureHelp({
    subcommandTerm(command) {
      const entry = Object.hasOwn(COMMANDS, command.name()) ? COMMANDS[command.name()] : undefined;
      return entry?.term ?? new Help().subcommandTerm(command);
    },
  });
}
