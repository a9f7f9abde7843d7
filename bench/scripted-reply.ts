// The time a scripted person adds per reply (issue 26): the median time of a scripted reply to each of the
// reference's messages of plan-team-retro, against the median tool call of the same reference run on its
// real calendar app in the same script (the work a turn does anyway).
// Run: npx tsx bench/scripted-reply.ts [rounds]
import { Environment } from '../src/environments/index.ts';
import { ScriptedPlayer } from '../src/people/index.ts';
import { isToolStep, loadTask, userOf } from '../src/tasks/index.ts';

const rounds = Number(process.argv[2] ?? 2000);
const task = loadTask('suites/core/plan-team-retro');
const user = userOf(task)!;
const messages = task.reference.plan.flatMap((step) => (isToolStep(step) ? [] : [step.say]));
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const replyMs: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const player = new ScriptedPlayer(user);
  for (const message of messages) {
    const start = performance.now();
    await player.reply(message);
    replyMs.push(performance.now() - start);
  }
}

const callMs: number[] = [];
const environment = await Environment.start(task, 'bench-scripted-reply');
try {
  const surface = environment.toolSurface('servers', task);
  for (let round = 0; round < 20; round += 1)
    for (const step of task.reference.plan
      .filter(isToolStep)
      .filter((step) => !step.tool.endsWith('create-event'))) {
      const start = performance.now();
      await surface.call(step.tool, step.arguments);
      callMs.push(performance.now() - start);
    }
} finally {
  await environment.stop();
}
const reply = median(replyMs);
const call = median(callMs);
process.stdout.write(
  `scripted reply: median ${(reply * 1000).toFixed(1)} µs over ${replyMs.length} replies\n` +
    `calendar tool call (same task, baseline): median ${call.toFixed(2)} ms over ${callMs.length} calls\n` +
    `ratio reply / call: ${(reply / call).toFixed(4)}\n`,
);
