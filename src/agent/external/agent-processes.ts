import { readdirSync, readFileSync } from 'node:fs';

/** Set in an external agent's environment; every process it starts inherits it, so all can be found. */
export const AGENT_MARKER_VARIABLE = 'MCP_ARENA_AGENT_CELL';

/**
 * Pids of processes carrying the marker in their environment (Linux /proc). This finds what an agent
 * started even after it left the process group (setsid, double fork), unless it cleared its environment.
 */
export function markedProcesses(marker: string): number[] {
  const needle = `${AGENT_MARKER_VARIABLE}=${marker}`;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (environ.split('\0').includes(needle)) found.push(Number(entry));
    } catch {
      // gone already, or not ours to read
    }
  }
  return found;
}

/** Ends the agent's process group and every process that carries its marker. */
export function killAgentProcesses(
  groupId: number | undefined,
  marker: string,
  signal: NodeJS.Signals,
): void {
  if (groupId !== undefined) {
    try {
      process.kill(-groupId, signal);
    } catch {
      // the group is gone
    }
  }
  for (const pid of markedProcesses(marker)) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
  }
}
