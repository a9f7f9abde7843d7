import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Task } from '../tasks/index.ts';
import { type App, type AppAvailability, availabilityOf, restartsServers, type RunningApp } from './app.ts';
import { type AppContractFixture, type ContractStep, fixtureTask } from './app-contract-fixture.ts';
import type { AppState } from './app-state.ts';
import { CellDir } from './cell-dir.ts';
import { McpConnection } from './mcp-connection.ts';

interface Instance {
  cell: CellDir;
  app: RunningApp<AppState>;
  connections: McpConnection[];
}

async function startInstance(app: App, task: Task, withServers: boolean): Promise<Instance> {
  const cell = CellDir.create(`contract-${app.name}`);
  // What checks see of the cell (AppState), as Environment merges it.
  const running = (await app.start(task, cell)) as RunningApp<AppState>;
  const connections: McpConnection[] = [];
  if (withServers)
    for (const server of running.servers) connections.push(await McpConnection.open(server, cell));
  return { cell, app: running, connections };
}

/** What Environment.reset does for one app: its state back to the seed, its servers restarted when they cache state. */
async function resetInstance(instance: Instance): Promise<void> {
  await instance.app.reset();
  if (!restartsServers(instance.app)) return;
  await Promise.all(instance.connections.map((connection) => connection.close()));
  instance.connections = [];
  for (const server of instance.app.servers)
    instance.connections.push(await McpConnection.open(server, instance.cell));
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  await Promise.allSettled(instance.connections.map((connection) => connection.close()));
  await instance.app.stop();
  instance.cell.remove();
}

/**
 * Whether an app can run here, from its availability(). When it cannot (`setup` has not run), says so on stderr,
 * naming the tests skipped, why and what installs it: tests of an app skip, never fail, where it is missing.
 */
export function availableForTests(availability: AppAvailability, tests: string): boolean {
  if (!availability.available) {
    const install = availability.install ? `; install: ${availability.install}` : '';
    console.warn(`skipping ${tests}: ${availability.reason}${install}`);
  }
  return availability.available;
}

/**
 * The contract every app keeps, run by each app's test file: it seeds the task's state, a change made
 * through its MCP server is visible to checks while their before-state still shows the seed, a second instance started beside it does not see the
 * change, and reset restores the seed exactly (same snapshot) while the servers keep running.
 * Skipped, with the reason, when the app's backend is not installed on this machine.
 */
export function describeAppContract(name: string, makeApp: () => App, fixture: AppContractFixture): void {
  const availability = availabilityOf(makeApp());
  const title = availability.available
    ? `${name} app contract`
    : `${name} app contract (${availability.reason})`;
  describe.skipIf(!availableForTests(availability, `the ${name} app contract`))(title, () => {
    const task = fixtureTask(fixture.taskDir, name);
    let first: Instance | undefined;
    let second: Instance | undefined;
    let seededSnapshot: unknown;
    const call = async (step: ContractStep & { fails?: boolean }): Promise<string> => {
      const [server, tool] = step.tool.split('__') as [string, string];
      const connection = first!.connections.find((candidate) => candidate.server === server);
      expect(connection, `no server named ${server}`).toBeDefined();
      const result = await connection!.call(tool, step.arguments);
      expect(result.isError, `${step.tool}: ${result.content}`).toBe(step.fails ?? false);
      return result.content;
    };
    const changed = async (state: AppState): Promise<boolean> => (await fixture.changed?.(state)) ?? false;

    beforeAll(async () => {
      [first, second] = await Promise.all([
        startInstance(makeApp(), task, true),
        startInstance(makeApp(), task, false),
      ]);
      seededSnapshot = await first.app.snapshot();
    });

    afterAll(async () => {
      await Promise.allSettled([stopInstance(first), stopInstance(second)]);
    });

    test('seeds the state from the task and serves it over MCP', async () => {
      expect(await fixture.seeded(first!.app.state)).toBe(true);
      expect(await changed(first!.app.state)).toBe(false);
      expect(await call(fixture.read)).toContain(fixture.read.expect);
    });

    test.skipIf(!fixture.change)('a change through the MCP server is visible to checks', async () => {
      await call(fixture.change!);
      expect(await changed(first!.app.state)).toBe(true);
      expect(isDeepStrictEqual(await first!.app.snapshot(), seededSnapshot)).toBe(false);
    });

    // Files (the task's seed folder) and the sandbox are read as seeded without a before-state of their own.
    test.skipIf(!fixture.change || ['files', 'sandbox'].includes(name))(
      "checks' before-state still shows the seed after a change",
      async () => {
        expect(await changed(first!.app.state)).toBe(true);
        expect(first!.app.before, `${name} offers no before-state`).toBeDefined();
        expect(await fixture.seeded(first!.app.before!)).toBe(true);
        expect(await changed(first!.app.before!)).toBe(false);
      },
    );

    test('a second instance beside it is isolated', async () => {
      expect(await changed(second!.app.state)).toBe(false);
      expect(await second!.app.snapshot()).toEqual(seededSnapshot);
    });

    test('reset restores the seed exactly and the servers see it', async () => {
      for (const step of fixture.beforeReset ?? []) await call(step);
      await resetInstance(first!);
      expect(await first!.app.snapshot()).toEqual(seededSnapshot);
      expect(await changed(first!.app.state)).toBe(false);
      expect(await fixture.seeded(first!.app.state)).toBe(true);
      expect(await call(fixture.read)).toContain(fixture.read.expect);
      for (const step of fixture.afterReset ?? [])
        if (step.lacks === undefined) await call(step);
        else expect(await call(step), `${step.tool} after a reset`).not.toContain(step.lacks);
      if (fixture.change) {
        await call(fixture.change);
        expect(await changed(first!.app.state)).toBe(true);
      }
    });
  });
}

export type { AppContractFixture, ContractStep } from './app-contract-fixture.ts';
