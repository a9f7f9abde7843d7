import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importTau2 } from './import-tau2.ts';

// The published retail domain imported whole with its probes scored (a data-set check: the suite tier).
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
  it('imports 114 tasks whose gold actions all pass upstream’s reward', async () => {
    const retail = await importTau2(corpus, 'retail', path.join(scratch, 'retail'));
    expect(retail.tasks).toHaveLength(114);
    expect(retail.tasks.filter((task) => task.gold.upstream.reward !== 1)).toEqual([]);
    expect(
      retail.tasks.filter((task) => task.nothing.upstream.reward === 1).map((task) => task.upstreamId),
    ).toEqual(['10', '12', '24', '25', '50', '57', '62', '65', '67', '68', '105']);
    expect(retail.tasks.filter((task) => task.nothing.verified.reward === 1)).toEqual([]);
    // Probes on every task with a write; the verified reward judges all right but where the gold itself
    // fails (64, 105) and the other payment method (rejected by both: the database fixes the gold's choice).
    const probes = retail.tasks.flatMap((task) => task.probes.map((probe) => ({ task: task.id, ...probe })));
    expect(retail.tasks.filter((task) => task.probes.length > 0)).toHaveLength(104);
    const wrongVerdicts = (which: 'upstream' | 'verified') =>
      probes
        .filter((probe) => (probe.rewards[which].reward === 1) !== (probe.kind === 'alternative'))
        .map((probe) => `${probe.task} ${probe.name}`);
    expect(wrongVerdicts('verified')).toEqual([
      'retail-16 alternative-other-payment',
      'retail-41 alternative-other-payment',
      'retail-64 alternative-reads-reordered',
      'retail-64 alternative-auth-by-email',
      'retail-105 alternative-reads-reordered',
      'retail-105 alternative-auth-by-email',
    ]);
    expect(wrongVerdicts('upstream')).toHaveLength(104 + 104 + 2 + 1 + 2);
  }, 600_000); // about 40 s on an idle machine (it scores 544 probes); minutes on a loaded one
});
