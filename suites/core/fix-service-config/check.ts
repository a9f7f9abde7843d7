import { parse } from 'yaml';
import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, keepsLines } from 'mcp-arena/evaluation';

const CONFIG = 'config/production.yaml';
const FIXES: Record<string, { want: unknown; why: string }> = {
  'database.port': { want: 6432, why: 'apps connect through PgBouncer on 6432' },
  'payments.gateway_url': { want: 'https://api.payfast.example/v2', why: 'the live PayFast API' },
  'payments.timeout_ms': { want: 15000, why: '15 seconds, in milliseconds' },
};
const CHANGELOG = 'config/CHANGELOG.md';

/** Leaf values by dotted path (`database.pool.max`, `http.cors_origins.0`). */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function parseYaml(text: string | undefined): Map<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = parse(text);
    return value !== null && typeof value === 'object' ? flatten(value) : undefined;
  } catch {
    return undefined;
  }
}

/** Equal and of the same YAML type (a port quoted as a string is not a number), a URL's trailing slash aside. */
function same(found: unknown, want: unknown): boolean {
  if (typeof want === 'string' && typeof found === 'string') return found.replace(/\/+$/, '') === want;
  return found === want;
}

export default function check(context: CheckContext): CheckpointInput[] {
  /** Preserving checkpoints only count once the agent changed something. */
  const edited = context.readText(CONFIG) !== context.readSeed(CONFIG);
  const seed = parseYaml(context.readSeed(CONFIG)) ?? new Map<string, unknown>();
  const config = parseYaml(context.readText(CONFIG));
  const checkpoints: CheckpointInput[] = [
    {
      name: 'production config edited and still parses',
      passed: edited && config !== undefined,
      detail:
        config === undefined ? `${CONFIG} is missing or not valid YAML` : edited ? '' : 'config not edited',
    },
  ];
  for (const [key, { want, why }] of Object.entries(FIXES)) {
    const found = config?.get(key);
    checkpoints.push({
      name: `${key} fixed`,
      points: 2,
      passed: same(found, want),
      detail: `found ${JSON.stringify(found)}, want ${JSON.stringify(want)} (${why})`,
    });
  }
  const keys = new Set([...seed.keys(), ...(config?.keys() ?? [])]);
  const drift = [...keys].filter((key) => !(key in FIXES) && config?.get(key) !== seed.get(key));
  checkpoints.push({
    name: 'nothing else in the config changed',
    points: 2,
    passed: config !== undefined && edited && drift.length === 0,
    detail: !edited
      ? 'config not edited'
      : drift.length
        ? `changed, added or removed: ${drift.join(', ')}`
        : '',
  });
  // Every other seeded file stays byte for byte; the changelog may gain a line ("Add yours"), never lose one.
  const files = diffFiles(context.before.workspace, context.workspace, {
    allow: { added: true, changed: [CONFIG, CHANGELOG] },
  });
  const changelog = keepsLines(context.readSeed(CHANGELOG) ?? '', context.readText(CHANGELOG) ?? '');
  checkpoints.push({
    name: 'other environments, docs, logs and the changelog kept',
    passed: edited && files.passed && changelog.passed,
    detail: [files.detail, changelog.detail].filter(Boolean).join('; '),
  });
  return checkpoints;
}
