/**
 * The telecom tools as the agent and the user see them: upstream's names, arguments and descriptions
 * (from the docstrings of tools.py and user_tools.py), each with its kind. `runTelecomCall` is the one
 * entry point of the MCP server, of the user's device and of every replay: it runs the call on the side
 * of its requestor, then syncs the two sides as upstream's environment does after every call.
 */
import { z } from 'zod';
import { ToolFailure } from './retail-tools.ts';
import * as agent from './telecom-tools.ts';
import { renderTelecom, type TelecomState } from './telecom-data.ts';
import { DEVICE_TOOLS } from './telecom-device.ts';
import { DEVICE_ASSERTIONS, DEVICE_SETUP, syncTelecom } from './telecom-setup.ts';
import type { RetailToolKind } from './retail-toolkit.ts';

export type TelecomRequestor = 'assistant' | 'user';

export interface TelecomToolDefinition {
  kind: RetailToolKind;
  description: string;
  input: z.ZodRawShape;
}

const CUSTOMER = z.string().describe('ID of the customer who owns the line.');
const LINE = z.string();
const line = (what: string) => ({
  customer_id: CUSTOMER,
  line_id: LINE.describe(`ID of the line to ${what}.`),
});

/** The agent's tools, in upstream's order. */
export const TELECOM_AGENT_TOOLS: Record<string, TelecomToolDefinition> = {
  get_customer_by_phone: {
    kind: 'read',
    description: 'Finds a customer by their primary contact or line phone number.',
    input: { phone_number: z.string().describe('The phone number to search for.') },
  },
  get_customer_by_id: {
    kind: 'read',
    description: 'Retrieves a customer directly by their unique ID.',
    input: { customer_id: z.string().describe('The unique identifier of the customer.') },
  },
  get_customer_by_name: {
    kind: 'read',
    description:
      'Searches for customers by name and DOB. May return multiple matches if names are similar, DOB helps disambiguate.',
    input: {
      full_name: z.string().describe('The full name of the customer.'),
      dob: z.string().describe('Date of birth for verification, in the format YYYY-MM-DD.'),
    },
  },
  get_details_by_id: {
    kind: 'read',
    description:
      'Retrieves the details for a given ID. The ID must be a valid ID for a Customer, Line, Device, Bill, or Plan.',
    input: { id: z.string().describe('The ID of the object to retrieve.') },
  },
  suspend_line: {
    kind: 'write',
    description:
      'Suspends a specific line (max 6 months). Checks: Line status must be Active. Logic: Sets line status to Suspended, records suspension_start_date.',
    input: { ...line('suspend'), reason: z.string().describe('Reason for suspension.') },
  },
  resume_line: {
    kind: 'write',
    description:
      'Resumes a suspended line. Checks: Line status must be Suspended or Pending Activation. Logic: Sets line status to Active, clears suspension_start_date.',
    input: line('resume'),
  },
  get_bills_for_customer: {
    kind: 'read',
    description: "Retrieves a list of the customer's bills, most recent first.",
    input: {
      customer_id: z.string().describe('ID of the customer.'),
      limit: z.int().default(12).describe('Maximum number of bills to return.'),
    },
  },
  send_payment_request: {
    kind: 'write',
    description:
      'Sends a payment request to the customer for a specific bill. Checks: - Customer exists - Bill exists and belongs ' +
      'to the customer - No other bills are already awaiting payment for this customer Logic: Sets bill status to ' +
      'AWAITING_PAYMENT and notifies customer. Warning: This method does not check if the bill is already PAID. Always ' +
      'check the bill status before calling this method.',
    input: {
      customer_id: z.string().describe('ID of the customer who owns the bill.'),
      bill_id: z.string().describe('ID of the bill to send payment request for.'),
    },
  },
  get_data_usage: {
    kind: 'read',
    description:
      'Retrieves current billing cycle data usage for a line, including data refueling amount, data limit, and cycle end date.',
    input: line('check usage for'),
  },
  enable_roaming: {
    kind: 'write',
    description: 'Enables international roaming on a line.',
    input: line('enable roaming for'),
  },
  disable_roaming: {
    kind: 'write',
    description: 'Disables international roaming on a line.',
    input: line('disable roaming for'),
  },
  transfer_to_human_agents: {
    kind: 'generic',
    description:
      "Transfer the user to a human agent, with a summary of the user's issue. Only transfer if -  the user explicitly " +
      "asks for a human agent -  given the policy and the available tools, you cannot solve the user's issue.",
    input: { summary: z.string().describe("A summary of the user's issue.") },
  },
  refuel_data: {
    kind: 'write',
    description:
      "Refuels data for a specific line, adding to the customer's bill. Checks: Line status must be Active, Customer " +
      "owns the line. Logic: Adds data to the line and charges customer based on the plan's refueling rate.",
    input: {
      ...line('refuel data for'),
      gb_amount: z.number().describe('Amount of data to add in gigabytes.'),
    },
  },
};

