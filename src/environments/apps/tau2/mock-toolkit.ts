/**
 * τ²-bench's mock domain (a toy task tracker): the agent's database (`db.json`: tasks and users), the user's
 * (`user_db.json`: their notification inbox), and the tools of both sides with upstream's names, arguments,
 * errors and effects (src/tau2/domains/mock/ of sierra-research/tau2-bench: tools.py, user_tools.py and their
 * data models), beside the functions a task's set-up and assertions name that are no tools. `runMockCall`
 * is the one entry point of the MCP server, of the user's device and of every replay.
 */
import { z } from 'zod';
import { pythonJson, type RetailToolKind } from './retail-toolkit.ts';
import { ToolFailure } from './retail-tools.ts';
import { telecomToolSpecs, type TelecomCall, type TelecomEnvCall } from './telecom-toolkit.ts';

export interface MockTaskRecord {
  task_id: string;
  title: string;
  description: string | null;
  status: 'pending' | 'completed';
}

export interface MockNotification {
  notification_id: string;
  message: string;
  status: 'unread' | 'read';
  task_id: string | null;
}

/** Both databases of a mock episode: the agent's (`db`) and the user's inbox (`user`). */
export interface MockState {
  db: {
    tasks: Record<string, MockTaskRecord>;
    users: Record<string, { user_id: string; name: string; tasks: string[] }>;
  };
  user: { notifications: Record<string, MockNotification> };
}

type Args = Record<string, unknown>;

interface MockToolDefinition {
  kind: RetailToolKind;
  description: string;
  input: z.ZodRawShape;
  run(state: MockState, args: Args): unknown;
}

const STATUS = z.enum(['pending', 'completed']);

/** Upstream's `create_task`: the id is `task_<number of tasks + 1>`, the task pending, the user's list grown. */
function createTask(state: MockState, userId: string, title: string, description?: string | null) {
  const user = state.db.users[userId];
  if (!user) throw new ToolFailure(`User ${userId} not found`);
  const taskId = `task_${Object.keys(state.db.tasks).length + 1}`;
  const task: MockTaskRecord = {
    task_id: taskId,
    title,
    description: description ?? null,
    status: 'pending',
  };
  state.db.tasks[taskId] = task;
  user.tasks.push(taskId);
  return task;
}

function knownTask(state: MockState, taskId: string): MockTaskRecord {
  const task = state.db.tasks[taskId];
  if (!task) throw new ToolFailure(`Task ${taskId} not found`);
  return task;
}

function knownNotification(state: MockState, id: string): MockNotification {
  const notification = state.user.notifications[id];
  if (!notification) throw new ToolFailure(`Notification ${id} not found`);
  return notification;
}

/** The agent's tools, in upstream's order. */
export const MOCK_AGENT_TOOLS: Record<string, MockToolDefinition> = {
  create_task: {
    kind: 'write',
    description: 'Create a new task for a user.',
    input: {
      user_id: z.string().describe('The ID of the user creating the task'),
      title: z.string().describe('The title of the task'),
      description: z.string().nullable().optional().describe('Optional description of the task'),
    },
    run: (state, a) => createTask(state, String(a.user_id), String(a.title), a.description as string | null),
  },
  get_users: {
    kind: 'read',
    description: 'Get all users in the database.',
    input: {},
    run: (state) => Object.values(state.db.users),
  },
  update_task_status: {
    kind: 'write',
    description: 'Update the status of a task.',
    input: {
      task_id: z.string().describe('The ID of the task to update'),
      status: STATUS.describe('The new status of the task'),
    },
    run: (state, a) => {
      const task = knownTask(state, String(a.task_id));
      task.status = a.status as MockTaskRecord['status'];
      return task;
    },
  },
  transfer_to_human_agents: {
    kind: 'generic',
    description:
      "Transfer the user to a human agent, with a summary of the user's issue. Only transfer if -  the user " +
      "explicitly asks for a human agent -  given the policy and the available tools, you cannot solve the user's issue.",
    input: { summary: z.string().describe("A summary of the user's issue.") },
    run: () => 'Transfer successful',
  },
};

