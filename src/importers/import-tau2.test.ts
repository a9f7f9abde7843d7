import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tau2Task } from '../environments/app-state.ts';
import { retailFixture } from '../environments/apps/tau2/test-fixtures/retail-fixture.ts';
import { ScriptedPlayer } from '../people/scripted-player.ts';
import { deliveredPrompt, loadTask } from '../tasks/index.ts';
import { importTau2 } from './import-tau2.ts';
import { firstPerson } from './tau2-user.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'tau2-import-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const scenario = (reason: string, known = 'You are Mei Kovacs in zip code 28236.') => ({
  instructions: {
    domain: 'retail',
    reason_for_call: reason,
    known_info: known,
    unknown_info: 'You do not remember your email.',
    task_instructions: 'You are polite.',
  },
});

const TASKS: Tau2Task[] = [
  {
    id: '0',
    user_scenario: scenario(
      'You want to cancel order #W1 because you ordered it by mistake. If the agent asks you why, say so.',
    ),
    evaluation_criteria: {
      actions: [
        {
          action_id: '0_0',
          name: 'find_user_id_by_name_zip',
          arguments: { first_name: 'Mei', last_name: 'Kovacs', zip: '28236' },
        },
        {
          action_id: '0_1',
          name: 'cancel_pending_order',
          arguments: { order_id: '#W1', reason: 'ordered by mistake' },
        },
      ],
      communicate_info: ['30'],
      nl_assertions: null,
      reward_basis: ['DB', 'NL_ASSERTION'],
    },
  },
  {
    id: '1',
    user_scenario: scenario('You want to know the status of order #W3.'),
    evaluation_criteria: {
      actions: [{ action_id: '1_0', name: 'get_order_details', arguments: { order_id: '#W3' } }],
      communicate_info: [],
      nl_assertions: ['The agent tells the user the order is processed.'],
      reward_basis: ['DB', 'NL_ASSERTION'],
    },
  },
];

/** A corpus folder in upstream's layout holding the fixture database and the tasks above. */
function writeCorpus(): string {
  const dir = path.join(scratch, 'corpus');
  mkdirSync(path.join(dir, 'domains', 'retail'), { recursive: true });
  writeFileSync(path.join(dir, 'domains', 'retail', 'db.json'), JSON.stringify(retailFixture()));
  writeFileSync(path.join(dir, 'domains', 'retail', 'tasks.json'), JSON.stringify(TASKS));
  writeFileSync(
    path.join(dir, 'domains', 'retail', 'policy.md'),
    '# Retail agent policy\n\nAuthenticate first.\n',
  );
  return dir;
}

