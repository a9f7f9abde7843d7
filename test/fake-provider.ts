import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkAnthropic,
  checkChatCompletions,
  checkGemini,
  checkResponses,
  type Rejection,
} from './strict-provider-rules.ts';

/** One scripted model turn, rendered in whichever wire format the request came in. */
export interface ScriptedTurn {
  kind: 'turn';
  text?: string;
  reasoning?: string;
  toolCalls?: Array<{ name: string; arguments: Record<string, unknown> | string }>;
  usage?: { input: number; cached: number; output: number; reasoning: number };
  /** The provider's own stop reason, when not the usual one (`length`, `MALFORMED_FUNCTION_CALL`, ...). */
  finishReason?: string;
}

export type ScriptedReply =
  | ScriptedTurn
  | { kind: 'status'; status: number; headers?: Record<string, string>; body: string }
  | { kind: 'malformed' }
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** The reply to a request, decided from it (and answered when the promise settles): a model a test steers. */
export type ReplyFunction = (request: RecordedRequest) => ScriptedReply | Promise<ScriptedReply>;

const DEFAULT_USAGE = { input: 1000, cached: 0, output: 50, reasoning: 0 };

/**
 * A loopback server that speaks OpenAI Chat Completions, OpenAI Responses, Anthropic Messages and
 * Gemini generateContent, answering each request with the next scripted reply (or the reply a function
 * decides for it). The bodies follow the
 * providers' documented response shapes, field for field. It is strict: every request is checked as the
 * provider documents (tool count, names, schema subset, message order, tool-call ids) and one that
 * breaks a rule is answered with the provider's 400 and kept in `rejected`.
 */
export class FakeProvider {
  readonly requests: RecordedRequest[] = [];
  readonly rejected: Array<{ path: string; rejection: Rejection }> = [];
  private readonly replies: ScriptedReply[] | ReplyFunction;
  private server?: Server;
  private readonly hanging: ServerResponse[] = [];

  constructor(replies: ScriptedReply[] | ReplyFunction) {
    this.replies = typeof replies === 'function' ? replies : [...replies];
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  get remaining(): number {
    return typeof this.replies === 'function' ? Infinity : this.replies.length;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const path = request.url ?? '';
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const recorded = { path, headers: request.headers, body };
    this.requests.push(recorded);
    const rejection = checkRequest(path, body);
    if (rejection) {
      this.rejected.push({ path, rejection });
      response
        .writeHead(rejection.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(rejection.body));
      return;
    }
    const reply = typeof this.replies === 'function' ? await this.replies(recorded) : this.replies.shift();
    // Stopped while the reply function was deciding: nobody is listening any more.
    if (response.destroyed) return;
    if (!reply) {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"script exhausted"}}');
      return;
    }
    switch (reply.kind) {
      case 'hang':
        this.hanging.push(response);
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "broken", "choices": [');
        return;
      case 'status':
        response
          .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
          .end(reply.body);
        return;
      case 'turn': {
        const n = this.requests.length;
        const answer = path.endsWith('/chat/completions')
          ? chatCompletion(reply, n)
          : path.endsWith('/responses')
            ? responsesApi(reply, n)
            : path.includes(':generateContent')
              ? geminiContent(reply, n)
              : anthropicMessage(reply, n);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }
    }
  }
}

function checkRequest(path: string, body: Record<string, unknown>): Rejection | undefined {
  if (path.endsWith('/chat/completions')) return checkChatCompletions(body);
  if (path.endsWith('/responses')) return checkResponses(body);
  if (path.includes(':generateContent')) return checkGemini(body);
  if (path.endsWith('/messages')) return checkAnthropic(body);
  return undefined;
}

const argumentsText = (value: Record<string, unknown> | string): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

