import type { ToolSurface } from '../catalog/index.ts';
import {
  addUsage,
  type Message,
  type Model,
  type ToolCall,
  type ToolDefinition,
  ZERO_USAGE,
} from '../models/index.ts';
import { closestNames } from './closest-names.ts';
import { SYSTEM_PROMPT } from './system-prompt.ts';
import type { EndReason, ToolCallRecord, Trajectory, Turn } from './trajectory.ts';

export interface AgentOptions {
  model: Model;
  surface: ToolSurface;
  prompt: string;
  maxTurns: number;
  signal?: AbortSignal;
}

/**
 * The agent loop: ask the model, run the tools it calls, feed results back, until it answers without a
 * tool call or runs out of turns. Tool failures and unknown tools are observations for the model;
 * only model (provider) failures throw, because those are infrastructure faults, not the agent's.
 */
export async function runAgent(options: AgentOptions): Promise<Trajectory> {
  const { model, surface, maxTurns, signal } = options;
  const started = performance.now();
  const tools: ToolDefinition[] = surface.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema,
  }));
  const known = new Set(tools.map((tool) => tool.name));
  const messages: Message[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: options.prompt },
  ];
  const turns: Turn[] = [];
  let usage = ZERO_USAGE;
  let finalAnswer = '';
  let endReason: EndReason = 'max-turns';

  for (let index = 0; index < maxTurns; index += 1) {
    signal?.throwIfAborted();
    const startedAt = new Date().toISOString();
    const modelStart = performance.now();
    const response = await model.generate({ messages, tools }, signal);
    const modelMs = performance.now() - modelStart;
    usage = addUsage(usage, response.usage);
    messages.push({
      role: 'assistant',
      content: response.text,
      toolCalls: response.toolCalls,
      ...(response.reasoning === undefined ? {} : { reasoning: response.reasoning }),
    });

    const toolCalls: ToolCallRecord[] = [];
    for (const call of response.toolCalls) {
      const record = await callTool(surface, known, call, signal);
      toolCalls.push(record);
      messages.push({
        role: 'tool',
        toolCallId: call.id,
        toolName: call.name,
        content: record.result,
        isError: record.isError,
      });
    }
    turns.push({
      index,
      text: response.text,
      ...(response.reasoning === undefined ? {} : { reasoning: response.reasoning }),
      toolCalls,
      usage: response.usage,
      modelMs,
      startedAt,
    });
    if (response.toolCalls.length === 0) {
      finalAnswer = response.text;
      endReason = 'answered';
      break;
    }
  }
  return { turns, finalAnswer, endReason, usage, durationMs: performance.now() - started };
}

async function callTool(
  surface: ToolSurface,
  known: Set<string>,
  call: ToolCall,
  signal?: AbortSignal,
): Promise<ToolCallRecord> {
  const base = { id: call.id, name: call.name, arguments: call.arguments };
  if (!known.has(call.name)) {
    const suggestions = closestNames(call.name, [...known]);
    return {
      ...base,
      result: `Error: there is no tool named "${call.name}". Closest tools: ${suggestions.join(', ')}.`,
      isError: true,
      unknownTool: true,
      durationMs: 0,
    };
  }
  const start = performance.now();
  const result = await surface.call(call.name, call.arguments, signal);
  return {
    ...base,
    result: result.content,
    isError: result.isError,
    unknownTool: false,
    durationMs: performance.now() - start,
  };
}
