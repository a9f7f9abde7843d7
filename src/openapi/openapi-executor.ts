import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ArgumentValidator } from './argument-validator.ts';
import {
  DEFAULT_TIMEOUT_MS,
  type ExecutorConfig,
  executorConfigFromEnv,
  mergeExecutorConfig,
} from './executor-config.ts';
import type { OpenapiTool } from './openapi-types.ts';
import { buildHttpRequest } from './request-builder.ts';

export interface ExecutorOptions {
  /** Configuration for every service, or per service; environment variables fill the gaps. */
  config?: ExecutorConfig | ((service: string) => ExecutorConfig | undefined);
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

/** Calls OpenAPI tools over HTTP and answers as MCP tool results. */
export interface OpenapiExecutor {
  has(name: string): boolean;
  call(name: string, args: Record<string, unknown> | undefined): Promise<CallToolResult>;
}

function errorResult(text: string, status?: number): CallToolResult {
  const result: CallToolResult = {
    content: [{ type: 'text', text }],
    isError: true,
  };
  if (status !== undefined) result._meta = { httpStatus: status };
  return result;
}

const TEXTUAL = /^(text\/|application\/(?:[\w.+-]+\+)?(?:json|xml|yaml|x-www-form-urlencoded|javascript))/i;

/**
 * Executes tool calls: checks the arguments against the tool's input schema (nothing is sent when
 * they fail), builds the request, applies the timeout, and returns the body as text content. HTTP
 * errors are error results carrying the status and the body.
 */
export function createOpenapiExecutor(tools: OpenapiTool[], options: ExecutorOptions = {}): OpenapiExecutor {
  const byName = new Map(tools.map((tool) => [tool.spec.name, tool]));
  const validator = new ArgumentValidator();
  const configs = new Map<string, ExecutorConfig>();
  const doFetch = options.fetch ?? fetch;
  const configFor = (service: string): ExecutorConfig => {
    let config = configs.get(service);
    if (!config) {
      const given = typeof options.config === 'function' ? options.config(service) : options.config;
      config = mergeExecutorConfig(executorConfigFromEnv(service, options.env), given);
      configs.set(service, config);
    }
    return config;
  };

  return {
    has: (name) => byName.has(name),
    async call(name, rawArgs) {
      const tool = byName.get(name);
      if (!tool) return errorResult(`Unknown tool: ${name}`);
      const args = rawArgs ?? {};
      const problems = validator.check(tool, args);
      if (problems) return errorResult(`Invalid arguments for ${name}: ${problems}`);
      const config = configFor(tool.spec.server);
      let request: ReturnType<typeof buildHttpRequest>;
      try {
        request = buildHttpRequest(tool.spec.server, tool.binding, args, config);
      } catch (error) {
        return errorResult(error instanceof Error ? error.message : String(error));
      }
      let response: Response;
      try {
        const init: RequestInit = {
          method: request.method,
          headers: request.headers,
          signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        };
        if (request.body !== undefined) init.body = request.body;
        response = await doFetch(request.url, init);
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `timed out after ${config.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`
            : error instanceof Error
              ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
              : String(error);
        return errorResult(`${request.method} ${request.url} failed: ${reason}`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      let body: string;
      if (contentType === '' || TEXTUAL.test(contentType)) body = await response.text();
      else {
        const bytes = await response.arrayBuffer();
        body = `[${bytes.byteLength} bytes of ${contentType}]`;
      }
      if (!response.ok) {
        return errorResult(
          `HTTP ${response.status} ${response.statusText}${body ? `\n${body}` : ''}`,
          response.status,
        );
      }
      return {
        content: [
          {
            type: 'text',
            text: body === '' ? `HTTP ${response.status} ${response.statusText}` : body,
          },
        ],
        _meta: { httpStatus: response.status },
      };
    },
  };
}
