/**
 * Compares two systems of one stored run cell by cell: the tool calls each made (name, arguments, error flag,
 * in order) and the checkpoints each earned (name, verdict, points). Used to show that an external agent
 * scores like the in-process loop it wraps:
 *
 *   npx mcp-arena run suites/core --model reference --agent arena-reference
 *   npx tsx scripts/compare-systems.ts <run-id> reference agent:arena-reference
 *
 * Results and checkpoint details are not compared: they carry ids, hashes and times made during the run.
 * Exits 1 when a task differs.
 */
import { Store } from '../src/store/index.ts';

const [runId, first, second] = process.argv.slice(2);
if (!runId || !first || !second) {
  console.error('usage: npx tsx scripts/compare-systems.ts <run-id> <system> <system>');
  process.exit(2);
}

const store = await Store.open();
try {
  const views = new Map<string, Map<string, string>>();
  for (const cell of await store.listCells(runId)) {
    if (cell.model !== first && cell.model !== second) continue;
    const calls = (await store.loadTurns(cell.id)).flatMap((turn) =>
      turn.toolCalls.map((call) => [call.name, call.arguments, call.isError]),
    );
    const checkpoints = (await store.loadCheckpoints(cell.id)).map((checkpoint) => [
      checkpoint.name,
      checkpoint.passed,
      checkpoint.points,
    ]);
    const key = `${cell.taskId} ${cell.mode} #${cell.repeat}`;
    const byModel = views.get(key) ?? new Map<string, string>();
    byModel.set(cell.model, JSON.stringify({ status: cell.status, calls, checkpoints }));
    views.set(key, byModel);
  }
  const differing = [...views].filter(([, byModel]) => byModel.get(first) !== byModel.get(second));
  const calls = [...views.values()].reduce(
    (sum, byModel) => sum + (JSON.parse(byModel.get(first) ?? '{"calls":[]}') as { calls: [] }).calls.length,
    0,
  );
  console.log(
    `${views.size - differing.length} of ${views.size} cells identical (${calls} tool calls of ${first})`,
  );
  for (const [key] of differing) console.log(`differs: ${key}`);
  process.exitCode = differing.length > 0 ? 1 : 0;
} finally {
  await store.close();
}
