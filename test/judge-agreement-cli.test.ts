import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, VerdictStore } from '../src/store/index.ts';
import { isolatedEnv, runCli } from './cli.ts';

describe('mcp-arena judge agreement', () => {
  it('prints {n, agreement, kappa, weightedKappa, confusion} against a label file and stored human labels', async () => {
    const env = isolatedEnv();
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    const run = await store.createRun({ paths: [], models: ['m'], modes: ['oracle'], repeats: 1 });
    // Human: success, success, failure, failure, success; judge: success, failure, failure, success, success.
    const human = [true, true, false, false, true];
    const judge = [true, false, false, true, true];
    for (const [index, label] of human.entries()) {
      const id = randomUUID();
      await store.saveCell({
        id,
        runId: run.id,
        taskId: `t${index}`,
        taskTitle: `t${index}`,
        category: 'c',
        difficulty: 'easy',
        model: 'm',
        mode: 'oracle',
        repeat: 0,
        status: label ? 'passed' : 'failed',
        outcome: label ? 'passed' : 'failed',
        score: { earned: 0, total: 1, success: label, score: label ? 1 : 0 },
        checkpoints: [],
        trajectory: undefined,
        error: undefined,
        startedAt: new Date(),
        finishedAt: new Date(),
        durationMs: 1,
      });
      const base = { sample: 0, status: 'parsed' as const, reasons: '', raw: '' };
      await new VerdictStore(store).saveVerdicts(id, [
        { ...base, judge: 'human', judgeModel: 'annotators', promptVersion: 'labels', success: label },
        {
          ...base,
          judge: 'keypoints',
          judgeModel: 'openai:gpt-5-mini',
          promptVersion: 'keypoints-v1',
          success: judge[index],
        },
      ]);
    }
    await store.close();
    const labels = path.join(mkdtempSync(path.join(os.tmpdir(), 'labels-')), 'labels.json');
    writeFileSync(
      labels,
      JSON.stringify(Object.fromEntries(human.map((label, index) => [`t${index}`, label]))),
    );

    {
      const source = labels;
      const result = await runCli(
        ['judge', 'agreement', '--run', run.id, '--judge', 'gpt-5-mini', '--labels', source, '--json'],
        env,
      );
      expect(result.code, result.stderr).toBe(0);
      const printed = JSON.parse(result.stdout) as Record<string, unknown>;
      expect(Object.keys(printed)).toEqual(['n', 'agreement', 'kappa', 'weightedKappa', 'confusion']);
      // Confusion [[1, 1], [1, 2]]: p_o = 3/5, p_e = (2·2 + 3·3)/25 = 13/25, κ = (15 − 13)/(25 − 13) = 1/6.
      expect(printed.n).toBe(5);
      expect(printed.agreement).toBeCloseTo(0.6, 12);
      expect(printed.kappa).toBeCloseTo(1 / 6, 12);
      expect(printed.weightedKappa).toBeCloseTo(1 / 6, 12);
      expect(printed.confusion).toEqual({
        categories: ['failure', 'success'],
        counts: [
          [1, 1],
          [1, 2],
        ],
      });
    }
    const table = await runCli(
      ['judge', 'agreement', '--run', run.id, '--judge', 'gpt-5-mini', '--labels', 'human'],
      env,
    );
    expect(table.stdout).toContain('agreement 60.00%');
  }, 240_000);
});
