// Agent loop overhead per turn: everything except model latency and tool execution, measured on the
// core suite with the reference model (real MCP servers, real checks). The baseline in the same run
// is the tool time itself, so the ratio says how much the loop adds to the work it orchestrates.
// Run: npx tsx bench/agent-overhead.ts [repeats]
import { runAgent } from '../src/agent/index.ts';
import { Environment } from '../src/environments/index.ts';
import { createModel, defaultModelSettings } from '../src/models/index.ts';
import { loadSuite } from '../src/tasks/index.ts';

const repeats = Number(process.argv[2] ?? 5);
const tasks = loadSuite(['suites/core']).filter((task) => task.apps.every((app) => app === 'files'));
const settings = defaultModelSettings();
const overheads: number[] = [];
let toolMs = 0;
let turns = 0;

for (let repeat = 0; repeat < repeats; repeat += 1) {
  for (const task of tasks) {
    const environment = await Environment.start(task, `bench-${task.id}`);
    try {
      const surface = environment.toolSurface('oracle', task);
      const trajectory = await runAgent({
        model: createModel('reference', { task, mode: 'oracle', repeat }, settings),
        surface,
        prompt: task.prompt,
        limits: { maxTurns: task.limits.maxTurns },
      });
      const model = trajectory.turns.reduce((sum, turn) => sum + turn.modelMs, 0);
      const tools = trajectory.turns
        .flatMap((turn) => turn.toolCalls)
        .reduce((sum, call) => sum + call.durationMs, 0);
      // The first repeat warms up JIT and module caches; it is not counted.
      if (repeat === 0) continue;
      overheads.push((trajectory.durationMs - model - tools) / trajectory.turns.length);
      toolMs += tools;
      turns += trajectory.turns.length;
    } finally {
      await environment.stop();
    }
  }
}

overheads.sort((a, b) => a - b);
const median = overheads[Math.floor(overheads.length / 2)]!;
const p95 = overheads[Math.min(overheads.length - 1, Math.floor(overheads.length * 0.95))]!;
const toolPerTurn = toolMs / turns;
console.log(
  JSON.stringify(
    {
      tasks: tasks.length,
      cells: overheads.length,
      turns,
      loopOverheadPerTurnMs: { median: Number(median.toFixed(3)), p95: Number(p95.toFixed(3)) },
      toolTimePerTurnMs: Number(toolPerTurn.toFixed(3)),
      overheadToToolRatio: Number((median / toolPerTurn).toFixed(4)),
    },
    null,
    2,
  ),
);
