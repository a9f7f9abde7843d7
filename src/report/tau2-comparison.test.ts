import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatTau2Comparison, type Tau2Cell, tau2Comparison } from './tau2-comparison.ts';
import { readTau2Leaderboard } from './tau2-leaderboard.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'tau2-board-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const submission = (model: string, retail: number | null, verification: Record<string, unknown>) => ({
  model_name: model,
  model_organization: 'Org',
  submission_date: '2026-01-01',
  trajectories_available: false,
  results: { retail: { pass_1: retail, pass_2: null, pass_3: null, pass_4: null }, airline: null },
  methodology: { user_simulator: 'gpt-4.1', verification },
});

/** Two tasks, three trials each: task a passes 3 of 3, task b 1 of 3. */
const cells: Tau2Cell[] = ['a', 'b'].flatMap((task) =>
  [0, 1, 2].map((repeat) => ({
    id: `${task}${repeat}`,
    taskId: task,
    model: 'openai:gpt-4.1',
    mode: 'servers',
    category: 'tau2-retail',
    status: task === 'a' || repeat === 0 ? ('passed' as const) : ('failed' as const),
    costUsd: 0.08,
  })),
);

describe('τ²-bench as upstream reports it (report --leaderboard)', () => {
  it('gives pass^1..pass^k per domain and model, the user’s cost apart, beside the published submissions', () => {
    writeFileSync(
      path.join(scratch, 'a.json'),
      JSON.stringify(submission('Model A', 74, { modified_prompts: false, omitted_questions: false })),
    );
    writeFileSync(
      path.join(scratch, 'b.json'),
      JSON.stringify(
        submission('Model B', 82.4, { modified_prompts: null, details: 'Unverified submission' }),
      ),
    );
    writeFileSync(
      path.join(scratch, 'c.json'),
      JSON.stringify(submission('Model C', null, { modified_prompts: true })),
    );
    const people = new Map(
      cells.map((cell) => [cell.id, { replies: 3, inputTokens: 900, outputTokens: 60, costUsd: 0.05 }]),
    );
    const comparison = tau2Comparison(
      [...cells, { ...cells[0]!, id: 'other', category: 'core' }],
      people,
      readTau2Leaderboard(scratch),
    );
    expect(comparison.runs).toHaveLength(1);
    const [row] = comparison.runs;
    // pass^1 = (1 + 1/3) / 2; pass^2 = (1 + 0) / 2; pass^3 = (1 + 0) / 2.
    expect(row!.passHat.map((value) => Number(value.toFixed(2)))).toEqual([66.67, 50, 50]);
    expect(row!.agentCostPerTrial).toBeCloseTo(0.08, 10);
    expect(row!.userCostPerTrial).toBeCloseTo(0.05, 10);
    expect(row!.userTokensPerTrial).toBe(960);
    expect(comparison.published.retail!.map((each) => [each.model, each.passHat[0], each.status])).toEqual([
      ['Model B', 82.4, 'unverified'],
      ['Model A', 74, 'verified'],
    ]);
    const text = formatTau2Comparison(comparison);
    expect(text).toMatch(
      /retail\s+openai:gpt-4\.1\s+servers\s+2\s+66\.7\s+50\.0\s+50\.0\s+\$0\.0800\s+\$0\.0500\s+960/,
    );
    expect(text).toContain('published τ²-bench retail leaderboard (2 submissions');
  });

  it('names the folder when it is no leaderboard', () => {
    expect(() => readTau2Leaderboard(path.join(scratch, 'missing'))).toThrow(/--leaderboard: cannot read/);
  });

  const corpus = path.resolve(
    process.env.MCP_ARENA_SHARED_DIR ?? path.join(import.meta.dirname, '../../../shared'),
    'corpus',
    'tau2',
    'leaderboard',
  );
  it.skipIf(!existsSync(corpus))('reads every published submission of the corpus', () => {
    const board = readTau2Leaderboard(corpus);
    expect(board).toHaveLength(65);
    const opus = board.find((each) => each.file === 'claude-opus-4-1_anthropic_2025-01-15.json')!;
    expect(opus).toMatchObject({ model: 'Claude Opus 4.1', status: 'unverified' });
    expect(opus.results.retail![0]).toBe(82.4);
  });
});