const read = (description: string, input: z.ZodRawShape = {}): TelecomToolDefinition => ({
  kind: 'read',
  description,
  input,
});
const write = (description: string, input: z.ZodRawShape = {}): TelecomToolDefinition => ({
  kind: 'write',
  description,
  input,
});
const APP = { app_name: z.string() };

/** The user's tools (their phone), in upstream's order. */
export const TELECOM_USER_TOOLS: Record<string, TelecomToolDefinition> = {
  check_status_bar: read(
    "Shows what icons are currently visible in your phone's status bar (the area at the top of the screen). Displays network signal strength, mobile data status (enabled, disabled, data saver), Wi-Fi status, and battery level.",
  ),
  check_network_status: read(
    "Checks your phone's connection status to cellular networks and Wi-Fi. Shows airplane mode status, signal strength, network type, whether mobile data is enabled, and whether data roaming is enabled.",
  ),
  check_network_mode_preference: read('Shows the current network mode preference.'),
  set_network_mode_preference: write(
    'Changes the type of cellular network your phone prefers to connect to (e.g., 5G, LTE/4G, 3G). Higher-speed networks (LTE/5G) provide faster data but may use more battery.',
    { mode: z.string() },
  ),
  run_speed_test: read(
    'Measures your current internet connection speed (download speed). Provides information about connection quality and what activities it can support.',
  ),
  toggle_airplane_mode: write(
    'Toggles Airplane Mode ON or OFF. When ON, it disconnects all wireless communications including cellular, Wi-Fi, and Bluetooth.',
  ),
  check_sim_status: read(
    'Checks if your SIM card is working correctly and displays its current status. Shows if the SIM is active, missing, or locked with a PIN or PUK code.',
  ),
  reseat_sim_card: write(
    'Simulates removing and reinserting your SIM card. This can help resolve recognition issues.',
  ),
  toggle_data: write(
    "Toggles your phone's mobile data connection ON or OFF. Controls whether your phone can use cellular data for internet access when Wi-Fi is unavailable.",
  ),
  toggle_roaming: write(
    "Toggles Data Roaming ON or OFF. When ON, your phone can use data networks in areas outside your carrier's coverage.",
  ),
  check_data_restriction_status: read(
    'Checks if your phone has any data-limiting features active. Shows if Data Saver mode is on.',
  ),
  toggle_data_saver_mode: write(
    'Toggles Data Saver mode ON or OFF. When ON, it reduces data usage, which may affect data speed.',
  ),
  check_apn_settings: read(
    "Checks the technical APN settings your phone uses to connect to your carrier's mobile data network. Shows current APN name and MMSC URL for picture messaging.",
  ),
  set_apn_settings: write('Sets the APN settings for the phone.', {
    apn_settings: z.record(z.string(), z.unknown()),
  }),
  reset_apn_settings: write('Resets your APN settings to the default settings.'),
  check_wifi_status: read(
    "Checks your Wi-Fi connection status. Shows if Wi-Fi is turned on, which network you're connected to (if any), and the signal strength.",
  ),
  toggle_wifi: write(
    "Toggles your phone's Wi-Fi radio ON or OFF. Controls whether your phone can discover and connect to wireless networks for internet access.",
  ),
  check_wifi_calling_status: read(
    'Checks if Wi-Fi Calling is enabled on your device. This feature allows you to make and receive calls over a Wi-Fi network instead of using the cellular network.',
  ),
  toggle_wifi_calling: write(
    'Toggles Wi-Fi Calling ON or OFF. This feature allows you to make and receive calls over Wi-Fi instead of the cellular network, which can help in areas with weak cellular signal.',
  ),
  check_vpn_status: read(
    "Checks if you're using a VPN (Virtual Private Network) connection. Shows if a VPN is active, connected, and displays any available connection details.",
  ),
  connect_vpn: write('Connects to your VPN (Virtual Private Network).'),
  disconnect_vpn: write(
    'Disconnects any active VPN (Virtual Private Network) connection. Stops routing your internet traffic through a VPN server, which might affect connection speed or access to content.',
  ),
  check_installed_apps: read('Returns the name of all installed apps on the phone.'),
  check_app_status: read(
    'Checks detailed information about a specific app. Shows its permissions and background data usage settings.',
    APP,
  ),
  check_app_permissions: read(
    'Checks what permissions a specific app currently has. Shows if the app has access to features like storage, camera, location, etc.',
    APP,
  ),
  grant_app_permission: write(
    'Gives a specific permission to an app (like access to storage, camera, or location). Required for some app functions to work properly.',
    {
      app_name: z.string().describe('The name of the app to grant the permission to.'),
      permission: z.string().describe('The permission to grant, should be lowercase.'),
    },
  ),
  can_send_mms: read('Checks if the default messaging app can send MMS messages.'),
  reboot_device: write(
    'Restarts your phone completely. This can help resolve many temporary software glitches by refreshing all running services and connections.',
  ),
  check_payment_request: read('Checks if the agent has sent you a payment request.'),
  make_payment: write('Makes a payment for the bill that the agent has sent you.'),
};

