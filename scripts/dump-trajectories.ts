// Prints a stored run's trajectories without what differs between two runs of the same episode (ids,
// times, durations), one JSON line per cell in matrix order: two runs that replayed the same model
// turns print the same lines. Used to show that a change of the agent loop changes no trajectory.
//
// Run: MCP_ARENA_HOME=... npx tsx scripts/dump-trajectories.ts <run-id>
import { Store } from '../src/store/index.ts';

const [runId] = process.argv.slice(2);
if (!runId) {
  process.stderr.write('usage: npx tsx scripts/dump-trajectories.ts <run-id>\n');
  process.exit(2);
}
const store = await Store.open();
try {
  const cells = (await store.listCells(runId)).sort((a, b) =>
    `${a.taskId} ${a.model} ${a.mode} ${a.repeat}`.localeCompare(
      `${b.taskId} ${b.model} ${b.mode} ${b.repeat}`,
    ),
  );
  for (const cell of cells) {
    const turns = (await store.loadTurns(cell.id)).map((turn) => ({
      ...turn,
      modelMs: undefined,
      startedAt: undefined,
      toolCalls: turn.toolCalls.map((call) => ({ ...call, durationMs: undefined })),
    }));
    const { taskId, model, mode, repeat, status, score, finalAnswer, error } = cell;
    process.stdout.write(
      `${JSON.stringify({ taskId, model, mode, repeat, status, score, finalAnswer, error, turns })}\n`,
    );
  }
} finally {
  await store.close();
}
