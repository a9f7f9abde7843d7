/**
 * The process groups of the servers and services mcp-arena starts. Each runs detached, in a group of
 * its own, so a terminal's Ctrl-C (sent to the whole foreground group) reaches only mcp-arena, which
 * decides when they stop. In exchange mcp-arena must end them itself: at cell end, and on exit.
 */
const live = new Set<number>();
const EXIT_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let hooked = false;

/** Sends a signal to a whole group; quiet when it is already gone. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Records a group (led by `pid`) to kill if this process exits while it still runs. */
export function trackGroup(pid: number): void {
  live.add(pid);
  if (hooked) return;
  hooked = true;
  process.on('exit', killTrackedGroups);
  for (const signal of EXIT_SIGNALS) process.on(signal, dieWithGroups);
}

/** Forgets a group that was stopped. */
export function untrackGroup(pid: number): void {
  live.delete(pid);
}

/** The groups still running, for tests. */
export function trackedGroups(): number[] {
  return [...live];
}

function killTrackedGroups(): void {
  for (const pid of live) signalGroup(pid, 'SIGKILL');
  live.clear();
}

/**
 * A command that handles the signal itself (`run`: Ctrl-C lets cells finish) keeps it; for every
 * other command the signal keeps its default meaning, death, but the groups die first.
 */
function dieWithGroups(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  killTrackedGroups();
  process.off(signal, dieWithGroups);
  process.kill(process.pid, signal);
}
