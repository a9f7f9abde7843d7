import type { ToolSurface } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import { type AppName, scenarioTime, type Task } from '../tasks/index.ts';
import {
  availabilityOf,
  type EnvironmentOptions,
  type PeopleChat,
  restartsServers,
  type RunningApp,
} from './app.ts';
import { createApp } from './app-registry.ts';
import type { AppState } from './app-state.ts';
import { CellDir } from './cell-dir.ts';
import { DirectToolSurface } from './direct-tool-surface.ts';
import { DEFAULT_CALL_TIMEOUT_MS, McpConnection } from './mcp-connection.ts';
import { clockEnvironment, libfaketime } from './scenario-clock.ts';
import type { DirectToolMode } from './tool-mode.ts';

export { type DirectToolMode, TOOL_MODES, type ToolMode } from './tool-mode.ts';

/** The running apps of one cell and the MCP connections to their servers. */
export class Environment {
  readonly cell: CellDir;
  private readonly apps: RunningApp[];
  private readonly connections: McpConnection[];

  private constructor(cell: CellDir, apps: RunningApp[], connections: McpConnection[]) {
    this.cell = cell;
    this.apps = apps;
    this.connections = connections;
  }

  /**
   * Starts and seeds every app of the task in a fresh cell folder; on any failure, undoes what started.
   * Throws APP_UNAVAILABLE (before creating anything) when an app's backend is not installed here.
   */
  static async start(task: Task, label: string, options: EnvironmentOptions = {}): Promise<Environment> {
    assertAppsAvailable(task.apps, options);
    assertClockAvailable(task);
    const cell = CellDir.create(label, clockEnvironment(scenarioTime(task)));
    const apps: RunningApp[] = [];
    const connections: McpConnection[] = [];
    try {
      for (const name of task.apps) {
        const app = await createApp(name, options).start(task, cell);
        apps.push(app);
        for (const server of app.servers) connections.push(await McpConnection.open(server, cell));
      }
      return new Environment(cell, apps, connections);
    } catch (error) {
      await new Environment(cell, apps, connections).stop();
      throw error;
    }
  }

  /** State the task's checks may read. */
  get state(): AppState {
    return Object.assign({}, ...this.apps.map((app) => app.state));
  }

  /** Where the task's coworkers talk with the agent, when one of its apps is a chat. */
  get peopleChat(): PeopleChat | undefined {
    return this.apps.find((app) => app.peopleChat)?.peopleChat;
  }

  /** Read access to the state as seeded, before the agent ran: what checks see as `before`. */
  get before(): AppState {
    return Object.assign({}, ...this.apps.map((app) => app.before ?? {}));
  }

  /**
   * Throws when a server of the cell went away before the cell ended (crashed, or killed from outside),
   * or did not answer a call within its deadline (the agent got an error result and went on, on a
   * restarted server): the agent's tools were cut from under it, so its outcome says nothing about it.
   */
  assertServersAlive(): void {
    const lost = [
      ...this.connections.map((connection) => connection.lost),
      ...this.apps.map((app) => {
        const how = app.lost?.();
        return how && `the ${app.name} app's ${how}`;
      }),
    ].filter(Boolean);
    if (lost.length > 0) throw new ArenaError('APP_LOST', lost.join('; '));
    const hung = this.connections.map((connection) => connection.hung).filter(Boolean);
    if (hung.length > 0) throw new ArenaError('APP_HUNG', hung.join('; '));
  }

  /**
   * Every app's whole state in a canonical form: equal after a reset to what it was when seeded. The apps
   * are read at the same time (each has its own files, database or daemon), the views put in app order.
   */
  async snapshot(): Promise<string> {
    const views = await Promise.all(this.apps.map((app) => app.snapshot()));
    return JSON.stringify(Object.fromEntries(this.apps.map((app, index) => [app.name, views[index]])));
  }

  /**
   * Puts every app back to its seeded state; servers stay up, except those of apps that ask for a restart.
   * The apps are reset at the same time: one waits for its daemon or restarted server while another
   * copies files. On a failure, every reset has ended before it is thrown.
   */
  async reset(): Promise<void> {
    const resets = await Promise.allSettled(this.apps.map((app) => this.resetApp(app)));
    const failed = resets.find((reset) => reset.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private async resetApp(app: RunningApp): Promise<void> {
    await app.reset();
    if (!restartsServers(app)) return;
    for (const server of app.servers) {
      const index = this.connections.findIndex((connection) => connection.server === server.name);
      await this.connections[index]?.close();
      this.connections[index] = await McpConnection.open(server, this.cell);
    }
  }

  /**
   * The task's tools (`oracle`) or every tool of its apps (`servers`). A call not answered within the
   * longer of `callTimeoutMs` (default 120 s) and the task's `limits.callTimeoutSeconds` is an error result.
   */
  toolSurface(mode: DirectToolMode, task: Task, callTimeoutMs = DEFAULT_CALL_TIMEOUT_MS): ToolSurface {
    const deadline = Math.max(callTimeoutMs, (task.limits.callTimeoutSeconds ?? 0) * 1000);
    if (mode === 'servers') return new DirectToolSurface(this.connections, () => true, deadline);
    const offered = new Set(
      this.connections.flatMap((connection) => connection.tools.map((tool) => tool.name)),
    );
    const missing = task.tools.filter((tool) => !offered.has(tool));
    if (missing.length > 0) {
      // The task's list is wrong for these apps: the same every time, so a configuration fault, never retried.
      throw new ArenaError(
        'TASK_INVALID',
        `task ${task.id} lists tools its apps do not offer: ${missing.join(', ')}; offered: ${[...offered].join(', ')}`,
      );
    }
    const oracle = new Set(task.tools);
    return new DirectToolSurface(this.connections, (tool) => oracle.has(tool.name), deadline);
  }

  /** Closes every connection (which ends the servers), stops the apps and removes the cell folder. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.connections.map((connection) => connection.close()));
    await Promise.allSettled(this.apps.map((app) => app.stop()));
    this.cell.remove();
  }
}

/** Throws one APP_UNAVAILABLE error naming every app that cannot run here and how to install it. */
export function assertAppsAvailable(names: readonly AppName[], options: EnvironmentOptions = {}): void {
  const missing = names
    .map((name) => ({ name, ...availabilityOf(createApp(name, options)) }))
    .filter((app) => !app.available);
  if (missing.length === 0) return;
  throw new ArenaError(
    'APP_UNAVAILABLE',
    missing
      .map(
        (app) =>
          `app ${app.name} is not available: ${app.reason}${app.install ? ` (install: ${app.install})` : ''}`,
      )
      .join('; '),
  );
}

/** Debian's package that brings libfaketime, which puts a cell's processes on the scenario's clock. */
export const FAKETIME_INSTALL = 'npx mcp-arena setup (apt-get install faketime)';

/**
 * A task that declares when it takes place (`now:`) runs only where its apps can be put on that clock:
 * on the machine's own, dates the agent's tools write would depend on the day of the run.
 */
export function assertClockAvailable(task: Task): void {
  if (task.now === undefined || libfaketime()) return;
  throw new ArenaError(
    'APP_UNAVAILABLE',
    `task ${task.id} takes place at ${task.now}, and its apps need libfaketime to run on that clock ` +
      `(install: ${FAKETIME_INSTALL})`,
  );
}
