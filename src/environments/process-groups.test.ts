import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArenaError } from '../errors.ts';
import { availableForTests } from './app-contract.ts';
import { CalendarApp } from './apps/calendar/calendar-app.ts';
import { Environment } from './environment.ts';
import { useCellsRoot } from './test-fixtures/cells-root.ts';
import { fixtureTask } from './test-fixtures/contract-fixtures.ts';

const root = useCellsRoot('arena-groups-');

/** pid and process group of every process whose command line names the text. */
function processesNaming(text: string): Array<{ pid: number; group: number }> {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)) return [];
        // Fields after the command name, which sits in parentheses: state, ppid, pgrp, ...
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [{ pid: Number(pid), group: Number(fields[2]) }];
      } catch {
        return [];
      }
    });
}

function ownGroup(): number {
  return Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[2]);
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the environment finds a server or service of the cell gone, and returns what it threw. */
async function serverLost(environment: Environment): Promise<unknown> {
  let failure: unknown;
  await until(() => {
    try {
      environment.assertServersAlive();
      return false;
    } catch (error) {
      failure = error;
      return true;
    }
  });
  return failure;
}

const fixtures = path.join(import.meta.dirname, 'test-fixtures');
// radicale is the app service these tests cut.
const calendarAvailable = availableForTests(
  new CalendarApp().availability(),
  'the calendar tests of process groups',
);

describe('servers and services of a cell', () => {
  it.skipIf(!calendarAvailable)(
    'run outside mcp-arena’s process group, so a terminal’s Ctrl-C does not reach them, and end with the cell',
    async () => {
      const task = {
        ...fixtureTask(path.join(fixtures, 'calendar'), 'calendar'),
        apps: ['calendar', 'files'] as never,
      };
      const environment = await Environment.start(task, 'groups');
      const running = processesNaming(environment.cell.dir);
      // radicale (a service) and the MCP servers.
      expect(running.length).toBeGreaterThanOrEqual(2);
      for (const entry of running) expect(entry.group).not.toBe(ownGroup());
      await environment.stop();
      expect(processesNaming(environment.cell.dir)).toEqual([]);
    },
    60_000,
  );

  it('make the cell an error when one is killed from outside mid-cell', async () => {
    const environment = await Environment.start(fixtureTask(path.join(fixtures, 'files'), 'files'), 'cut');
    try {
      environment.assertServersAlive();
      const [server] = processesNaming(environment.cell.dir);
      process.kill(-server!.group, 'SIGKILL');
      const failure = await serverLost(environment);
      expect(failure).toBeInstanceOf(ArenaError);
      expect((failure as ArenaError).code).toBe('APP_LOST');
      expect((failure as Error).message).toMatch(/MCP server "files" exited during the cell/);
    } finally {
      await environment.stop();
    }
  }, 60_000);

  it.skipIf(!calendarAvailable)(
    "make the cell an error when an app's service dies mid-cell, though its MCP server lives on",
    async () => {
      const environment = await Environment.start(
        fixtureTask(path.join(fixtures, 'calendar'), 'calendar'),
        'died',
      );
      try {
        environment.assertServersAlive();
        const radicale = processesNaming(environment.cell.dir).filter((entry) =>
          readFileSync(`/proc/${entry.pid}/cmdline`, 'utf8').includes('radicale.conf'),
        );
        expect(radicale.length).toBeGreaterThan(0);
        process.kill(-radicale[0]!.group, 'SIGKILL');
        await serverLost(environment);
        expect(() => environment.assertServersAlive()).toThrow(
          /the calendar app's radicale exited during the cell/,
        );
      } finally {
        await environment.stop();
      }
    },
    60_000,
  );

  it.each(['exit', 'SIGINT', 'SIGTERM'])(
    'are killed when mcp-arena ends (%s)',
    async (how) => {
      const marker = path.join(root, `marker-${how}`);
      const script = path.join(root, `holder-${how}.mts`);
      writeFileSync(
        script,
        [
          `import { GroupStdioTransport } from ${JSON.stringify(path.join(import.meta.dirname, 'group-stdio-transport.ts'))};`,
          `const transport = new GroupStdioTransport({ command: 'sh', args: ['-c', 'sleep 300; echo ${marker}'], env: { PATH: process.env.PATH }, stderr: 'ignore' });`,
          'await transport.start();',
          "process.stdout.write('started\\n');",
          // Exits when the test closes its stdin (once it has seen the group's process), or lives on.
          how === 'exit'
            ? "process.stdin.on('end', () => process.exit(0)).resume();"
            : 'setInterval(() => {}, 1000);',
        ].join('\n'),
      );
      const holder = spawn(process.execPath, ['--import', 'tsx', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
      await until(() => processesNaming(marker).length > 0);
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      if (how === 'exit') holder.stdin.end();
      else holder.kill(how as NodeJS.Signals);
      await exited;
      await until(() => processesNaming(marker).length === 0);
      expect(existsSync(script)).toBe(true);
    },
    60_000,
  );
});