type Args = Record<string, unknown>;
const s = (value: unknown): string => String(value);

const AGENT_RUN: Record<string, (state: TelecomState, args: Args) => unknown> = {
  get_customer_by_phone: ({ db }, a) => agent.getCustomerByPhone(db, s(a.phone_number)),
  get_customer_by_id: ({ db }, a) => agent.customerById(db, s(a.customer_id)),
  get_customer_by_name: ({ db }, a) => agent.getCustomerByName(db, s(a.full_name), s(a.dob)),
  get_details_by_id: ({ db }, a) => agent.getDetailsById(db, s(a.id)),
  suspend_line: ({ db }, a) => agent.suspendLine(db, s(a.customer_id), s(a.line_id)),
  resume_line: ({ db }, a) => agent.resumeLine(db, s(a.customer_id), s(a.line_id)),
  get_bills_for_customer: ({ db }, a) =>
    agent.getBillsForCustomer(db, s(a.customer_id), Number(a.limit ?? 12)),
  send_payment_request: ({ db }, a) => agent.sendPaymentRequest(db, s(a.customer_id), s(a.bill_id)),
  get_data_usage: ({ db }, a) => agent.getDataUsage(db, s(a.customer_id), s(a.line_id)),
  enable_roaming: ({ db }, a) => agent.enableRoaming(db, s(a.customer_id), s(a.line_id)),
  disable_roaming: ({ db }, a) => agent.disableRoaming(db, s(a.customer_id), s(a.line_id)),
  transfer_to_human_agents: () => 'Transfer successful',
  refuel_data: ({ db }, a) => agent.refuelData(db, s(a.customer_id), s(a.line_id), Number(a.gb_amount)),
};

/** One call on a telecom tool, by upstream's name, with who makes it (the agent unless said). */
export interface TelecomCall {
  name: string;
  arguments: Args;
  requestor?: TelecomRequestor;
}

/** The kind of a tool on the requestor's side, undefined for a name that is none of theirs. */
export function telecomToolKind(
  name: string,
  requestor: TelecomRequestor = 'assistant',
): RetailToolKind | undefined {
  return (requestor === 'user' ? TELECOM_USER_TOOLS : TELECOM_AGENT_TOOLS)[name]?.kind;
}

