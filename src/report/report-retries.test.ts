import { describe, expect, it } from 'vitest';
import type { AttemptRecord } from '../store/index.ts';
import { buildReport } from './build-report.ts';
import { formatReport } from './format-report.ts';
import { renderHtmlReport } from './html-report.ts';

const run = {
  id: 'run-1',
  createdAt: new Date('2026-11-22T00:00:00Z'),
  config: { paths: [], models: ['reference'], modes: ['oracle'], repeats: 1 },
};
const attempt: AttemptRecord = {
  runId: 'run-1',
  taskId: 'reschedule-budget-review',
  model: 'reference',
  mode: 'oracle',
  repeat: 0,
  attempt: 1,
  outcome: 'app-fault',
  error: 'dovecot did not start: <port in use>',
  worker: 'host-a:4242',
  startedAt: new Date('2026-11-22T00:00:01Z'),
  finishedAt: new Date('2026-11-22T00:00:03Z'),
  usage: { inputTokens: 1200, cachedInputTokens: 0, outputTokens: 80, reasoningTokens: 0, costUsd: 0.004 },
  retried: true,
};

describe('retried tries in the report', () => {
  it('lists each try the runner retried in the terminal, JSON and HTML reports', () => {
    const report = buildReport([run], [], { attempts: [attempt] });
    // Every field of the stored attempt but its times, with what it spent.
    const {
      startedAt: _started,
      finishedAt: _finished,
      usage: _usage,
      retried: _retried,
      ...shown
    } = attempt;
    expect(report.retries).toEqual([{ ...shown, inputTokens: 1200, outputTokens: 80, costUsd: 0.004 }]);
    const terminal = formatReport(report);
    expect(terminal).toContain('Retried tries');
    expect(terminal).toMatch(
      /reschedule-budget-review\s+reference\s+oracle\s+0\s+1\s+host-a:4242\s+1200\/80\s+\$0\.0040\s+app-fault\s+dovecot did not start/,
    );
    const html = renderHtmlReport(report);
    expect(html).toContain('id="retries-table"');
    expect(html).toContain('<td>app-fault</td><td>dovecot did not start: &lt;port in use&gt;</td>');
    expect(html).toContain('1200 / 80');
    expect(html).toContain('$0.0040');
  });

  it('shows a try whose spend was not recorded as unknown, never as free', () => {
    const { usage: _usage, ...unrecorded } = attempt;
    const report = buildReport([run], [], { attempts: [unrecorded] });
    expect(report.retries[0]).toMatchObject({ inputTokens: null, costUsd: null });
    expect(formatReport(report)).toMatch(/host-a:4242\s+-\s+unknown\s+app-fault\s+dovecot/);
  });

  it('says nothing when no try was retried', () => {
    const report = buildReport([run], []);
    expect(report.retries).toEqual([]);
    expect(formatReport(report)).not.toContain('Retried tries');
    expect(renderHtmlReport(report)).not.toContain('id="retries"');
  });
});
