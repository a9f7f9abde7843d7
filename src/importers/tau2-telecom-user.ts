/**
 * The telecom user of an imported task: retail's scripted customer (tau2-user.ts) with their phone. They
 * perform on it the user-side gold actions the scenario requires, each when the agent asks for it (its
 * words, below), and report what the phone showed; and they look at it when asked what it shows (the
 * status bar, a speed test, MMS, the network status), as upstream's scenarios tell the user to ground
 * every answer on their tools. The reference plan asks for each action in those words.
 */
import type { Tau2Action, Tau2Task } from '../environments/app-state.ts';
import { telecomToolKind } from '../environments/apps/tau2/telecom-toolkit.ts';
import type { Person, PlanStep, ScriptedReply } from '../tasks/index.ts';
import { confirmation } from './tau2-confirmation.ts';
import { tau2User } from './tau2-user.ts';

/** What the agent says to ask for a user-side action, and the words that make the scripted user do it. */
const ASKS: Record<string, { say: (args: Record<string, unknown>) => string; words: string[] }> = {
  toggle_airplane_mode: { say: () => 'Please toggle airplane mode on your phone.', words: ['airplane'] },
  toggle_roaming: {
    say: () => 'Please toggle data roaming on your phone.',
    words: ['data roaming', 'toggle roaming', 'roaming setting', 'roaming on your phone'],
  },
  toggle_data: {
    say: () => 'Please toggle mobile data on your phone.',
    words: ['mobile data', 'cellular data', 'toggle data'],
  },
  toggle_data_saver_mode: {
    say: () => 'Please toggle data saver mode on your phone.',
    words: ['data saver'],
  },
  set_network_mode_preference: {
    say: (args) => `Please set your network mode preference to ${String(args.mode)}.`,
    words: ['network mode', 'preferred network', 'network preference'],
  },
  disconnect_vpn: { say: () => 'Please disconnect your VPN.', words: ['vpn'] },
  reseat_sim_card: { say: () => 'Please reseat your SIM card.', words: ['reseat', 're-seat', 'reinsert'] },
  reset_apn_settings: { say: () => 'Please reset your APN settings.', words: ['apn'] },
  reboot_device: { say: () => 'Please reboot your phone.', words: ['reboot', 'restart'] },
  make_payment: {
    say: () => 'Please make the payment on your phone.',
    words: ['make the payment', 'make a payment', 'pay the bill', 'pay it', 'pay'],
  },
  toggle_wifi_calling: {
    say: () => 'Please toggle Wi-Fi calling on your phone.',
    words: ['wi-fi calling', 'wifi calling'],
  },
  grant_app_permission: {
    say: (args) => `Please grant the ${String(args.app_name)} app the ${String(args.permission)} permission.`,
    words: ['permission', 'permissions'],
  },
};

/** What the user looks at when asked, whatever the gold does. */
const LOOKS: { words: string[]; tool: string }[] = [
  { words: ['status bar'], tool: 'check_status_bar' },
  { words: ['speed test'], tool: 'run_speed_test' },
  { words: ['mms', 'picture message'], tool: 'can_send_mms' },
  { words: ['network status'], tool: 'check_network_status' },
];

/** The agent's words asking the user for a user-side gold action. */
export function askUser(action: Tau2Action): string {
  const ask = ASKS[action.name];
  return ask ? ask.say(action.arguments) : `Please run ${action.name.replaceAll('_', ' ')} on your phone.`;
}

/** The telecom user: acts for the user-side gold actions, looks when asked, and retail's rules after. */
export function telecomUser(task: Tau2Task, customerName: string | undefined): Person {
  const base = tau2User(task, customerName, 'their phone carrier’s technical support');
  const acts: ScriptedReply[] = (task.evaluation_criteria.actions ?? [])
    .filter((action) => action.requestor === 'user')
    .map((action) => ({
      when: { any: ASKS[action.name]?.words ?? [action.name.replaceAll('_', ' ')] },
      say: 'Okay, I did that. My phone shows:',
      act: [{ tool: action.name, arguments: action.arguments }],
      once: true,
    }));
  const looks: ScriptedReply[] = LOOKS.map(({ words, tool }) => ({
    when: { any: words },
    say: 'Let me check. My phone shows:',
    act: [{ tool, arguments: {} }],
    once: false,
  }));
  // The explicit request for a yes stays first: a confirmation may name what it confirms.
  const [yes, ...rest] = base.replies;
  return { ...base, replies: [yes!, ...acts, ...looks, ...rest] };
}

/** The user's name and phone number, from the task's set-up (`set_user_info`). */
export function userInfo(task: Tau2Task): { name?: string; phone?: string } {
  const info = task.initial_state?.initialization_actions?.find(
    (action) => action.func_name === 'set_user_info',
  );
  return info ? { name: String(info.arguments.name), phone: String(info.arguments.phone_number) } : {};
}

/**
 * The reference plan: the customer looked up by their phone number (the policy's first step), then the
 * gold actions in order: the agent's as calls (a write after the user's yes), the user's as requests.
 */
export function telecomReferencePlan(task: Tau2Task): PlanStep[] {
  const { phone } = userInfo(task);
  const plan: PlanStep[] = phone
    ? [
        {
          tool: 'tau2__get_customer_by_phone',
          arguments: { phone_number: phone },
          why: 'identify the customer first',
        },
      ]
    : [];
  for (const action of task.evaluation_criteria.actions ?? []) {
    if (action.requestor === 'user') {
      plan.push({
        say: askUser(action),
        why: `gold action ${action.action_id}, the user's to do on their phone`,
      });
      continue;
    }
    if (telecomToolKind(action.name) === 'write')
      plan.push({
        say: confirmation(action),
        why: 'the policy asks for the user’s agreement before a change',
      });
    plan.push({
      tool: `tau2__${action.name}`,
      arguments: action.arguments,
      why: `gold action ${action.action_id}`,
    });
  }
  return plan;
}
