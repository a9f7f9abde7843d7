// Explore a task's seeded apps without its check: starts the task's apps as a cell would, runs the calls of a
// plan file (a probe file, or any YAML with `plan:`) with every tool of the apps, prints each result (and the
// scripted user's answer to each `say:` step; coworkers answer on the chat as in validate, each call counting
// as a turn, as for an external agent), and stops. For reviewers who write probes blind (suites/REVIEWING.md): they see what an agent would see, never
// the verdict.
//
// Run: npx tsx scripts/explore-task.ts suites/core/<task> plan.yaml [--chars N]
//      npx tsx scripts/explore-task.ts suites/core/<task> --tools      (the tools and their input schemas)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { Environment } from '../src/environments/index.ts';
import { ScriptedPlayer } from '../src/people/index.ts';
import { CoworkerDesk, withCoworkers } from '../src/runner/index.ts';
import { isToolStep, loadTask, type PlanStep, userOf } from '../src/tasks/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { chars: { type: 'string', default: '4000' }, tools: { type: 'boolean', default: false } },
});
const [taskDir, planFile] = positionals;
if (!taskDir || (!planFile && !values.tools)) {
  process.stderr.write(
    'usage: npx tsx scripts/explore-task.ts suites/core/<task> plan.yaml [--chars N] | --tools\n',
  );
  process.exit(2);
}
const task = loadTask(taskDir);
const environment = await Environment.start(task, `explore-${task.id}`);
const coworkers = (task.people ?? []).filter((person) => person.role === 'coworker');
const chat = environment.peopleChat;
const desk =
  coworkers.length > 0 && chat
    ? new CoworkerDesk(
        chat,
        task.people ?? [],
        new Map(coworkers.map((person) => [person.id, new ScriptedPlayer(person)])),
      )
    : undefined;
try {
  const ownSurface = environment.toolSurface('servers', task);
  const surface = desk ? withCoworkers(ownSurface, desk, true) : ownSurface;
  if (values.tools) {
    for (const tool of surface.tools)
      process.stdout.write(
        `## ${tool.name}\n${tool.description ?? ''}\n${JSON.stringify(tool.inputSchema)}\n\n`,
      );
  } else {
    const plan = (parse(readFileSync(planFile!, 'utf8')) as { plan: PlanStep[] }).plan;
    const limit = Number(values.chars);
    const person = userOf(task);
    const user = person ? new ScriptedPlayer(person) : undefined;
    for (const [index, step] of plan.entries()) {
      if (!isToolStep(step)) {
        // The task's user answers as the scripted player does in validate and probes.
        const reply = user ? await user.reply(step.say) : undefined;
        const answer = reply
          ? `\n${reply.from}: ${reply.text}${reply.end ? ` [ends: ${reply.end}]` : ''}`
          : '';
        process.stdout.write(`## ${index + 1}. to the user: ${step.say}${answer}\n\n`);
        continue;
      }
      const answered = desk?.delivered.length ?? 0;
      const result = await surface.call(step.tool, step.arguments ?? {});
      // Who answered in the chat just before this call (what they said is in the chat, as an agent sees it).
      for (const { reply } of desk?.delivered.slice(answered) ?? [])
        process.stdout.write(`(${reply.from} answered in the chat)\n`);
      const text =
        result.content.length > limit
          ? `${result.content.slice(0, limit)}\n[... ${result.content.length} chars]`
          : result.content;
      process.stdout.write(
        `## ${index + 1}. ${step.tool} ${JSON.stringify(step.arguments)}${result.isError ? ' ERROR' : ''}\n${text}\n\n`,
      );
    }
  }
} finally {
  desk?.close();
  await environment.stop();
}
