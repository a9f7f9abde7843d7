import { parse } from 'yaml';
import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const CONFIG = 'config/production.yaml';
const FIXES: Record<string, { want: unknown; why: string }> = {
  'database.port': { want: 6432, why: 'apps connect through PgBouncer on 6432' },
  'payments.gateway_url': { want: 'https://api.payfast.example/v2', why: 'the live PayFast API' },
  'payments.timeout_ms': { want: 15000, why: '15 seconds, in milliseconds' },
};
const UNCHANGED = [
  'config/staging.yaml',
  'config/development.yaml',
  'docs/infra.md',
  'logs/orders-api-2026-11-20.log',
  'logs/orders-api-2026-11-18.log',
];

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

/** Equal, allowing a number written as a string and a trailing slash on a URL. */
function same(found: unknown, want: unknown): boolean {
  if (typeof want === 'number') return found !== '' && found !== null && Number(found) === want;
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
  const drift = [...keys].filter((key) => !(key in FIXES) && !same(config?.get(key), seed.get(key)));
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
  const touched = UNCHANGED.filter((file) => context.readText(file) !== context.readSeed(file));
  checkpoints.push({
    name: 'other environments, docs and logs untouched',
    passed: edited && touched.length === 0,
    detail: touched.join(', '),
  });
  return checkpoints;
}
