/** Credentials for a service; where an API key goes defaults to what the spec declares. */
export type AuthConfig =
  | { type: 'bearer'; token: string }
  | {
      type: 'apiKey';
      value: string;
      name?: string;
      in?: 'header' | 'query' | 'cookie';
    }
  | { type: 'basic'; username: string; password: string };

/** How to reach one service. */
export interface ExecutorConfig {
  /** Replaces the spec's server URL (a relative spec server path is appended to it). */
  baseUrl?: string;
  auth?: AuthConfig;
  /** Per-request timeout; default 30 s. */
  timeoutMs?: number;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Environment variable prefix for a service: `MCP_ARENA_OPENAPI_<SERVICE>_`. */
export function envPrefix(service: string): string {
  return `MCP_ARENA_OPENAPI_${service.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_`;
}

/**
 * Reads a service's configuration from the environment. Service-specific variables
 * (`MCP_ARENA_OPENAPI_GITEA_BASE_URL`) win over general ones (`MCP_ARENA_OPENAPI_BASE_URL`):
 * `BASE_URL`, `TOKEN` (bearer), `API_KEY` (+ `API_KEY_NAME`, `API_KEY_IN`), `USERNAME` + `PASSWORD`
 * (basic), `TIMEOUT_MS`.
 */
export function executorConfigFromEnv(service: string, env: NodeJS.ProcessEnv = process.env): ExecutorConfig {
  const read = (name: string): string | undefined => {
    const value = env[`${envPrefix(service)}${name}`] ?? env[`MCP_ARENA_OPENAPI_${name}`];
    return value === undefined || value === '' ? undefined : value;
  };
  const config: ExecutorConfig = {};
  const baseUrl = read('BASE_URL');
  if (baseUrl) config.baseUrl = baseUrl;
  const token = read('TOKEN');
  const apiKey = read('API_KEY');
  const username = read('USERNAME');
  if (token) config.auth = { type: 'bearer', token };
  else if (apiKey) {
    const location = read('API_KEY_IN');
    const name = read('API_KEY_NAME');
    config.auth = { type: 'apiKey', value: apiKey };
    if (name) config.auth.name = name;
    if (location === 'header' || location === 'query' || location === 'cookie') config.auth.in = location;
  } else if (username) config.auth = { type: 'basic', username, password: read('PASSWORD') ?? '' };
  const timeout = Number(read('TIMEOUT_MS'));
  if (Number.isFinite(timeout) && timeout > 0) config.timeoutMs = timeout;
  return config;
}

/** Later configurations override earlier ones, field by field. */
export function mergeExecutorConfig(...configs: Array<ExecutorConfig | undefined>): ExecutorConfig {
  const merged: ExecutorConfig = {};
  for (const config of configs) {
    if (!config) continue;
    if (config.baseUrl !== undefined) merged.baseUrl = config.baseUrl;
    if (config.auth !== undefined) merged.auth = config.auth;
    if (config.timeoutMs !== undefined) merged.timeoutMs = config.timeoutMs;
    if (config.headers !== undefined) merged.headers = { ...merged.headers, ...config.headers };
  }
  return merged;
}