/** The user's tools (their notification inbox), in upstream's order. */
export const MOCK_USER_TOOLS: Record<string, MockToolDefinition> = {
  check_notifications: {
    kind: 'read',
    description: "Check all notifications in the user's inbox.",
    input: {},
    run: (state) => Object.values(state.user.notifications),
  },
  dismiss_notification: {
    kind: 'write',
    description: 'Dismiss (mark as read) a notification.',
    input: { notification_id: z.string().describe('The ID of the notification to dismiss.') },
    run: (state, a) => {
      knownNotification(state, String(a.notification_id)).status = 'read';
      return `Notification ${String(a.notification_id)} dismissed`;
    },
  },
};

/** The functions a task's set-up names that are no tools (upstream's `add_notification`). */
const SETUP: Record<string, (state: MockState, args: Args) => unknown> = {
  add_notification: (state, a) => {
    const id = String(a.notification_id);
    state.user.notifications[id] = {
      notification_id: id,
      message: String(a.message),
      status: 'unread',
      task_id: typeof a.task_id === 'string' ? a.task_id : null,
    };
  },
};

/** Upstream's assertions, by side and name: each reads the state and answers true or false. */
const ASSERTIONS: Record<'assistant' | 'user', Record<string, (state: MockState, args: Args) => boolean>> = {
  assistant: {
    assert_number_of_tasks: (state, a) => {
      const user = state.db.users[String(a.user_id)];
      if (!user) throw new ToolFailure(`User ${String(a.user_id)} not found`);
      return user.tasks.length === Number(a.expected_number);
    },
    assert_task_status: (state, a) => knownTask(state, String(a.task_id)).status === a.expected_status,
  },
  user: {
    assert_notification_status: (state, a) =>
      knownNotification(state, String(a.notification_id)).status === a.expected_status,
  },
};

const toolsOf = (requestor: TelecomCall['requestor']) =>
  requestor === 'user' ? MOCK_USER_TOOLS : MOCK_AGENT_TOOLS;

/** The kind of a tool on the requestor's side, undefined for a name that is none of theirs. */
export function mockToolKind(name: string, requestor: TelecomCall['requestor'] = 'assistant') {
  return toolsOf(requestor)[name]?.kind;
}

/** Runs a call on `state` (in place) as its requestor, rendered as upstream does (`Error: ...` on failure). */
export function runMockCall(state: MockState, call: TelecomCall): { text: string; isError: boolean } {
  const tool = toolsOf(call.requestor)[call.name];
  if (!tool) return { text: `Error: Tool '${call.name}' not found.`, isError: true };
  const parsed = z.strictObject(tool.input).safeParse(call.arguments);
  if (!parsed.success) return { text: `Error: ${z.prettifyError(parsed.error)}`, isError: true };
  try {
    const result = tool.run(state, parsed.data);
    return { text: typeof result === 'string' ? result : pythonJson(result), isError: false };
  } catch (error) {
    if (error instanceof ToolFailure) return { text: `Error: ${error.message}`, isError: true };
    throw error;
  }
}

/** Runs an initialization action: a set-up function, or any tool of its side. */
export function runMockSetup(state: MockState, call: TelecomEnvCall): void {
  const setup = call.env_type === 'user' ? SETUP[call.func_name] : undefined;
  if (setup) return void setup(state, call.arguments);
  const outcome = runMockCall(state, {
    name: call.func_name,
    arguments: call.arguments,
    requestor: call.env_type,
  });
  if (outcome.isError) throw new Error(`mock set-up ${call.func_name} failed: ${outcome.text}`);
}

/** Whether an assertion holds on `state`: its value equals `assert_value` (true unless given); a failure: no. */
export function mockAssertion(state: MockState, call: TelecomEnvCall): boolean {
  const assertion = ASSERTIONS[call.env_type][call.func_name];
  if (!assertion) throw new Error(`mock: no ${call.env_type} assertion ${call.func_name}`);
  try {
    return assertion(state, call.arguments) === (call.assert_value ?? true);
  } catch (error) {
    if (error instanceof ToolFailure) return false;
    throw error;
  }
}

/** The tools of one side as MCP tools. */
export const mockToolSpecs = (side: 'assistant' | 'user') =>
  telecomToolSpecs(side === 'user' ? MOCK_USER_TOOLS : MOCK_AGENT_TOOLS);
