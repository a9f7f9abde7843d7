import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectIsolation } from '../src/environments/index.ts';
import { isolatedEnv, repoRoot, runCli } from './cli.ts';

const TASK = 'suites/core/reconcile-payments';
const isolation = detectIsolation();
const bubblewrapWorks = isolation.ok && isolation.isolation.kind === 'bubblewrap';
if (!bubblewrapWorks) console.warn('skipping the confinement test: bubblewrap does not work here');
const AGENTS = path.join(repoRoot, 'test', 'fixtures', 'agents');

interface CellJson {
  task: string;
  model: string;
  mode: string;
  status: string;
  score: number;
  checkpoints: { earned: number; total: number };
  toolCalls: number;
  failedToolCalls: number;
  costUsd: number | null;
  inputTokens: number;
  error?: string;
}

/** A recorded cell's turns, as `mcp-arena cassette` writes them. */
interface RecordedCell {
  task: string;
  model: string;
  turns: Array<{
    text: string;
    toolCalls: Array<{ name: string; arguments: Record<string, unknown> }>;
    reply?: { text: string };
  }>;
}

/** Runs the tasks with the reference model in-process and as the external arena-reference agent. */
async function runBesideReference(
  tasks: string[],
): Promise<{ output: { runId: string; cells: CellJson[] }; recorded: RecordedCell[] }> {
  const env = isolatedEnv();
  const result = await runCli(
    ['run', ...tasks, '--agent', 'arena-reference', '--model', 'reference', '--json'],
    env,
  );
  expect(result.code, result.stderr).toBe(0);
  const output = JSON.parse(result.stdout) as { runId: string; cells: CellJson[] };
  const cassette = await runCli(['cassette', output.runId], env);
  return { output, recorded: (JSON.parse(cassette.stdout) as { cells: RecordedCell[] }).cells };
}

/** An agents file in a fresh folder; each agent gets PLAN_FILE (the task's plan, written by the test). */
function agentsFile(agents: Record<string, unknown>): { file: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agents-'));
  const task = parse(readFileSync(path.join(repoRoot, TASK, 'task.yaml'), 'utf8')) as {
    reference: { plan: unknown[]; answer: string };
  };
  writeFileSync(path.join(dir, 'plan.json'), JSON.stringify(task.reference));
  const file = path.join(dir, 'agents.yaml');
  writeFileSync(file, JSON.stringify({ agents }));
  return { file, dir };
}

const cellsOf = (stdout: string): CellJson[] => (JSON.parse(stdout) as { cells: CellJson[] }).cells;