/**
 * Runs a call on the requestor's side of `state` (in place), then syncs the two sides, and renders the
 * result as upstream does (`Error: <message>` for a failure, the user's tools' texts as they are).
 * `sync: false` is upstream's gold replay, which calls the tools without syncing between them.
 */
export function runTelecomCall(
  state: TelecomState,
  call: TelecomCall,
  sync = true,
): { text: string; isError: boolean } {
  const user = call.requestor === 'user';
  const tool = (user ? TELECOM_USER_TOOLS : TELECOM_AGENT_TOOLS)[call.name];
  if (!tool) return { text: `Error: Tool '${call.name}' not found.`, isError: true };
  const parsed = z.strictObject(tool.input).safeParse(call.arguments);
  if (!parsed.success) return { text: `Error: ${z.prettifyError(parsed.error)}`, isError: true };
  try {
    const result = user
      ? DEVICE_TOOLS[call.name]!(state.user, parsed.data)
      : AGENT_RUN[call.name]!(state, parsed.data);
    if (sync) syncTelecom(state);
    return { text: renderTelecom(result), isError: false };
  } catch (error) {
    if (error instanceof ToolFailure) return { text: `Error: ${error.message}`, isError: true };
    throw error;
  }
}

/** One of upstream's environment function calls: a task's initialization action or assertion. */
export interface TelecomEnvCall {
  env_type: TelecomRequestor;
  func_name: string;
  arguments: Args;
  assert_value?: boolean;
}

const AGENT_SETUP: Record<string, (state: TelecomState, args: Args) => unknown> = {
  set_data_usage: ({ db }, a) =>
    agent.setDataUsage(db, s(a.customer_id), s(a.line_id), Number(a.data_used_gb)),
  suspend_line_for_overdue_bill: ({ db }, a) =>
    agent.suspendLineForOverdueBill(
      db,
      s(a.customer_id),
      s(a.line_id),
      s(a.new_bill_id),
      Boolean(a.contract_ended),
    ),
};

/** Runs an initialization action (any function of either side, tool or not), then syncs, as upstream. */
export function runTelecomSetup(state: TelecomState, call: TelecomEnvCall): void {
  const run =
    call.env_type === 'user'
      ? (DEVICE_SETUP[call.func_name] ?? DEVICE_TOOLS[call.func_name])
      : (AGENT_SETUP[call.func_name] ?? AGENT_RUN[call.func_name]);
  if (!run) throw new Error(`telecom: no ${call.env_type} function ${call.func_name}`);
  if (call.env_type === 'user')
    (run as (user: TelecomState['user'], args: Args) => unknown)(state.user, call.arguments);
  else (run as (state: TelecomState, args: Args) => unknown)(state, call.arguments);
  syncTelecom(state);
}

/** Whether an assertion holds on `state`: its function's value equals `assert_value` (true unless given). */
export function telecomAssertion(state: TelecomState, call: TelecomEnvCall): boolean {
  const user = call.env_type === 'user';
  const assertion = user ? DEVICE_ASSERTIONS[call.func_name] : agent.TELECOM_DB_ASSERTIONS[call.func_name];
  if (!assertion) throw new Error(`telecom: no ${call.env_type} assertion ${call.func_name}`);
  const value = user
    ? (assertion as (u: TelecomState['user'], a: Args) => boolean)(state.user, call.arguments)
    : (assertion as (d: TelecomState['db'], a: Args) => boolean)(state.db, call.arguments);
  return value === (call.assert_value ?? true);
}

/** Tool definitions as MCP tools: name, description, JSON schema of the arguments, read-only or not. */
export function telecomToolSpecs(definitions: Record<string, TelecomToolDefinition>) {
  return Object.entries(definitions).map(([name, tool]) => ({
    name,
    description: tool.description,
    inputSchema: z.toJSONSchema(z.object(tool.input)) as { type: 'object'; [key: string]: unknown },
    annotations: { readOnlyHint: tool.kind !== 'write', destructiveHint: tool.kind === 'write' },
  }));
}
