import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolMode } from '../src/environments/index.ts';
import { buildUniverse, readUniverseConfig, type ToolUniverse } from '../src/gateway/index.ts';
import { parseRunOptions, runCell, runSettingsOf } from '../src/runner/index.ts';
import { isToolStep, loadSuite, loadTask, type Task } from '../src/tasks/index.ts';
import { repoRoot } from './cli.ts';
import { FakeProvider, type ScriptedTurn } from './fake-provider.ts';
import { missingApps } from './missing-apps.ts';

const corpus = path.resolve(process.env.MCP_ARENA_SHARED_DIR ?? path.join(repoRoot, '../shared'), 'corpus');
const liveTools = path.join(corpus, 'livemcpbench/tools/tools.json');
const openapi = path.join(corpus, 'openapi');
const hasCorpus = existsSync(liveTools) && existsSync(openapi);
if (!hasCorpus) console.warn(`Skipping the strict-provider core run: ${liveTools} or ${openapi} is absent`);

/**
 * A core task with many tools over four apps (offboard-employee: 18 tools, 19 steps, mail and calendar
 * results to carry); `STRICT_CORE_TASKS=all` runs every core task (about 20 minutes on 2 cores, so not in
 * every test run). A second task doubled the file's 4.5 minutes without a request of another shape.
 */
const tasks = (
  process.env.STRICT_CORE_TASKS === 'all'
    ? loadSuite(['suites/core'])
    : [loadTask('suites/core/offboard-employee')]
).filter((task) => missingApps(task.apps, `${task.id} against strict provider stand-ins`).length === 0);
const runnable = hasCorpus && tasks.length > 0;
const models = [
  'openai:gpt-5-mini',
  'openai-compatible:qwen3-32b',
  'anthropic:claude-haiku-4-5',
  'google:gemini-2.5-flash',
];
const modes: ToolMode[] = ['oracle', 'servers', 'retrieval'];

/**
 * The reference plan as a model would send it over the wire in each mode (a message to the user as a text
 * reply), ending with claim_done.
 */
function planTurns(task: Task, mode: ToolMode): ScriptedTurn[] {
  return [
    ...task.reference.plan.map((step): ScriptedTurn =>
      isToolStep(step)
        ? {
            kind: 'turn',
            toolCalls: [
              mode === 'retrieval'
                ? { name: 'call_tool', arguments: { name: step.tool, arguments: step.arguments } }
                : { name: step.tool, arguments: step.arguments },
            ],
          }
        : { kind: 'turn', text: step.say },
    ),
    { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: task.reference.answer } }] },
  ];
}

const timeout = process.env.STRICT_CORE_TASKS === 'all' ? 7_200_000 : 900_000;

describe.skipIf(!runnable)('the core suite against strict provider stand-ins', { timeout }, () => {
  /** Distractors in servers mode: LiveMCPBench's tools. Searched in retrieval mode: the whole OpenAPI corpus (23k tools). */
  const universes: Partial<Record<ToolMode, ToolUniverse>> = {};
  const env = { ...process.env };
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'strict-universe-'));
    const servers = path.join(dir, 'servers.yaml');
    const retrieval = path.join(dir, 'retrieval.yaml');
    writeFileSync(servers, `tools:\n  - ${liveTools}\n`);
    writeFileSync(retrieval, `openapi:\n  - ${openapi}\n`);
    universes.servers = await buildUniverse(readUniverseConfig(servers));
    universes.retrieval = await buildUniverse(readUniverseConfig(retrieval));
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.ANTHROPIC_API_KEY = 'sk-ant-test';
    process.env.GOOGLE_GENERATIVE_AI_API_KEY = 'google-test';
  }, 300_000);
  afterAll(() => {
    for (const key of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY']) {
      if (env[key] === undefined) delete process.env[key];
      else process.env[key] = env[key];
    }
  });

  it.each(models)(
    '%s: every mode, --distractors 15 from LiveMCPBench: 0 rejected, 0 errors',
    async (model) => {
      const outcomes: string[] = [];
      const rejected: unknown[] = [];
      let mostTools = 0;
      for (const task of tasks) {
        for (const mode of modes) {
          const provider = new FakeProvider(planTurns(task, mode));
          const baseUrl = await provider.start();
          try {
            const universe = universes[mode];
            const settings = runSettingsOf(parseRunOptions({ baseUrl, distractors: 15, retries: 0 }), {
              models: [model],
              ...(universe ? { universe } : {}),
            });
            const cell = await runCell({ task, model, mode, repeat: 0 }, 'strict', settings);
            outcomes.push(`${task.id} ${mode}: ${cell.status}${cell.error ? ` (${cell.error})` : ''}`);
            rejected.push(...provider.rejected.map((entry) => entry.rejection.body));
            const sent = provider.requests[0]?.body;
            const tools = (sent?.tools as unknown[] | undefined) ?? [];
            const declared = model.startsWith('google:')
              ? ((tools[0] as { functionDeclarations?: unknown[] } | undefined)?.functionDeclarations
                  ?.length ?? 0)
              : tools.length;
            mostTools = Math.max(mostTools, declared);
          } finally {
            await provider.stop();
          }
        }
      }
      expect(rejected).toEqual([]);
      expect(outcomes.filter((outcome) => !outcome.endsWith(': passed'))).toEqual([]);
      // servers mode with 15 distractor servers needs more than 128 tools for these tasks: they were capped.
      if (!model.startsWith('anthropic:')) expect(mostTools).toBeLessThanOrEqual(128);
      else expect(mostTools).toBeGreaterThan(128);
    },
  );
});
