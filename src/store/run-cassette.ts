import type { Cassette } from '../models/index.ts';
import type { Store } from './store.ts';

/** A stored run's model turns as a cassette, so `replay:<run-id>` can reproduce it. */
export async function runCassette(store: Store, runId: string): Promise<Cassette> {
  await store.getRun(runId);
  const cells = await store.listCells(runId);
  return {
    version: 1,
    source: `run ${runId}`,
    cells: await Promise.all(
      cells
        .filter((cell) => cell.status !== 'error')
        .map(async (cell) => ({
          task: cell.taskId,
          model: cell.model,
          mode: cell.mode,
          repeat: cell.repeat,
          turns: (await store.loadTurns(cell.id)).map((turn) => ({
            text: turn.text,
            ...(turn.reasoning === undefined ? {} : { reasoning: turn.reasoning }),
            ...(turn.finishReason === undefined ? {} : { finishReason: turn.finishReason }),
            toolCalls: turn.toolCalls.map((call) => ({
              id: call.id,
              name: call.name,
              arguments: call.arguments,
            })),
            usage: turn.usage,
            ...(turn.reply ? { reply: turn.reply } : {}),
            ...(turn.coworkerReplies ? { coworkerReplies: turn.coworkerReplies } : {}),
          })),
        })),
    ),
  };
}
