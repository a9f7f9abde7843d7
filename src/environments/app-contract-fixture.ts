import { bareTask, type Task } from '../tasks/index.ts';
import type { AppState } from './app-state.ts';

/** What one app's contract test needs: a seed, a change made through its MCP server, and how checks see it. */
export interface AppContractFixture {
  /** Folder standing in for a task folder: holds `seed/<app>/` (and `workspace/` for files). */
  taskDir: string;
  /** True when the seeded state is what the fixture's seed says. */
  seeded(state: AppState): Promise<boolean>;
  /** A tool call that reads the seed, by the name the agent sees, and text its result must contain. */
  read: { tool: string; arguments: Record<string, unknown>; expect: string };
  /** One tool call that changes the state, by the name the agent sees (`<server>__<tool>`); none for read-only apps. */
  change?: { tool: string; arguments: Record<string, unknown> };
  /** True when checks reading the state see the change. */
  changed?(state: AppState): Promise<boolean>;
  /** Calls made just before the reset that leave state in a server's process (a session setting, a cache). */
  beforeReset?: ContractStep[];
  /**
   * Calls that must behave after a reset as they do on a fresh start: succeed, or fail when `fails`, and not
   * show `lacks` (a server must not keep serving what it cached or was told before).
   */
  afterReset?: (ContractStep & { fails?: boolean; lacks?: string })[];
}

/** One tool call, by the name the agent sees (`<server>__<tool>`). */
export interface ContractStep {
  tool: string;
  arguments: Record<string, unknown>;
}

/** A minimal task around a fixture folder, as loadTask would give it. */
export function fixtureTask(taskDir: string, app: string): Task {
  return bareTask(taskDir, {
    id: `contract-${app}`,
    title: `${app} contract`,
    category: 'test',
    prompt: 'contract test',
    apps: [app] as Task['apps'],
  });
}

/** Seed, a read and a change through MCP for every app: used by the contract tests and bench/app-reset.ts. */
