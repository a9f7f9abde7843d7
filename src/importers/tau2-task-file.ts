/**
 * One imported τ²-bench task as an mcp-arena task: its `task.yaml` (the user as a person, the policy as the
 * agent's instructions, the gold actions as the reference plan with the confirmations the policy asks for)
 * and its seed (`seed/tau2/tau2.json`: the domain, the shared database, the upstream task).
 */
import type { Tau2Action, Tau2Task } from '../environments/app-state.ts';
import type { RetailDb } from '../environments/apps/tau2/retail-data.ts';
import { TAU2_WRITE_TOOLS } from '../evaluation/tau2/tau2-reward.ts';
import type { PlanStep, TaskFile } from '../tasks/index.ts';
import { confirmation } from './tau2-confirmation.ts';
import { firstSentence, instructionsOf, openingMessage, tau2User } from './tau2-user.ts';

/** Upstream's agent instruction; the policy follows it as upstream's system prompt has it. */
export const TAU2_AGENT_INSTRUCTION = [
  'You are a customer service agent that helps the user according to the <policy> provided below.',
  'In each turn you can either:',
  '- Send a message to the user.',
  '- Make a tool call.',
  'You cannot do both at the same time.',
  '',
  'Try to be helpful and always follow the policy. Always make sure you generate valid JSON only.',
].join('\n');

/** The agent's instructions: upstream's system prompt around the domain policy. */
export const tau2Instructions = (policy: string): string =>
  `<instructions>\n${TAU2_AGENT_INSTRUCTION}\n</instructions>\n<policy>\n${policy.trim()}\n</policy>`;

/** Tools every retail agent needs whatever the gold does: authentication and lookups, as the policy says. */
const LOOKUP_TOOLS = [
  'find_user_id_by_email',
  'find_user_id_by_name_zip',
  'get_user_details',
  'get_order_details',
];

/** The id of an imported task: `retail-0`, ... */
export const tau2TaskId = (domain: string, task: Tau2Task): string =>
  `${domain}-${task.id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The customer the gold actions serve, by the user ids and order ids they name. */
export function customerOf(task: Tau2Task, db: RetailDb): string | undefined {
  for (const action of task.evaluation_criteria.actions ?? []) {
    const args = action.arguments;
    const userId =
      typeof args.user_id === 'string'
        ? args.user_id
        : typeof args.order_id === 'string'
          ? db.orders[args.order_id]?.user_id
          : undefined;
    const user = userId === undefined ? undefined : db.users[userId];
    if (user) return `${user.name.first_name} ${user.name.last_name}`;
    if (action.name === 'find_user_id_by_name_zip')
      return `${String(args.first_name)} ${String(args.last_name)}`;
  }
  return undefined;
}

const AUTHENTICATION = new Set(['find_user_id_by_email', 'find_user_id_by_name_zip']);

/**
 * The authentication the policy asks for before anything is written, where the gold actions write without
 * one (retail 70 to 113 list only their writes): the owner of the first write found by name and zip code.
 */
function authentication(actions: readonly Tau2Action[], db: RetailDb): PlanStep[] {
  const firstWrite = actions.findIndex((action) => TAU2_WRITE_TOOLS.has(action.name));
  if (firstWrite < 0 || actions.slice(0, firstWrite).some((action) => AUTHENTICATION.has(action.name)))
    return [];
  const args = actions[firstWrite]!.arguments;
  const userId = typeof args.user_id === 'string' ? args.user_id : db.orders[String(args.order_id)]?.user_id;
  const user = userId === undefined ? undefined : db.users[userId];
  if (!user) return [];
  return [
    {
      tool: 'tau2__find_user_id_by_name_zip',
      arguments: { first_name: user.name.first_name, last_name: user.name.last_name, zip: user.address.zip },
      why: 'the policy: authenticate the user before any action (the gold actions leave it out)',
    },
  ];
}

/**
 * The reference plan: the gold actions in order, each write and transfer after the user's confirmation,
 * and the user authenticated first where the gold actions write without it.
 */
export function referencePlan(task: Tau2Task, db: RetailDb): PlanStep[] {
  const plan: PlanStep[] = [...authentication(task.evaluation_criteria.actions ?? [], db)];
  for (const action of task.evaluation_criteria.actions ?? []) {
    if (TAU2_WRITE_TOOLS.has(action.name))
      plan.push({ say: confirmation(action), why: 'the policy asks for an explicit yes before any write' });
    plan.push({
      tool: `tau2__${action.name}`,
      arguments: action.arguments,
      why: `gold action ${action.action_id}`,
    });
  }
  if (plan.length === 0)
    plan.push({ say: 'I am sorry, but I cannot help with that request under our policy.' });
  return plan;
}

/** The final message of a correct run: it tells the user what `communicate_info` says they must hear. */
export function referenceAnswer(task: Tau2Task): string {
  const info = task.evaluation_criteria.communicate_info ?? [];
  return info.length > 0
    ? `All done. For your information: ${info.join('; ')}. Is there anything else I can help with?`
    : 'All done. Is there anything else I can help with?';
}

export function tau2TaskFile(
  domain: string,
  task: Tau2Task,
  db: RetailDb,
  policy: string,
): TaskFile & { instructions: string } {
  const actions = task.evaluation_criteria.actions ?? [];
  const writes = actions.filter((action) => TAU2_WRITE_TOOLS.has(action.name)).length;
  const tools = [...new Set([...LOOKUP_TOOLS, ...actions.map((action) => action.name)])];
  return {
    id: tau2TaskId(domain, task),
    title: `τ² ${domain} ${task.id}: ${firstSentence(instructionsOf(task).reason_for_call).slice(0, 120)}`,
    category: `tau2-${domain}`,
    difficulty: writes === 0 ? 'easy' : writes === 1 ? 'medium' : 'hard',
    prompt: openingMessage(task),
    instructions: tau2Instructions(policy),
    apps: ['tau2'],
    tools: tools.map((name) => `tau2__${name}`),
    people: [tau2User(task, customerOf(task, db))],
    reference: { plan: referencePlan(task, db), answer: referenceAnswer(task) },
    checks: 'check.ts',
    keyPoints: task.evaluation_criteria.nl_assertions ?? [],
    listings: [],
    limits: { maxTurns: 60 },
  };
}