describe('import tau2', () => {
  const out = path.join(scratch, 'suite');
  let summary: Awaited<ReturnType<typeof importTau2>>;
  beforeAll(async () => {
    summary = await importTau2(writeCorpus(), 'retail', out);
  });

  it('writes one task folder per task, sharing one database copy', () => {
    expect(summary.tasks.map((task) => task.id)).toEqual(['retail-0', 'retail-1']);
    expect(existsSync(path.join(out, 'domains', 'retail', 'db.json'))).toBe(true);
    const seed = JSON.parse(readFileSync(path.join(out, 'retail-0', 'seed', 'tau2', 'tau2.json'), 'utf8'));
    expect(seed).toMatchObject({
      domain: 'retail',
      db: '../../../domains/retail/db.json',
      task: { id: '0' },
    });
    expect(readFileSync(path.join(out, 'retail-0', 'check.ts'), 'utf8')).toContain(
      "export { tau2Check as default } from 'mcp-arena/evaluation';",
    );
  });

  it('writes tasks that load: the policy as instructions, the user as a person, a confirmed gold plan', () => {
    const task = loadTask(path.join(out, 'retail-0'));
    expect(task.apps).toEqual(['tau2']);
    expect(task.prompt).toBe('Hi! I want to cancel order #W1 because I ordered it by mistake.');
    expect(deliveredPrompt(task)).toMatch(
      /^<instructions>\nYou are a customer service agent[\s\S]*Authenticate first\.\n<\/policy>\n\nHi! I want/,
    );
    expect(task.people?.[0]).toMatchObject({
      id: 'user',
      name: 'Mei Kovacs',
      role: 'user',
      knows: ['You are Mei Kovacs in zip code 28236.'],
      // The scenario verbatim: the LLM player's brief, as upstream briefs its user simulator.
      scenario: {
        domain: 'retail',
        reasonForCall:
          'You want to cancel order #W1 because you ordered it by mistake. If the agent asks you why, say so.',
        knownInfo: 'You are Mei Kovacs in zip code 28236.',
        unknownInfo: 'You do not remember your email.',
        taskInstructions: 'You are polite.',
      },
    });
    expect(task.reference.plan.map((step) => ('tool' in step ? step.tool : 'say'))).toEqual([
      'tau2__find_user_id_by_name_zip',
      'say',
      'tau2__cancel_pending_order',
    ]);
    expect(task.reference.answer).toContain('30');
    expect(loadTask(path.join(out, 'retail-1')).keyPoints).toEqual([
      'The agent tells the user the order is processed.',
    ]);
  });

  it('scripts a user who gives what they know when asked and agrees to a write', async () => {
    const player = new ScriptedPlayer(loadTask(path.join(out, 'retail-0')).people![0]!);
    expect((await player.reply('Could you give me your full name and zip code?')).text).toBe(
      'I am Mei Kovacs in zip code 28236.',
    );
    expect((await player.reply('I will cancel order #W1. Do you confirm (yes/no)?')).text).toBe(
      'Yes, please go ahead.',
    );
    expect(await player.reply('Your order has been cancelled. Anything else?')).toMatchObject({
      end: 'done',
    });
  });

  it('computes both rewards of the gold actions and of a do-nothing run, and lists them in the README', () => {
    const [cancel, status] = summary.tasks;
    expect([cancel!.gold.upstream.reward, cancel!.gold.verified.reward]).toEqual([1, 1]);
    expect([cancel!.nothing.upstream.reward, cancel!.nothing.verified.reward]).toEqual([0, 0]);
    expect(status!.nothing.upstream.components).toEqual({ DB: 1, NL_ASSERTION: 'not judged' });
    const readme = readFileSync(path.join(out, 'README.md'), 'utf8');
    expect(readme).toContain("passes upstream's reward on 1 of\n2 tasks: retail-1.");
    expect(readme).toContain('retail-1 | nothing verifiable');
  });

  it('writes probes from the gold actions; the verified reward catches the wrong plans upstream’s accepts', () => {
    const task = loadTask(path.join(out, 'retail-0'));
    expect(task.probes.map((probe) => `${probe.kind} ${probe.name}`).sort()).toEqual([
      'alternative alternative-auth-by-email',
      'alternative alternative-reads-reordered',
      'wrong wrong-no-authentication',
      'wrong wrong-no-confirmation',
    ]);
    const byName = Object.fromEntries(
      summary.tasks[0]!.probes.map((probe) => [
        probe.name,
        [probe.rewards.upstream.reward, probe.rewards.verified.reward],
      ]),
    );
    expect(byName).toEqual({
      'alternative-reads-reordered': [1, 1],
      'alternative-auth-by-email': [1, 1],
      'wrong-no-confirmation': [1, 0],
      'wrong-no-authentication': [1, 0],
    });
    const email = task.probes.find((probe) => probe.name === 'alternative-auth-by-email')!;
    expect(email.plan[0]).toEqual({
      tool: 'tau2__find_user_id_by_email',
      arguments: { email: 'mei.kovacs@example.com' },
    });
    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toContain(
      '| wrong-no-confirmation | must fail | 1 | 1 | 0 |',
    );
  });

  it('turns the scenario into the user’s own words', () => {
    expect(
      firstPerson('You want the agent to tell you your balance. If the agent asks you, you are sure.'),
    ).toBe('I want the agent to tell me my balance. If the agent asks me, I am sure.');
  });
});
