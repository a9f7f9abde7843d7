// Prints a stored run's trajectories without what differs between two runs of the same episode (times,
// durations, cell folders, the random ids apps give new mails and events), one JSON line per cell in
// matrix order: two runs that replayed the same model turns print the same lines (`diff` them). Used to
// show that a change of the agent loop changes no trajectory.
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
    // The model is left out: a replay of a run prints what the run printed.
    const { taskId, mode, repeat, status, score, finalAnswer, error } = cell;
    const line = JSON.stringify({ taskId, mode, repeat, status, score, finalAnswer, error, turns })
      .replace(/\/tmp\/mcp-arena-cells\/[\w-]+?-\d+-\w{6}/g, '<cell>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      .replace(/ in \d+\.\d+s/g, ' in <t>s');
    process.stdout.write(`${line}\n`);
  }
} finally {
  await store.close();
}
