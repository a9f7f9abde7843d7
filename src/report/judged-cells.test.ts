import { describe, expect, it } from 'vitest';
import type { CellSummary } from '../store/index.ts';
import { minimalSummary } from '../store/testing/minimal-cell.ts';
import { withEvaluations } from './judged-cells.ts';

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
