import { describe, expect, it } from 'vitest';
import type { Tau2Task } from '../environments/app-state.ts';
import { scenarioPrompt } from '../people/index.ts';
import { mockHistory, mockOpening, mockUser } from './tau2-mock-task-file.ts';

// A mock scenario is one text, not retail's structured instructions; one task continues a conversation.
const task: Tau2Task = {
  id: 'update_task_with_message_history',
  user_scenario: {
    persona: 'Professional and direct communicator',
    instructions:
      'Continue the conversation about task management. The previous discussion was about creating a task. Now you want to mark the task as completed.',
  },
  initial_state: {
    message_history: [
      { role: 'user', content: 'I need a task for the review.' },
      {
        role: 'assistant',
        tool_calls: [{ id: 'c1', name: 'create_task', arguments: { user_id: 'user_1', title: 'R' } }],
      },
      { role: 'tool', id: 'c1', content: '{"task_id":"task_2"}' },
      { role: 'assistant', content: 'Created task_2.' },
    ],
  },
  evaluation_criteria: {},
};

describe('a τ² mock task', () => {
  it('briefs the LLM user with the scenario’s one text as upstream does: its instructions, not a reason for call', () => {
    const scenario = mockUser(task).scenario!;
    expect(scenario).toMatchObject({ persona: 'Professional and direct communicator' });
    const prompt = scenarioPrompt(scenario);
    expect(prompt).toContain('Instructions:\nContinue the conversation about task management.');
    expect(prompt).not.toContain('Reason for call');
  });

  it('continues the conversation with what the user wants next, the history as the task’s', () => {
    expect(mockOpening(task)).toBe('Now I want to mark the task as completed.');
    expect(mockHistory(task.initial_state!.message_history!)).toEqual([
      { from: 'user', text: 'I need a task for the review.' },
      {
        from: 'agent',
        tool: 'tau2__create_task',
        arguments: { user_id: 'user_1', title: 'R' },
        result: '{"task_id":"task_2"}',
        isError: false,
      },
      { from: 'agent', text: 'Created task_2.' },
    ]);
  });
});