function chatCompletion(turn: ScriptedTurn, n: number): unknown {
  const usage = turn.usage ?? DEFAULT_USAGE;
  const calls = turn.toolCalls ?? [];
  return {
    id: `chatcmpl-${n}`,
    object: 'chat.completion',
    created: 1763777000 + n,
    model: 'qwen3-32b',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: turn.text ?? null,
          ...(turn.reasoning ? { reasoning_content: turn.reasoning } : {}),
          ...(calls.length
            ? {
                tool_calls: calls.map((call, index) => ({
                  id: `call_${n}_${index}`,
                  type: 'function',
                  function: { name: call.name, arguments: argumentsText(call.arguments) },
                })),
              }
            : {}),
        },
        finish_reason: turn.finishReason ?? (calls.length ? 'tool_calls' : 'stop'),
      },
    ],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
      prompt_tokens_details: { cached_tokens: usage.cached },
      completion_tokens_details: { reasoning_tokens: usage.reasoning },
    },
  };
}

function responsesApi(turn: ScriptedTurn, n: number): unknown {
  const usage = turn.usage ?? DEFAULT_USAGE;
  const output: unknown[] = [];
  if (turn.reasoning) {
    output.push({
      type: 'reasoning',
      id: `rs_${n}`,
      summary: [{ type: 'summary_text', text: turn.reasoning }],
    });
  }
  if (turn.text) {
    output.push({
      type: 'message',
      id: `msg_${n}`,
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: turn.text, annotations: [] }],
    });
  }
  (turn.toolCalls ?? []).forEach((call, index) => {
    output.push({
      type: 'function_call',
      id: `fc_${n}_${index}`,
      call_id: `call_${n}_${index}`,
      name: call.name,
      arguments: argumentsText(call.arguments),
      status: 'completed',
    });
  });
  return {
    id: `resp_${n}`,
    object: 'response',
    created_at: 1763777000 + n,
    status: 'completed',
    model: 'gpt-5-mini-2025-08-07',
    output,
    incomplete_details: null,
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cached },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: usage.reasoning },
      total_tokens: usage.input + usage.output,
    },
  };
}

function anthropicMessage(turn: ScriptedTurn, n: number): unknown {
  const usage = turn.usage ?? DEFAULT_USAGE;
  const calls = turn.toolCalls ?? [];
  return {
    id: `msg_0${n}`,
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [
      ...(turn.reasoning ? [{ type: 'thinking', thinking: turn.reasoning, signature: `sig-${n}` }] : []),
      ...(turn.text ? [{ type: 'text', text: turn.text }] : []),
      ...calls.map((call, index) => ({
        type: 'tool_use',
        id: `toolu_0${n}_${index}`,
        name: call.name,
        input: typeof call.arguments === 'string' ? JSON.parse(call.arguments) : call.arguments,
      })),
    ],
    stop_reason: turn.finishReason ?? (calls.length ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    // Anthropic counts cache reads apart from input_tokens.
    usage: {
      input_tokens: usage.input - usage.cached,
      cache_read_input_tokens: usage.cached,
      cache_creation_input_tokens: 0,
      output_tokens: usage.output,
    },
  };
}

function geminiContent(turn: ScriptedTurn, n: number): unknown {
  const usage = turn.usage ?? DEFAULT_USAGE;
  const calls = turn.toolCalls ?? [];
  const parts: unknown[] = [
    ...(turn.reasoning ? [{ text: turn.reasoning, thought: true }] : []),
    ...(turn.text ? [{ text: turn.text }] : []),
    // Gemini signs its first function call of a turn when the model thought before it.
    ...calls.map((call, index) => ({
      functionCall: {
        name: call.name,
        args: typeof call.arguments === 'string' ? JSON.parse(call.arguments) : call.arguments,
      },
      ...(index === 0 && turn.reasoning ? { thoughtSignature: `c2lnLSR7${n}` } : {}),
    })),
  ];
  return {
    candidates: [
      {
        content: { role: 'model', parts },
        finishReason: turn.finishReason ?? 'STOP',
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: usage.input,
      cachedContentTokenCount: usage.cached,
      candidatesTokenCount: usage.output - usage.reasoning,
      thoughtsTokenCount: usage.reasoning,
      totalTokenCount: usage.input + usage.output,
    },
    modelVersion: 'gemini-2.5-flash',
    responseId: `gemini-${n}`,
  };
}
