import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Servers of LiveMCPTool that work on local files or compute locally once installed. Every other server
 * reaches an internet service (search, news, prices, maps, rendering) when a tool is called. All of them
 * are launched with npx / uvx, which fetch the package from npm or PyPI on first use.
 */
export const LIVEMCPBENCH_LOCAL_SERVERS: ReadonlySet<string> = new Set([
  'filesystem',
  'desktop-commander',
  'word-document-server',
  'excel',
  'ppt',
  'okppt',
  'text-editor',
  'pdf-reader-mcp',
  'calculator',
  'memory',
  'basic-memory',
  'taskmanager',
  'sequential-thinking',
  'mermaid-validator',
  'random-number',
  'chess',
  'mindmap',
  'music-analysis',
  'git',
  'time',
  'docker-mcp',
  'painter',
]);

/**
 * When `dir` holds a public benchmark's data rather than mcp-arena tasks (LiveMCPBench), what running it
 * would need and what works instead; undefined for anything else.
 */
export function explainExternalBenchmark(dir: string): string | undefined {
  const annotations = path.join(dir, 'annotated_data', 'all_annotations.json');
  const toolsFile = path.join(dir, 'tools', 'tools.json');
  if (!existsSync(annotations) || !existsSync(toolsFile)) return undefined;
  let tasks = 0;
  let servers: string[] = [];
  try {
    tasks = (JSON.parse(readFileSync(annotations, 'utf8')) as unknown[]).length;
    servers = (
      JSON.parse(readFileSync(toolsFile, 'utf8')) as Array<{ tools?: Record<string, unknown> }>
    ).flatMap((entry) => Object.keys(entry.tools ?? {}));
  } catch {
    // unreadable: still say what the folder looks like
  }
  const online = servers.filter((server) => !LIVEMCPBENCH_LOCAL_SERVERS.has(server));
  return (
    `${dir} is LiveMCPBench data, not an mcp-arena suite (it has no task.yaml). Its ${tasks} tasks cannot ` +
    `run here as they are: they need LiveMCPTool's ${servers.length} MCP servers, launched with npx / uvx ` +
    `(fetched from npm and PyPI), ${online.length} of which call internet services while the agent works ` +
    `(${online.slice(0, 8).join(', ')}${online.length > 8 ? ', …' : ''}), and the task files placed under ` +
    `/root/ as LiveMCPBench lays them out. To work with it offline: \`mcp-arena import livemcpbench ${dir}\` ` +
    `imports the tasks (each marked with what it needs), the tools, Claude Sonnet 4's recorded runs and the ` +
    `human and judge verdicts; \`mcp-arena report RUN\` and \`mcp-arena judge agreement\` read them.`
  );
}
