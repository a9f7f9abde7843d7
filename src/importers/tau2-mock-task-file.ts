/**
 * One τ²-bench mock task as an mcp-arena task: its user (retail's scripted customer, who also acts on their
 * notification inbox where the task's user-side assertions ask it), its conversation so far (upstream's
 * `message_history` as the task's `history`), its reference plan and its probes. Every kind of probe is
 * written once here and applied to every task it fits.
 */
import type {
  Tau2Action,
  Tau2Call,
  Tau2HistoryMessage,
  Tau2Task,
} from '../environments/apps/tau2/tau2-reader.ts';
import { mockToolKind, MOCK_AGENT_TOOLS } from '../environments/apps/tau2/mock-toolkit.ts';
import type { HistoryEntry, Person, PlanStep, Probe, ScriptedReply, TaskFile } from '../tasks/index.ts';
import { referenceAnswer, tau2Instructions, tau2TaskId } from './tau2-task-file.ts';
import { firstPerson, firstSentence, instructionsOf, tau2User } from './tau2-user.ts';

const TRANSFER = 'transfer_to_human_agents';

/** Upstream's message history as the task's `history`: each call paired with the tool message answering it. */
export function mockHistory(messages: readonly Tau2HistoryMessage[]): HistoryEntry[] {
  const results = new Map(messages.filter((m) => m.role === 'tool').map((m) => [m.id, m.content ?? '']));
  return messages.flatMap((message): HistoryEntry[] => {
    if (message.role === 'tool') return [];
    const from = message.role === 'user' ? 'user' : 'agent';
    const calls = (message.tool_calls ?? []).map((call): HistoryEntry => ({
      from: 'agent',
      tool: `tau2__${call.name}`,
      arguments: call.arguments,
      result: results.get(call.id) ?? '',
      isError: (results.get(call.id) ?? '').startsWith('Error:'),
    }));
    return message.content ? [{ from, text: message.content }, ...calls] : calls;
  });
}

/**
 * The user's opening message, or their next one in a conversation under way (no greeting then): the
 * scenario's first sentence that says what they want or need.
 */
export function mockOpening(task: Tau2Task): string {
  const text = instructionsOf(task).reason_for_call;
  const sentences = text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [text];
  const wish = firstPerson(
    sentences.find((s) => /\b(want|wants|need|needs)\b/i.test(s)) ?? firstSentence(text),
  );
  return task.initial_state?.message_history?.length ? wish : `Hi! ${wish}`;
}

/**
 * What the user does on their inbox, from the task's user-side assertions: a notification to be read is one
 * they dismiss (upstream's scenario tells them to, once the agent has done its part).
 */
function userActs(task: Tau2Task): Tau2Call[] {
  return (task.evaluation_criteria.env_assertions ?? [])
    .filter((a) => a.env_type === 'user' && a.func_name === 'assert_notification_status')
    .filter((a) => a.arguments.expected_status === 'read' && (a.assert_value ?? true))
    .map((a) => ({
      name: 'dismiss_notification',
      arguments: { notification_id: a.arguments.notification_id },
      requestor: 'user',
    }));
}

/** The mock user: retail's scripted customer; told the work is done, they first do their own part on their inbox. */
export function mockUser(task: Tau2Task): Person {
  const base = tau2User(task, 'Test User', 'the task tracker’s support');
  const acts = userActs(task);
  if (acts.length === 0) return base;
  const done: ScriptedReply = {
    when: { any: ['has been', 'have been', 'successfully', 'updated', 'marked', 'completed'] },
    say: 'Thanks, I have dismissed the notification on my side.',
    act: acts.map((call) => ({ tool: call.name, arguments: call.arguments })),
    end: 'done',
    once: true,
  };
  const [yes, ...rest] = base.replies;
  return { ...base, replies: [yes!, done, ...rest] };
}

/**
 * The gold actions the reference plan makes: the task's own, or, where it has none, the status updates its
 * agent-side assertions ask for (a task judged by its end state alone).
 */
export function mockGoldActions(task: Tau2Task): Tau2Action[] {
  const actions = task.evaluation_criteria.actions ?? [];
  if (actions.length > 0) return actions;
  return (task.evaluation_criteria.env_assertions ?? [])
    .filter((a) => a.env_type === 'assistant' && a.func_name === 'assert_task_status')
    .map((a, index) => ({
      action_id: `assertion_${index + 1}`,
      name: 'update_task_status',
      arguments: { task_id: a.arguments.task_id, status: a.arguments.expected_status },
    }));
}

