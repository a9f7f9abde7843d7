import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importTau2 } from './import-tau2.ts';

// The published retail domain imported whole (a data-set check: the suite tier, about 20 s here).
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tau2-corpus-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const corpus = path.resolve(
  process.env.MCP_ARENA_SHARED_DIR ?? path.join(import.meta.dirname, '../../../shared'),
  'corpus',
  'tau2',
);
const present = existsSync(path.join(corpus, 'domains', 'retail', 'tasks.json'));
if (!present) console.warn(`skipping the τ²-bench retail import: ${corpus} (the shared corpus) is absent`);

describe.skipIf(!present)('import tau2: the published retail domain', () => {
  it('imports 114 tasks whose gold actions all pass upstream’s reward', () => {
    const retail = importTau2(corpus, 'retail', path.join(scratch, 'retail'));
    expect(retail.tasks).toHaveLength(114);
    expect(retail.tasks.filter((task) => task.gold.upstream.reward !== 1)).toEqual([]);
    expect(
      retail.tasks.filter((task) => task.nothing.upstream.reward === 1).map((task) => task.upstreamId),
    ).toEqual(['10', '12', '24', '25', '50', '57', '62', '65', '67', '68', '105']);
    expect(retail.tasks.filter((task) => task.nothing.verified.reward === 1)).toEqual([]);
  }, 120_000);
});
