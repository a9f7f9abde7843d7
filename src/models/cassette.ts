import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ArenaError } from '../errors.ts';

const usage = z.object({
  inputTokens: z.number(),
  cachedInputTokens: z.number(),
  outputTokens: z.number(),
  reasoningTokens: z.number(),
  costUsd: z.number().nullable(),
});

const personReply = z.object({
  from: z.string(),
  text: z.string(),
  end: z.enum(['done', 'transfer', 'out-of-scope']).optional(),
  usage: usage.optional(),
});

const recordedTurn = z.object({
  text: z.string(),
  reasoning: z.string().optional(),
  finishReason: z.enum(['stop', 'length', 'content-filter', 'tool-calls', 'error', 'other']).optional(),
  toolCalls: z.array(
    z.object({ id: z.string(), name: z.string(), arguments: z.record(z.string(), z.unknown()) }),
  ),
  usage,
  /** What the task's user answered to this turn (tasks with people): replayed with the turns. */
  reply: personReply.optional(),
  /** What the task's coworkers answered in the chat during this turn: replayed to the same coworkers. */
  coworkerReplies: z.array(personReply).optional(),
});

const cassetteSchema = z.object({
  version: z.literal(1),
  source: z.string(),
  cells: z.array(
    z.object({
      task: z.string(),
      model: z.string(),
      mode: z.string(),
      repeat: z.number().int(),
      turns: z.array(recordedTurn),
    }),
  ),
});

/** Recorded model turns of a run, by cell: what the replay model plays back. */
export type Cassette = z.infer<typeof cassetteSchema>;
export type RecordedTurn = z.infer<typeof recordedTurn>;

export function readCassetteFile(file: string): Cassette {
  try {
    return cassetteSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new ArenaError('USAGE', `${file} is not a cassette: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** The turns recorded for one cell; `model` narrows the choice when the run tested several models. */
export function findRecordedTurns(
  cassette: Cassette,
  cell: { task: string; mode: string; repeat: number },
  model?: string,
): RecordedTurn[] {
  const matches = cassette.cells.filter(
    (recorded) =>
      recorded.task === cell.task &&
      recorded.mode === cell.mode &&
      recorded.repeat === cell.repeat &&
      (model === undefined || recorded.model === model),
  );
  if (matches.length === 1) return matches[0]!.turns;
  const where = `${cell.task} (mode ${cell.mode}, repeat ${cell.repeat})`;
  if (matches.length === 0)
    throw new ArenaError('MODEL_UNKNOWN', `${cassette.source} has no recording of ${where}`);
  const models = matches.map((match) => match.model).join(', ');
  throw new ArenaError(
    'MODEL_UNKNOWN',
    `${cassette.source} recorded ${where} for several models (${models}); say which with replay:<run>#<model>`,
  );
}
