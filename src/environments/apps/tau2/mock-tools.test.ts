import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockRewards } from '../../../evaluation/tau2/tau2-mock-reward.ts';
import { mockInitial, replayMock } from './mock-episode.ts';
import { runMockCall } from './mock-toolkit.ts';
import type { Tau2Task } from './tau2-reader.ts';

// The mock domain's databases as upstream ships them: one task, one user, one notification.
const dir = mkdtempSync(path.join(os.tmpdir(), 'tau2-mock-tools-'));
const dbPath = path.join(dir, 'db.json');
const userDbPath = path.join(dir, 'user_db.json');
writeFileSync(
  dbPath,
  JSON.stringify({
    tasks: {
      task_1: { task_id: 'task_1', title: 'Test task', description: 'A test task', status: 'pending' },
    },
    users: { user_1: { user_id: 'user_1', name: 'Test User', tasks: ['task_1'] } },
  }),
);
writeFileSync(
  userDbPath,
  JSON.stringify({
    notifications: {
      notif_1: { notification_id: 'notif_1', message: 'Assigned.', status: 'unread', task_id: 'task_1' },
    },
  }),
);
const created =
  '{"task_id":"task_2","title":"Project Review","description":"Review Q4 project status","status":"pending"}';
const history: NonNullable<NonNullable<Tau2Task['initial_state']>['message_history']> = [
  { role: 'user', content: 'I need a task for the review.' },
  {
    role: 'assistant',
    tool_calls: [
      {
        id: 'call_1',
        name: 'create_task',
        arguments: { user_id: 'user_1', title: 'Project Review', description: 'Review Q4 project status' },
      },
    ],
  },
  { role: 'tool', id: 'call_1', content: created },
  { role: 'assistant', content: 'Created task_2.' },
];

describe('τ² mock tools', () => {
  it('creates, reads and updates as upstream: ids by count, errors by name, Python JSON', () => {
    const state = mockInitial(dbPath, userDbPath, undefined);
    expect(runMockCall(state, { name: 'create_task', arguments: { user_id: 'user_1', title: 'A' } })).toEqual(
      {
        text: '{"task_id": "task_2", "title": "A", "description": null, "status": "pending"}',
        isError: false,
      },
    );
    expect(state.db.users.user_1!.tasks).toEqual(['task_1', 'task_2']);
    expect(runMockCall(state, { name: 'create_task', arguments: { user_id: 'user_9', title: 'A' } })).toEqual(
      {
        text: 'Error: User user_9 not found',
        isError: true,
      },
    );
    expect(
      runMockCall(state, { name: 'update_task_status', arguments: { task_id: 'task_1', status: 'done' } })
        .isError,
    ).toBe(true);
    expect(
      runMockCall(state, {
        name: 'update_task_status',
        arguments: { task_id: 'task_7', status: 'completed' },
      }).text,
    ).toBe('Error: Task task_7 not found');
    expect(runMockCall(state, { name: 'get_users', arguments: {} }).text).toBe(
      '[{"user_id": "user_1", "name": "Test User", "tasks": ["task_1", "task_2"]}]',
    );
    // The user's inbox is theirs: the agent has no such tool.
    expect(runMockCall(state, { name: 'check_notifications', arguments: {} }).isError).toBe(true);
    const dismissed = runMockCall(state, {
      name: 'dismiss_notification',
      arguments: { notification_id: 'notif_1' },
      requestor: 'user',
    });
    expect(dismissed.text).toBe('Notification notif_1 dismissed');
    expect(state.user.notifications.notif_1!.status).toBe('read');
  });

  it('starts from the set-up: initialization data merged, actions run, the history’s writes replayed', () => {
    const merged = mockInitial(dbPath, userDbPath, {
      initial_state: {
        initialization_data: {
          agent_data: {
            tasks: { task_2: { task_id: 'task_2', title: 'R', description: null, status: 'pending' } },
            users: { user_1: { tasks: ['task_1', 'task_2'] } },
          },
        },
      },
    });
    expect(merged.db.users.user_1).toEqual({
      user_id: 'user_1',
      name: 'Test User',
      tasks: ['task_1', 'task_2'],
    });
    const acted = mockInitial(dbPath, userDbPath, {
      initial_state: {
        initialization_actions: [
          { env_type: 'assistant', func_name: 'create_task', arguments: { user_id: 'user_1', title: 'R' } },
        ],
      },
    });
    expect(acted.db.tasks.task_2?.title).toBe('R');
    const continued = mockInitial(dbPath, userDbPath, { initial_state: { message_history: history } });
    expect(continued.db.tasks.task_2?.description).toBe('Review Q4 project status');
    // A history whose recorded result the tools do not give is refused, as upstream's strict replay does.
    const forged = history.map((m) =>
      m.role === 'tool' ? { ...m, content: created.replace('task_2', 'task_9') } : m,
    );
    expect(() => mockInitial(dbPath, userDbPath, { initial_state: { message_history: forged } })).toThrow(
      /the history recorded/,
    );
  });

  it('scores upstream’s reward with its default basis and its whole-conversation action match', () => {
    const task: Tau2Task = {
      id: 'update_task_with_message_history',
      user_scenario: { instructions: 'Mark the task as completed.' },
      initial_state: { message_history: history },
      evaluation_criteria: {
        actions: [
          {
            action_id: 'update_1',
            name: 'update_task_status',
            arguments: { task_id: 'task_2', status: 'completed' },
          },
        ],
      },
    };
    const initial = () => mockInitial(dbPath, userDbPath, task);
    const gold = replayMock(initial(), task.evaluation_criteria.actions!);
    const score = (calls: { name: string; arguments: Record<string, unknown> }[]) =>
      mockRewards({
        task,
        final: replayMock(initial(), calls).state,
        initial: initial(),
        gold,
        calls,
        agentMessages: ['Done.'],
      });
    const done = score([
      { name: 'update_task_status', arguments: { task_id: 'task_2', status: 'completed' } },
    ]);
    expect(done.upstream).toEqual({ reward: 1, components: { DB: 1, COMMUNICATE: 1 } });
    expect(done.verified.reward).toBe(1);
    const nothing = score([]);
    expect(nothing.upstream.reward).toBe(0);
    expect(nothing.verified.failures).toContain("the agent's database differs from the gold one");
  });
});
