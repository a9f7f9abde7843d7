import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTask, toolStepsOf } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider, type ScriptedReply } from './fake-provider.ts';

const TASK = 'suites/core/reconcile-payments';

interface ReportGroup {
  key: { model: string; mode: string };
  metrics: {
    successRate: { value: number | null };
    retrieval: {
      cells: number;
      recall: { value: number | null };
      queryLength: { value: number | null };
    } | null;
  };
}

/**
 * A native `run --mode retrieval` stores each cell's find_tools searches and the task's oracle tools
 * (files__read_text_file, files__list_directory, files__write_file), so `report` shows retrieval recall.
 */
describe('retrieval stats of a native retrieval-mode run (end to end)', { timeout: 180_000 }, () => {
  const env = isolatedEnv();
  const task = loadTask(TASK);
  // Two one-tool searches that find read_text_file and write_file; list_directory is never searched for.
  const script: ScriptedReply[] = [
    {
      kind: 'turn',
      toolCalls: [{ name: 'find_tools', arguments: { query: 'read a text file', num_tools: 1 } }],
    },
    {
      kind: 'turn',
      toolCalls: [{ name: 'find_tools', arguments: { query: 'write a file', num_tools: 1 } }],
    },
    ...toolStepsOf(task.reference.plan).map((step): ScriptedReply => ({
      kind: 'turn',
      toolCalls: [{ name: 'call_tool', arguments: { name: step.tool, arguments: step.arguments } }],
    })),
    { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: task.reference.answer } }] },
  ];
  const provider = new FakeProvider(script);
  let runId = '';

  beforeAll(async () => {
    const baseUrl = await provider.start();
    const result = await runCli(
      [
        'run',
        TASK,
        '--model',
        'reference',
        '--model',
        'openai-compatible:scripted',
        '--base-url',
        baseUrl,
        '--mode',
        'retrieval',
        // The expected recall follows one ranking of the two searches (bm25's top 1); this test is about the
        // stored and reported stats, not about which retriever is the default.
        '--retriever',
        'bm25',
        '--json',
      ],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    runId = JSON.parse(result.stdout).runId;
  }, 240_000);
  afterAll(() => provider.stop());

  it('reports recall of the oracle tools over the tools find_tools returned, per model · mode', async () => {
    const result = await runCli(['report', runId, '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const groups = (JSON.parse(result.stdout) as { groups: ReportGroup[] }).groups;
    const group = (model: string): ReportGroup['metrics'] =>
      groups.find((candidate) => candidate.key.model === model && candidate.key.mode === 'retrieval')!
        .metrics;

    const scripted = group('openai-compatible:scripted');
    expect(scripted.successRate.value).toBe(1);
    expect(scripted.retrieval).toMatchObject({
      cells: 1,
      recall: { value: 2 / 3 },
      queryLength: { value: 3.5 },
    });
    // The reference model calls the plan's tools by their own names and never searches: it found none
    // of its tools by search (recall 0), and has no query to measure.
    const reference = group('reference');
    expect(reference.successRate.value).toBe(1);
    expect(reference.retrieval).toMatchObject({
      cells: 1,
      recall: { value: 0 },
      queryLength: { value: null },
    });
  });

  it('prints the Retrieval table in the terminal report', async () => {
    const result = await runCli(['report', runId], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Retrieval');
    expect(result.stdout).toMatch(/openai-compatible:scripted\s+retrieval\s+1\s+66\.7%\s+3\.5/);
    expect(result.stdout).toMatch(/reference\s+retrieval\s+1\s+0\.0%\s+n\/a/);
  });
});
