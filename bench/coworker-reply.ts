// The time a scripted coworker's reply adds (issue 26), on the chat of a core task (release-held-invoices):
// the agent's DM to Tom is heard by the coworker desk, and when it falls due the desk asks his scripted
// player and posts the answer in the DM as him, before the agent's next tool call. Measured: that delivery
// (player + post), and the agent's own chat.postMessage over loopback HTTP in the same script as the
// baseline (the work a turn that asks does anyway). Each round starts from the seed (reset()).
// Run: npx tsx bench/coworker-reply.ts [rounds]
import path from 'node:path';
import { ChatClock } from '../src/environments/apps/chat/chat-clock.ts';
import { peopleChatOf } from '../src/environments/apps/chat/chat-people.ts';
import { chatSeedFile } from '../src/environments/apps/chat/chat-seed.ts';
import { ChatService } from '../src/environments/apps/chat/chat-service.ts';
import { ChatStore } from '../src/environments/apps/chat/chat-store.ts';
import { CellDir } from '../src/environments/index.ts';
import { ScriptedPlayer } from '../src/people/index.ts';
import { CoworkerDesk } from '../src/runner/cell-coworkers.ts';
import { isToolStep, loadTask } from '../src/tasks/index.ts';

const rounds = Number(process.argv[2] ?? 300);
const task = loadTask('suites/core/release-held-invoices');
const tom = task.people!.find((person) => person.id === 'tom')!;
const ask = task.reference.plan.find((step) => isToolStep(step) && step.tool === 'chat__chat_postMessage')!;
const text = isToolStep(ask) ? String(ask.arguments.text) : '';
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

const cell = CellDir.create('bench-coworker-reply');
const store = new ChatStore(path.join(cell.subdir('chat'), 'chat.db'), chatSeedFile(task));
const service = new ChatService(store, new ChatClock(task.now!));
const base = await service.listen();
const seeded = service.queries.messages().length;
const users = service.queries.users();
const token = users.find((user) => user.is_self === 1)!.token!;
const tomId = users.find((user) => user.person === 'tom')!.id;
const post = async (): Promise<unknown> =>
  (
    await fetch(`${base}/chat.postMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channel: tomId, text }),
    })
  ).json();

const askMs: number[] = [];
const replyMs: number[] = [];
let answered = 0;
try {
  for (let round = -20; round < rounds; round += 1) {
    store.reset();
    const desk = new CoworkerDesk(
      peopleChatOf(service),
      task.people!,
      new Map([['tom', new ScriptedPlayer(tom)]]),
    );
    desk.setTurn(0);
    let started = performance.now();
    await post();
    const asked = performance.now() - started;
    desk.setTurn(tom.timing?.afterTurns ?? 1);
    started = performance.now();
    await desk.deliver();
    const replied = performance.now() - started;
    desk.close();
    if (round < 0) continue; // warm-up
    askMs.push(asked);
    replyMs.push(replied);
    answered += desk.delivered.length;
  }
} finally {
  await service.close();
  store.close();
  cell.remove();
}
const row = (label: string, values: number[]): string =>
  `${label}: p50 ${quantile(values, 0.5).toFixed(3)} ms, p95 ${quantile(values, 0.95).toFixed(3)} ms (n ${values.length})\n`;
process.stdout.write(
  `${answered} answers posted over ${rounds} rounds (${seeded} messages seeded)\n` +
    row("the agent's chat.postMessage over loopback HTTP (baseline)", askMs) +
    row('a scripted coworker reply delivered (player + post as Tom)', replyMs) +
    `ratio reply / post (p50): ${(quantile(replyMs, 0.5) / quantile(askMs, 0.5)).toFixed(2)}\n`,
);
