/**
 * Health rules: an application's health as declarative rules over the tenant's state (tenant.yaml's
 * `health:`), judged on every look, so a fix through the tools shows at once. Five kinds:
 * `property` (a value at a path equals / is one of / is none of / exists), `secretSetting` (a web app setting is a Key
 * Vault reference to a secret that exists with a value), `portOpen` (an NSG's inbound rules allow a TCP
 * port), `exists` (a resource exists) and `storageConnection` (a setting's storage connection string signs
 * in to an account with one of its current keys). Served where the agent looks (the web app's log stream,
 * `POST .../sites/{name}/containerlogs`) and at the app's URL on loopback (azure-app-host.ts).
 */
import type { ArmBehaviour } from './arm-behaviour.ts';
import type { ArmEmulator } from './arm-emulator.ts';
import { idKey } from './arm-path.ts';
import type { ArmState, JsonObject } from './arm-state.ts';
import type { HealthRule, SeedHealth } from './azure-seed-format.ts';

/** An application's health now: whether it works, what its user sees, and its failing rules' messages. */
export interface AppHealth {
  /** The web app's id, as the seed gives it. */
  app: string;
  healthy: boolean;
  /** The page its URL serves: the seed's `ok`, or the page its user sees while it is broken. */
  page: string;
  /** The messages of the rules that fail, in the seed's order (its log stream's errors). */
  failing: string[];
}

function valueAt(body: unknown, dotted: string): unknown {
  let value = body;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    const entry = Object.entries(value as JsonObject).find(
      ([name]) => name.toLowerCase() === key.toLowerCase(),
    );
    value = entry?.[1];
  }
  return value;
}

/** `@Microsoft.KeyVault(SecretUri=https://<vault>.vault.azure.net/secrets/<name>[/<version>])` or `(VaultName=..;SecretName=..)`. */
export function parseKeyVaultReference(value: string): { vault: string; secret: string } | undefined {
  const inner = /^@Microsoft\.KeyVault\((.*)\)\s*$/i.exec(value.trim())?.[1];
  if (inner === undefined) return undefined;
  const uri = /SecretUri=https:\/\/([^./]+)\.vault\.azure\.net\/secrets\/([^/;]+)/i.exec(inner);
  if (uri) return { vault: uri[1]!, secret: uri[2]! };
  const vault = /VaultName=([^;]+)/i.exec(inner)?.[1];
  const secret = /SecretName=([^;]+)/i.exec(inner)?.[1];
  return vault && secret ? { vault: vault.trim(), secret: secret.trim() } : undefined;
}

/** The value of the secret of a vault of that name anywhere in the tenant (vault names are global). */
function secretValue(state: ArmState, vault: string, secret: string): unknown {
  const suffix = `/providers/microsoft.keyvault/vaults/${vault.toLowerCase()}/secrets/${secret.toLowerCase()}`;
  for (const [key, resource] of state.resources)
    if (key.endsWith(suffix) && resource.meta.value !== undefined) return resource.meta.value;
  return undefined;
}

/** True when a vault of that name anywhere in the tenant holds the secret with a value. */
function secretExists(state: ArmState, vault: string, secret: string): boolean {
  return secretValue(state, vault, secret) !== undefined;
}

/** A web app's setting as the app sees it: an app setting, else a connection string's value, Key Vault references resolved. */
function resolvedSetting(state: ArmState, app: string, name: string): string | undefined {
  const settings = state.get(`${app}/config/appsettings`)?.body.properties as JsonObject | undefined;
  const strings = state.get(`${app}/config/connectionstrings`)?.body.properties as JsonObject | undefined;
  const connection = strings?.[name] as JsonObject | undefined;
  const value = settings?.[name] ?? connection?.value;
  if (typeof value !== 'string') return undefined;
  const reference = parseKeyVaultReference(value);
  if (!reference) return value;
  const secret = secretValue(state, reference.vault, reference.secret);
  return typeof secret === 'string' ? secret : undefined;
}

/** `Name=value;...` pairs of a connection string, names lowercased (a key's `=` padding kept). */
function connectionFields(connection: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of connection.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return fields;
}

/** True when `connection` names the storage account `account` and carries one of its current keys. */
function signsInTo(state: ArmState, connection: string | undefined, account: string): boolean {
  const stored = state.get(account);
  if (connection === undefined || !stored) return false;
  const fields = connectionFields(connection);
  const keys = (stored.meta.keys as { value: string }[] | undefined) ?? [];
  return (
    fields.get('accountname')?.toLowerCase() === String(stored.body.name).toLowerCase() &&
    keys.some((key) => key.value === fields.get('accountkey'))
  );
}

