import { describe, expect, it } from 'vitest';
import type { CellSummary } from '../store/index.ts';
import { minimalSummary } from '../store/testing/minimal-cell.ts';
import { withEvaluations } from './judged-cells.ts';
import { computeMetrics } from './metrics.ts';

function summary(id: string, mode: string): CellSummary {
  return minimalSummary('run', { id, model: 'm', mode, turns: 3, toolCalls: 2, durationMs: 10 });
}

const ORACLE = ['files__read_text_file', 'files__list_directory', 'files__write_file'];

describe('withEvaluations: retrieval stats', () => {
  it('gives recall over the oracle tools per cell, 0 to a retrieval cell that never searched, none without oracle tools', () => {
    const cells = withEvaluations(
      [
        summary('searched', 'retrieval'),
        summary('never-searched', 'retrieval'),
        summary('oracle-mode', 'oracle'),
        summary('before-v5', 'retrieval'),
      ],
      {
        verdicts: [],
        failureClasses: [],
        retrieval: [
          {
            cellId: 'searched',
            turnIndex: 0,
            index: 0,
            query: 'read a file',
            returned: ['files__read_text_file'],
          },
          {
            cellId: 'searched',
            turnIndex: 1,
            index: 0,
            query: 'write the report file',
            returned: ['files__write_file', 'files__edit_file'],
          },
        ],
        oracleTools: new Map([
          ['searched', ORACLE],
          ['never-searched', ORACLE],
          ['oracle-mode', ORACLE],
        ]),
      },
    );
    const stats = Object.fromEntries(cells.map((cell) => [cell.id, cell.retrieval]));
    expect(stats).toEqual({
      searched: { recall: 2 / 3, queryLength: 3.5 },
      'never-searched': { recall: 0, queryLength: null },
      'oracle-mode': undefined,
      'before-v5': undefined,
    });
  });
});

describe('withEvaluations: simulated people', () => {
  const verdict = (cellId: string, judge: 'people' | 'keypoints', success: boolean, sample = 0) => ({
    cellId,
    judge,
    judgeModel: 'stand-in:judge',
    promptVersion: judge === 'people' ? 'people-v1' : 'keypoints-v1',
    sample,
    status: 'parsed' as const,
    success,
    reasons: '',
    raw: '',
  });

  it('marks the cells the people judge found at fault, on every judged copy, and adds no judged system of its own', () => {
    const cells = withEvaluations(
      [
        { ...summary('leaked', 'oracle'), taskId: 'a' },
        { ...summary('clean', 'oracle'), taskId: 'b', status: 'failed', score: 0 },
        { ...summary('unjudged', 'oracle'), taskId: 'c' },
      ],
      {
        verdicts: [
          verdict('leaked', 'people', false),
          verdict('leaked', 'keypoints', true),
          verdict('clean', 'people', true),
          verdict('clean', 'keypoints', false),
        ],
        failureClasses: [],
        retrieval: [],
      },
    );
    expect(cells.map((cell) => [cell.id, cell.model, cell.simulatorFault])).toEqual([
      ['leaked', 'm', true],
      ['leaked', 'm@stand-in:judge', true],
      ['clean', 'm', false],
      ['clean', 'm@stand-in:judge', false],
      ['unjudged', 'm', undefined],
    ]);
    const own = computeMetrics(cells.filter((cell) => cell.model === 'm'));
    expect(own.successRate.value).toBeCloseTo(2 / 3);
    expect(own.peopleSimulator).toMatchObject({ cells: 2, faults: 1 });
    expect(own.peopleSimulator!.faultRate.value).toBe(0.5);
    // Without the fault cell: the clean failure and the unjudged pass.
    expect(own.peopleSimulator!.successRate.value).toBe(0.5);
    expect(computeMetrics(cells.filter((cell) => cell.id === 'unjudged')).peopleSimulator).toBeNull();
  });
});