const callStep = (action: Tau2Action): PlanStep => ({
  tool: `tau2__${action.name}`,
  arguments: action.arguments,
  why: `gold action ${action.action_id}`,
});

/** The reference plan: the gold actions as calls, then the user told it is done (they do their part then). */
export function mockReferencePlan(task: Tau2Task, actions = mockGoldActions(task)): PlanStep[] {
  const plan = actions.map(callStep);
  if (userActs(task).length > 0) plan.push({ say: 'The task has been updated successfully.' });
  if (plan.length === 0)
    plan.push({ say: 'Of course. And may I say, your requests are always clear and well organised!' });
  return plan;
}

export function mockTaskFile(task: Tau2Task, policy: string): TaskFile & { instructions: string } {
  const actions = mockGoldActions(task);
  const writes = actions.filter((action) => mockToolKind(action.name) === 'write').length;
  const history = mockHistory(task.initial_state?.message_history ?? []);
  return {
    id: tau2TaskId('mock', task),
    title: `τ² mock ${task.id}: ${firstSentence(instructionsOf(task).reason_for_call).slice(0, 120)}`,
    category: 'tau2-mock',
    difficulty: writes <= 1 ? 'easy' : 'medium',
    prompt: mockOpening(task),
    ...(history.length > 0 ? { history } : {}),
    instructions: tau2Instructions(policy),
    apps: ['tau2'],
    tools: Object.keys(MOCK_AGENT_TOOLS).map((name) => `tau2__${name}`),
    people: [mockUser(task)],
    reference: { plan: mockReferencePlan(task), answer: referenceAnswer(task) },
    checks: 'check.ts',
    keyPoints: task.evaluation_criteria.nl_assertions ?? [],
    listings: [],
    limits: { maxTurns: 30 },
  };
}

/** Probes of a mock task: two alternatives every task with a write gets, and the wrong plans that fit it. */
export function mockProbes(task: Tau2Task): Probe[] {
  const actions = mockGoldActions(task);
  const answer = referenceAnswer(task);
  const reference = mockReferencePlan(task);
  const writes = actions.filter((action) => mockToolKind(action.name) === 'write');
  const probes: Probe[] = [];
  if (writes.length > 0)
    probes.push(
      {
        name: 'alternative-users-first',
        kind: 'alternative',
        why: 'the agent lists the users before acting (a read changes nothing)',
        plan: [{ tool: 'tau2__get_users', arguments: {} }, ...reference],
        answer,
      },
      {
        name: 'alternative-confirm-first',
        kind: 'alternative',
        why: 'the agent restates the request and waits for a yes before acting',
        plan: [{ say: 'Just to confirm before I act: shall I go ahead with that?' }, ...reference],
        answer,
      },
    );
  const last = writes.at(-1);
  if (last)
    probes.push({
      name: 'wrong-write-skipped',
      kind: 'wrong',
      why: `the agent says it is done but leaves out its last change (${last.name})`,
      plan: mockReferencePlan(
        task,
        actions.filter((action) => action !== last),
      ),
      answer,
    });
  const update = writes.find((action) => action.name === 'update_task_status');
  if (update)
    probes.push({
      name: 'wrong-status-kept-pending',
      kind: 'wrong',
      why: 'the agent sets the task to pending instead of completed',
      plan: reference.map((step) =>
        'tool' in step && step.tool === 'tau2__update_task_status'
          ? { ...step, arguments: { ...step.arguments, status: 'pending' } }
          : step,
      ),
      answer,
    });
  const create = writes.find((action) => action.name === 'create_task');
  if (create)
    probes.push({
      name: 'wrong-created-twice',
      kind: 'wrong',
      why: 'the agent creates the task twice (a duplicate the user did not ask for)',
      plan: [...reference, callStep(create)],
      answer,
    });
  const transfer = actions.find((action) => action.name === TRANSFER);
  if (transfer)
    probes.push({
      name: 'alternative-explain-then-transfer',
      kind: 'alternative',
      why: 'the agent tells the user it may not delete tasks, then transfers them with its own summary',
      plan: [
        // Not the words that end the scripted user's conversation (a handover): the call must still come.
        { say: 'I am not allowed to delete tasks myself, so I will pass your request on.' },
        { ...callStep(transfer), arguments: { summary: 'The user wants all their tasks deleted.' } },
      ],
      answer,
    });
  if (transfer)
    probes.push({
      name: 'wrong-no-transfer',
      kind: 'wrong',
      why: 'the agent refuses the deletion itself instead of transferring the user, as the policy asks',
      plan: [{ say: 'I am sorry, I am not allowed to delete tasks.' }],
      answer,
    });
  return probes;
}