describe('external agents (run --agent)', () => {
  it(
    'scores a Python stdlib agent and an MCP SDK agent like the reference, in oracle and retrieval mode',
    { timeout: 600_000 },
    async () => {
      const { file, dir } = agentsFile({
        python: { command: ['python3', path.join(AGENTS, 'plan_agent.py')], env: { PLAN_FILE: '' } },
        'sdk-node': { command: ['{node}', path.join(AGENTS, 'sdk-agent.mjs')], env: { PLAN_FILE: '' } },
      });
      // Both read the plan the test wrote, never the task folder; PLAN_MODE follows the cell's mode.
      const yaml = JSON.parse(readFileSync(file, 'utf8')) as {
        agents: Record<string, { env: Record<string, string> }>;
      };
      for (const agent of Object.values(yaml.agents)) agent.env.PLAN_FILE = path.join(dir, 'plan.json');
      for (const mode of ['oracle', 'retrieval']) {
        for (const agent of Object.values(yaml.agents)) agent.env.PLAN_MODE = mode;
        writeFileSync(file, JSON.stringify(yaml));
        const result = await runCli(
          [
            'run',
            TASK,
            '--agents',
            file,
            '--agent',
            'python',
            '--agent',
            'sdk-node',
            '--model',
            'reference',
            '--mode',
            mode,
            '--json',
          ],
          isolatedEnv(),
        );
        expect(result.code, result.stderr).toBe(0);
        const cells = cellsOf(result.stdout);
        const reference = cells.find((cell) => cell.model === 'reference')!;
        for (const name of ['agent:python', 'agent:sdk-node']) {
          const cell = cells.find((candidate) => candidate.model === name)!;
          expect(cell, `${name} ${mode}`).toMatchObject({
            status: 'passed',
            score: 1,
            checkpoints: reference.checkpoints,
            failedToolCalls: 0,
          });
          // Retrieval mode adds one find_tools per call.
          expect(cell.toolCalls).toBe(mode === 'retrieval' ? 2 * reference.toolCalls : reference.toolCalls);
        }
        // The Python agent reports its usage; the SDK agent does not: its cost is unknown, never 0.
        expect(cells.find((cell) => cell.model === 'agent:python')).toMatchObject({
          inputTokens: 100,
          costUsd: 0.001,
        });
        expect(cells.find((cell) => cell.model === 'agent:sdk-node')!.costUsd).toBeNull();
      }
    },
  );

  it(
    'runs the built-in claude-code and codex definitions against stand-ins that accept only what their docs give',
    { timeout: 600_000 },
    async () => {
      // `claude` and `codex` on the PATH are test stand-ins (test/fixtures/agents/stand-ins): they parse the
      // documented flags and MCP configuration formats, refuse anything else, apply the CLIs' permission
      // rules for MCP tools in non-interactive mode, and print their documented JSON outputs.
      const bin = mkdtempSync(path.join(os.tmpdir(), 'stand-ins-'));
      for (const name of ['claude', 'codex'])
        symlinkSync(path.join(AGENTS, 'stand-ins', name), path.join(bin, name));
      const { dir } = agentsFile({});
      const env = {
        ...isolatedEnv(),
        PATH: `${bin}:${process.env.PATH}`,
        PLAN_FILE: path.join(dir, 'plan.json'),
        PLAN_MODE: 'oracle',
      };
      const result = await runCli(
        ['run', TASK, '--agent', 'claude-code', '--agent', 'codex', '--model', 'reference', '--json'],
        env,
      );
      expect(result.code, result.stderr).toBe(0);
      const output = JSON.parse(result.stdout) as { runId: string; cells: CellJson[] };
      const cassette = JSON.parse((await runCli(['cassette', output.runId], env)).stdout) as {
        cells: Array<{ model: string; turns: Array<{ text: string }> }>;
      };
      const lastText = (model: string) =>
        cassette.cells.find((cell) => cell.model === model)!.turns.at(-1)!.text;
      const reference = output.cells.find((cell) => cell.model === 'reference')!;
      for (const name of ['agent:claude-code', 'agent:codex']) {
        const cell = output.cells.find((candidate) => candidate.model === name)!;
        expect(cell, `${name}: ${lastText(name)}`).toMatchObject({
          status: 'passed',
          checkpoints: reference.checkpoints,
          toolCalls: reference.toolCalls,
          failedToolCalls: 0,
        });
      }
      // Usage from their JSON outputs: Claude Code's cost and tokens (cached input counted in), Codex's
      // tokens with the cost unknown (it reports none).
      expect(output.cells.find((cell) => cell.model === 'agent:claude-code')).toMatchObject({
        inputTokens: 1500,
        costUsd: 0.0125,
      });
      expect(output.cells.find((cell) => cell.model === 'agent:codex')).toMatchObject({
        inputTokens: 2400,
        costUsd: null,
      });
      // The answers: Claude's `result` field, Codex's last message (written with -o to the answer file).
      const { answer } = JSON.parse(readFileSync(path.join(dir, 'plan.json'), 'utf8')) as { answer: string };
      expect(lastText('agent:claude-code')).toBe(answer.trim());
      expect(lastText('agent:codex')).toBe(answer.trim());
    },
  );

  it(
    "reaches a task's user through the cell's endpoint and is scored like the native loop",
    { timeout: 600_000 },
    async () => {
      const { output, recorded } = await runBesideReference(['suites/core/plan-team-retro']);
      const cell = (model: string) => output.cells.find((candidate) => candidate.model === model)!;
      expect(cell('agent:arena-reference')).toMatchObject({
        status: 'passed',
        checkpoints: cell('reference').checkpoints,
      });
      // What the external agent said to Lena went through the user tool, in the native loop's words.
      const turnsOf = (model: string) => recorded.find((cell) => cell.model === model)!.turns;
      const sent = turnsOf('agent:arena-reference').flatMap((turn) =>
        turn.toolCalls
          .filter((call) => call.name === 'user__send_message')
          .map((call) => call.arguments.message),
      );
      const said = turnsOf('reference').flatMap((turn) => (turn.reply ? [turn.text] : []));
      expect(sent).toEqual(said);
      expect(sent.length).toBeGreaterThanOrEqual(3);
    },
  );

  it(
    "runs mcp-arena's own loop as an external agent with the same tool calls and checkpoints",
    { timeout: 600_000 },
    async () => {
      const { output, recorded } = await runBesideReference([TASK, 'suites/core/update-contact-memory']);
      for (const task of ['reconcile-payments', 'update-contact-memory']) {
        const calls = (model: string) =>
          recorded
            .find((cell) => cell.task === task && cell.model === model)!
            .turns.flatMap((turn) => turn.toolCalls.map((call) => [call.name, call.arguments]));
        expect(calls('agent:arena-reference'), task).toEqual(calls('reference'));
        const cell = (model: string) =>
          output.cells.find((candidate) => candidate.task === task && candidate.model === model)!;
        expect(cell('agent:arena-reference')).toMatchObject({
          status: 'passed',
          checkpoints: cell('reference').checkpoints,
        });
      }
    },
  );

  it(
    'counts a hanging, crashing or flooding agent as failed and leaves no process behind',
    { timeout: 600_000 },
    async () => {
      const pidFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'fork-')), 'child.pid');
      const agent = (how: string, extra: Record<string, unknown> = {}) => ({
        command: [path.join(AGENTS, 'misbehaving-agent.sh'), how],
        env: { CHILD_PID_FILE: pidFile },
        ...extra,
      });
      const { file } = agentsFile({
        hang: agent('hang', { timeoutSeconds: 3 }),
        crash: agent('crash'),
        fork: agent('fork'),
        flood: agent('flood'),
      });
      const result = await runCli(
        [
          'run',
          TASK,
          '--agents',
          file,
          ...['hang', 'crash', 'fork', 'flood'].flatMap((name) => ['--agent', name]),
          '--json',
        ],
        isolatedEnv(),
      );
      const cells = cellsOf(result.stdout);
      for (const name of ['hang', 'crash', 'fork', 'flood']) {
        const cell = cells.find((candidate) => candidate.model === `agent:${name}`)!;
        // The agent's own fault: failed (judged on the state it left), never an infrastructure error.
        expect(cell, name).toMatchObject({ status: 'failed' });
      }
      // The flooding agent was cut off at the task's call budget (4 × 30 turns).
      expect(cells.find((cell) => cell.model === 'agent:flood')!.toolCalls).toBe(120);
      const child = Number(readFileSync(pidFile, 'utf8'));
      expect(existsSync(`/proc/${child}`)).toBe(false);
    },
  );

  it(
    'confines an agent: nothing outside its folder and the cell endpoint, yet it solves the task',
    { timeout: 600_000 },
    async () => {
      const listener = net.createServer((socket) => socket.end()).listen(0, '127.0.0.1');
      await new Promise((resolve) => listener.once('listening', resolve));
      const hostPort = String((listener.address() as net.AddressInfo).port);
      const { file, dir } = agentsFile({
        snoop: {
          command: [path.join(AGENTS, 'misbehaving-agent.sh'), 'snoop'],
          env: { SUITE_DIR: path.join(repoRoot, 'suites', 'core'), HOST_PORT: hostPort },
          confine: true,
        },
        python: {
          command: ['python3', path.join(AGENTS, 'plan_agent.py')],
          env: { PLAN_FILE: '' },
          confine: true,
        },
      });
      const yaml = JSON.parse(readFileSync(file, 'utf8')) as {
        agents: { python: { env: Record<string, string> } };
      };
      yaml.agents.python.env.PLAN_FILE = path.join(dir, 'plan.json');
      writeFileSync(file, JSON.stringify(yaml));
      try {
        const env = isolatedEnv();
        const result = await runCli(
          ['run', TASK, '--agents', file, '--agent', 'snoop', '--agent', 'python', '--json'],
          env,
        );
        const output = JSON.parse(result.stdout) as { runId: string; cells: CellJson[] };
        const cassette = JSON.parse((await runCli(['cassette', output.runId], env)).stdout) as {
          cells: Array<{ model: string; turns: Array<{ text: string }> }>;
        };
        const pythonTurns = cassette.cells.find((cell) => cell.model === 'agent:python')!.turns;
        expect(
          output.cells.find((cell) => cell.model === 'agent:python'),
          pythonTurns.at(-1)!.text,
        ).toMatchObject({
          status: 'passed',
        });
        const answer = cassette.cells.find((cell) => cell.model === 'agent:snoop')!.turns.at(-1)!.text;
        expect(answer).toContain('suite entries: 0');
        expect(answer).toContain('cell folders: 1'); // its own folder only
        expect(answer).toContain('write outside refused');
        expect(answer).toContain('machine loopback refused');
        expect(answer).toContain('own folder writable');
        const report = (await runCli(['report', output.runId], env)).stdout;
        expect(report).toMatch(
          /agent:snoop · servers: 1 of 1 cells ran confined \(bubblewrap: .*cell endpoint only\)/,
        );
        expect(existsSync(path.join(repoRoot, 'suites', 'core', 'escaped.txt'))).toBe(false);
      } finally {
        listener.close();
      }
    },
  );

  it.skipIf(!bubblewrapWorks)(
    'lets a confined agent reach the hosts it allows (its model API) through a proxy, and nothing else; the report says it ran confined',
    { timeout: 300_000 },
    async () => {
      const api = http.createServer((_request, response) => response.end('model says hi'));
      const other = http.createServer((_request, response) => response.end('should not be seen'));
      const port = async (server: http.Server): Promise<string> => {
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return String((server.address() as net.AddressInfo).port);
      };
      const [allowed, denied] = [await port(api), await port(other)];
      const { file } = agentsFile({
        proxied: {
          command: [path.join(AGENTS, 'misbehaving-agent.sh'), 'proxy'],
          env: { ALLOWED_PORT: allowed, DENIED_PORT: denied },
          confine: true,
          allowHosts: [`localhost:${allowed}`],
        },
      });
      try {
        const env = isolatedEnv();
        const result = await runCli(['run', TASK, '--agents', file, '--agent', 'proxied', '--json'], env);
        const { runId } = JSON.parse(result.stdout) as { runId: string };
        const cassette = JSON.parse((await runCli(['cassette', runId], env)).stdout) as {
          cells: Array<{ turns: Array<{ text: string }> }>;
        };
        const answer = cassette.cells[0]!.turns.at(-1)!.text;
        expect(answer).toContain('allowed host: model says hi');
        expect(answer).toContain('other host refused: 403');
        expect(answer).toContain('tunnel: HTTP/1.1 200 Connection Established');
        expect(answer).toContain('through tunnel: model says hi');
        expect(answer).toContain('direct refused');
        expect(answer).toContain(`the proxy refused localhost:${denied}`);
        const report = await runCli(['report', runId], env);
        expect(report.stdout).toContain('Confined agents');
        expect(report.stdout).toMatch(
          new RegExp(
            `agent:proxied · servers: 1 of 1 cells ran confined \\(bubblewrap: .*localhost:${allowed}\\)`,
          ),
        );
      } finally {
        api.close();
        other.close();
      }
    },
  );

  // bin/mcp-arena.js points esbuild at a wrapper for itself; a child with another esbuild (the npm ci that
  // `setup --dev` runs for Directus, an agent's own build) failed when it inherited that.
  it(
    "does not hand mcp-arena's own esbuild setting to the processes it starts",
    { timeout: 300_000 },
    async () => {
      const { file } = agentsFile({
        env: { command: ['sh', '-c', 'echo "esbuild path: ${ESBUILD_BINARY_PATH:-unset}"'] },
      });
      const env = isolatedEnv();
      const result = await runCli(['run', TASK, '--agents', file, '--agent', 'env', '--json'], env);
      const { runId } = JSON.parse(result.stdout) as { runId: string };
      const cassette = JSON.parse((await runCli(['cassette', runId], env)).stdout) as {
        cells: Array<{ turns: Array<{ text: string }> }>;
      };
      expect(cassette.cells[0]!.turns.at(-1)!.text).toContain('esbuild path: unset');
    },
  );

  it('says which agents exist when one is unknown, and which program is missing before any cell starts', async () => {
    const env = isolatedEnv();
    const result = await runCli(['run', TASK, '--agent', 'nobody'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown agent "nobody".*arena-reference/);
    // `codex` is not installed here: one message, no run stored, instead of every cell failing alike.
    const missing = await runCli(['run', TASK, '--agent', 'codex'], {
      ...env,
      PATH: path.dirname(process.execPath),
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/agent codex: its command "codex" is not installed here/);
    expect((await runCli(['runs', '--json'], env)).stdout).not.toMatch(/agent:codex/);
  });

  it(
    "counts an agent's reported cost against --max-cost and resumes the cells it left",
    { timeout: 600_000 },
    async () => {
      const { file, dir } = agentsFile({
        python: { command: ['python3', path.join(AGENTS, 'plan_agent.py')], env: { PLAN_FILE: '' } },
      });
      const yaml = JSON.parse(readFileSync(file, 'utf8')) as {
        agents: { python: { env: Record<string, string> } };
      };
      yaml.agents.python.env.PLAN_FILE = path.join(dir, 'plan.json');
      writeFileSync(file, JSON.stringify(yaml));
      const env = isolatedEnv();
      // Each cell reports $0.001: the first spends the budget, the second is left for --resume.
      const first = await runCli(
        [
          'run',
          TASK,
          '--agents',
          file,
          '--agent',
          'python',
          '--repeats',
          '2',
          '--max-cost',
          '0.0005',
          '--concurrency',
          '1',
          '--json',
        ],
        env,
      );
      expect(first.code, first.stderr).toBe(3);
      const { runId, cells } = JSON.parse(first.stdout) as { runId: string; cells: CellJson[] };
      expect(cells).toHaveLength(1);
      const resumed = await runCli(['run', '--resume', runId, '--max-cost', '1', '--json'], env);
      expect(resumed.code, resumed.stderr).toBe(0);
      const all = (JSON.parse(resumed.stdout) as { cells: CellJson[] }).cells;
      expect(all.map((cell) => [cell.model, cell.status, cell.costUsd])).toEqual([
        ['agent:python', 'passed', 0.001],
        ['agent:python', 'passed', 0.001],
      ]);
    },
  );

  it(
    'counts an app that dies while an agent works as an error, not as the agent failing',
    { timeout: 300_000 },
    async () => {
      const { file } = agentsFile({
        'kill-app': { command: [path.join(AGENTS, 'misbehaving-agent.sh'), 'kill-app'] },
      });
      const result = await runCli(
        ['run', TASK, '--agents', file, '--agent', 'kill-app', '--retries', '0', '--json'],
        isolatedEnv(),
      );
      expect(result.code, result.stderr).toBe(1);
      expect((JSON.parse(result.stdout) as { cells: CellJson[] }).cells[0]).toMatchObject({
        status: 'error',
      });
    },
  );
});