function portInRange(port: number, range: unknown): boolean {
  if (typeof range !== 'string') return false;
  if (range === '*') return true;
  const [low, high] = range.split('-').map(Number);
  return high === undefined ? port === low : port >= low! && port <= high;
}

/**
 * Whether security rules (their `properties`, as ARM returns them) let inbound TCP traffic to `port` in: the
 * rule of lowest priority number that covers it decides; none covers it: Azure's default deny.
 */
export function inboundPortAllowed(rules: readonly Record<string, unknown>[], port: number): boolean {
  const deciding = rules
    .filter((rule) => String(rule.direction).toLowerCase() === 'inbound')
    .filter((rule) => ['*', 'tcp'].includes(String(rule.protocol).toLowerCase()))
    .filter((rule) =>
      [rule.destinationPortRange, ...((rule.destinationPortRanges as unknown[]) ?? [])].some((range) =>
        portInRange(port, range),
      ),
    )
    .sort((a, b) => Number(a.priority) - Number(b.priority))[0];
  return String(deciding?.access).toLowerCase() === 'allow';
}

/** The NSG's rules' properties (its child resources: however they were made, the behaviour keeps them there). */
function nsgRules(state: ArmState, nsg: string): JsonObject[] {
  return state
    .list(nsg, 'Microsoft.Network/networkSecurityGroups/securityRules')
    .map((rule) => (rule.body.properties ?? {}) as JsonObject);
}

/** Whether one rule holds in the tenant's state, for the app `app`. */
export function ruleHolds(state: ArmState, app: string, rule: HealthRule): boolean {
  if ('property' in rule) {
    const resource = state.get(rule.property);
    const value = resource ? valueAt(resource.body, rule.path) : undefined;
    if (rule.exists !== undefined && (value !== undefined) !== rule.exists) return false;
    if ('equals' in rule && rule.equals !== undefined && value !== rule.equals) return false;
    if (rule.in !== undefined && !rule.in.includes(value)) return false;
    if (rule.notIn !== undefined && rule.notIn.includes(value)) return false;
    return resource !== undefined;
  }
  if ('secretSetting' in rule) {
    const settings = state.get(`${app}/config/appsettings`)?.body.properties as JsonObject | undefined;
    const value = settings?.[rule.secretSetting];
    const reference = typeof value === 'string' ? parseKeyVaultReference(value) : undefined;
    return reference !== undefined && secretExists(state, reference.vault, reference.secret);
  }
  if ('storageConnection' in rule)
    return signsInTo(state, resolvedSetting(state, app, rule.storageConnection), rule.account);
  if ('portOpen' in rule)
    return state.get(rule.nsg) !== undefined && inboundPortAllowed(nsgRules(state, rule.nsg), rule.portOpen);
  return state.get(rule.exists) !== undefined;
}

/** Every declared application's health in the tenant's state now. */
export function judgeHealth(state: ArmState, health: readonly SeedHealth[]): AppHealth[] {
  return health.map((entry) => {
    const failing = state.get(entry.app)
      ? entry.rules.filter((rule) => !ruleHolds(state, entry.app, rule)).map((rule) => rule.message)
      : ['The web app does not exist.'];
    return {
      app: entry.app,
      healthy: failing.length === 0,
      page: failing.length === 0 ? entry.ok : entry.page,
      failing,
    };
  });
}

/** The log stream of a web app: its start-up lines, then each failing rule's message as an error. */
export function logStream(health: AppHealth, now: string): string {
  const site = health.app.split('/').at(-1);
  const lines = [
    `${now} INFO  - Starting container for site ${site}`,
    `${now} INFO  - Container ${site}_0 for site ${site} initialized successfully`,
    ...health.failing.map((message) => `${now} ERROR - ${message}`),
    health.healthy
      ? `${now} INFO  - Site ${site} answered the warm-up request: 200 OK`
      : `${now} WARN  - Site ${site} answered the warm-up request with an error page: "${health.page}"`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Serves the log stream (`POST .../sites/{name}/containerlogs`) of the sites the seed declares health for. */
export function healthBehaviour(health: readonly SeedHealth[]): ArmBehaviour {
  return {
    name: 'health',
    handle(emulator: ArmEmulator, call) {
      const { segments, request } = call;
      if (request.method.toUpperCase() !== 'POST' || segments.at(-1)?.toLowerCase() !== 'containerlogs')
        return undefined;
      const site = segments.slice(0, -1);
      const resource = emulator.requireResource(site);
      const entry = health.find((candidate) => idKey(candidate.app) === idKey(resource.id));
      if (!entry) return emulator.respond(204);
      const [judged] = judgeHealth(emulator.state, [entry]);
      return { ...emulator.respond(200), text: logStream(judged!, emulator.now) };
    },
  };
}
