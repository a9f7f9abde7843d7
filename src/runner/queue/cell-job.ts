import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { ArenaError } from '../../errors.ts';
import type { CellKey } from '../../store/index.ts';
import { cellKeyString } from '../cell-key.ts';

/** The BullMQ queue every producer and worker shares. */
export const QUEUE_NAME = 'mcp-arena-cells';

/** A job: one cell of a stored run. Workers read the run's config (paths, options) from the store. */
export interface CellJob extends CellKey {
  runId: string;
}

/**
 * The job id of a cell: the same cell always gets the same id, so enqueueing it twice while it waits or
 * runs adds nothing (BullMQ ids may not contain `:`, which model ids do, hence the hash).
 */
export function cellJobId(runId: string, key: CellKey): string {
  const digest = createHash('sha256').update(cellKeyString(key)).digest('hex').slice(0, 24);
  return `${runId}.${digest}`;
}

/** A Redis connection for BullMQ (which needs `maxRetriesPerRequest: null` for its blocking commands). */
export function openRedis(url: string): Redis {
  if (!/^rediss?:\/\//.test(url)) {
    throw new ArenaError('USAGE', `--queue takes a redis://HOST:PORT URL, not "${url}"`);
  }
  return new Redis(url, { maxRetriesPerRequest: null });
}
