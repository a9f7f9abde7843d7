import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cellRoot } from '../src/environments/index.ts';
import {
  commitNamer,
  describeDifferences,
  normalise,
  type PlanRun,
} from '../scripts/reset-fidelity-compare.ts';

const since = Date.parse('2026-11-24T11:00:00Z');
const until = Date.parse('2026-11-24T11:30:00Z');

const run = (results: string[], checkpoint = 'ok'): PlanRun => ({
  status: 'passed',
  calls: results.map((result, index) => ({
    id: String(index),
    name: 'files__read_text_file',
    arguments: {},
    result,
    isError: false,
    unknownTool: false,
    durationMs: 1,
  })),
  checkpoints: [{ name: 'filed', points: 1, passed: true, required: true, detail: checkpoint }],
});

describe('reset fidelity comparison', () => {
  test('cell folders, times of now and random ids are placeholders', () => {
    const cell = path.join(cellRoot(), 'task-0-AbC123');
    const text = `wrote ${cell}/workspace/a.txt at 2026-11-24T11:12:13.456Z id 0b6f1c52-3f1e-4c1a-9d2e-7f6a5b4c3d2e`;
    expect(normalise(text, since, until)).toBe('wrote <cell>/workspace/a.txt at <now> id <uuid>');
  });

  test('elapsed times are placeholders', () => {
    expect(normalise('Ran 46 tests in 0.014s\nOK', since, until)).toBe('Ran 46 tests in <elapsed>\nOK');
  });

  test('seeded times and ids stay: a difference there is real', () => {
    const text = 'due 2026-11-20T09:00:00Z, invoice 1042, sent Mon, 16 Nov 2026 09:12:00 +0000';
    expect(normalise(text, since, until)).toBe(text);
  });

  test('new commits are named by order, seeded commits keep their hash', () => {
    const seeded = new Set(['af3149a0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6']);
    const name = commitNamer(seeded);
    expect(name('merged af3149a..51c63f3, tagged 51c63f3f00 and 9d8e7f6, branched 3790226')).toBe(
      'merged af3149a..<commit 1>, tagged <commit 1> and <commit 2>, branched <commit 3>',
    );
    // Without git, digits are numbers.
    expect(commitNamer(new Set())('invoice 1790226 of 2026')).toBe('invoice 1790226 of 2026');
  });

  test('the same plan with different results or verdicts is reported', () => {
    expect(describeDifferences(run(['a', 'b']), run(['a', 'b']), since)).toEqual([]);
    expect(describeDifferences(run(['a', 'b']), run(['a', 'c']), since)).toEqual([
      'call 2 files__read_text_file: result differs at line 1: fresh «b» / reset «c»',
    ]);
    const failed = { ...run(['a']), status: 'failed' };
    failed.calls[0]!.isError = true;
    expect(describeDifferences(run(['a']), failed, since)).toEqual([
      'status: fresh passed, reset failed',
      'call 1 files__read_text_file: error flag fresh false, reset true: a',
    ]);
    // A tag on a seeded commit in one run and on a new one in the other is a real difference.
    const seeded = new Set(['af3149a0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6']);
    const [onSeeded, onNew] = [run(['a'], 'v2.3.1 -> af3149a'), run(['a'], 'v2.3.1 -> 9d8e7f6')];
    expect(describeDifferences(onSeeded, onNew, since, seeded)).toEqual([
      'checkpoint filed: detail at line 1: fresh «v2.3.1 -> af3149a» / reset «v2.3.1 -> <commit 1>»',
    ]);
  });
});
