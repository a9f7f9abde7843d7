import type { Random } from '../../noise/random.ts';

/**
 * Building blocks of noise commits: housekeeping messages (never feat or fix: release notes and changelogs
 * of tasks are built from those) and small plausible files to add, edit, rename and delete.
 */
export const MESSAGES = {
  docs: [
    'docs: clarify the local setup steps',
    'docs({area}): fix broken links',
    'docs: add a troubleshooting section for {topic}',
    'docs({area}): reword the introduction',
    'Update {topic} notes',
    'Tidy up the {area} docs',
    'docs: typo',
    'docs({area}): spell out the defaults',
    'Add an example to the {topic} page',
    'docs: move the FAQ to the end',
    'docs({area}): drop an outdated screenshot reference',
  ],
  code: [
    'refactor({area}): extract {fn} into its own module',
    'refactor: simplify {fn}',
    'test({area}): cover empty input in {fn}',
    'style: format {area} with the shared config',
    'perf({area}): avoid a second pass in {fn}',
    'Rename helpers in {area} for clarity',
    'chore({area}): remove dead code',
    'Small cleanup in {fn}',
    'refactor({area}): name the magic numbers in {fn}',
    'test: table-driven cases for {fn}',
    'Make {fn} pure',
    'chore({area}): tighten types around {fn}',
  ],
  config: [
    'ci: cache dependencies between jobs',
    'ci: run the lint job on pull requests only',
    'chore(deps): bump {dep} from {old} to {new}',
    'build: pin the {dep} version',
    'chore: update editor settings',
    'chore({area}): adjust log levels',
    'ci: split the test job in two',
    'build: drop an unused build flag',
    'chore: align config files with the template',
  ],
  scripts: [
    'chore(scripts): make {script} quieter',
    'scripts: add a dry-run flag to {script}',
    'Move {script} next to the other tooling',
  ],
} as const;

export const AREAS = ['utils', 'tooling', 'internal', 'docs', 'dev', 'metrics', 'logging', 'config'];
export const TOPICS = [
  'local setup',
  'logging',
  'the dev container',
  'code review',
  'on-call handover',
  'naming',
];
export const DEPS = ['eslint', 'prettier', 'vitest', 'typescript', 'pino', 'zod', 'yaml', 'husky'];

/** Small generic helpers, as every codebase grows them. */
export const FUNCTIONS = [
  {
    name: 'clamp',
    ts: 'export function clamp(value: number, min: number, max: number): number {\n  return Math.min(Math.max(value, min), max);\n}\n',
    py: 'def clamp(value, low, high):\n    return min(max(value, low), high)\n',
  },
  {
    name: 'chunk',
    ts: 'export function chunk<T>(items: T[], size: number): T[][] {\n  const out: T[][] = [];\n  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));\n  return out;\n}\n',
    py: 'def chunk(items, size):\n    return [items[i : i + size] for i in range(0, len(items), size)]\n',
  },
  {
    name: 'formatBytes',
    ts: "export function formatBytes(bytes: number): string {\n  const units = ['B', 'KB', 'MB', 'GB'];\n  let i = 0;\n  while (bytes >= 1024 && i < units.length - 1) {\n    bytes /= 1024;\n    i += 1;\n  }\n  return `${bytes.toFixed(1)} ${units[i]}`;\n}\n",
    py: 'def format_bytes(size):\n    for unit in ("B", "KB", "MB", "GB"):\n        if size < 1024:\n            return f"{size:.1f} {unit}"\n        size /= 1024\n    return f"{size:.1f} TB"\n',
  },
  {
    name: 'slugify',
    ts: "export function slugify(text: string): string {\n  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');\n}\n",
    py: 'import re\n\n\ndef slugify(text):\n    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")\n',
  },
  {
    name: 'groupBy',
    ts: 'export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {\n  const groups = new Map<string, T[]>();\n  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);\n  return groups;\n}\n',
    py: 'def group_by(items, key):\n    groups = {}\n    for item in items:\n        groups.setdefault(key(item), []).append(item)\n    return groups\n',
  },
  {
    name: 'sleep',
    ts: 'export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));\n',
    py: 'import time\n\n\ndef sleep(ms):\n    time.sleep(ms / 1000)\n',
  },
  {
    name: 'isBlank',
    ts: 'export const isBlank = (text: string | undefined): boolean => !text || text.trim() === "";\n',
    py: 'def is_blank(text):\n    return not text or not text.strip()\n',
  },
  {
    name: 'parseDuration',
    ts: "export function parseDuration(text: string): number {\n  const match = /^(\\d+)(ms|s|m|h)$/.exec(text.trim());\n  if (!match) throw new Error(`not a duration: ${text}`);\n  const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms'];\n  return Number(match[1]) * factor;\n}\n",
    py: 'def parse_duration(text):\n    units = {"ms": 1, "s": 1000, "m": 60000, "h": 3600000}\n    for unit in sorted(units, key=len, reverse=True):\n        if text.endswith(unit):\n            return int(text[: -len(unit)]) * units[unit]\n    raise ValueError(text)\n',
  },
];

export const DOC_PARAGRAPHS = [
  'This page collects what we learned the hard way, so the next person does not have to. Keep it short and link to the source of truth rather than copying it.',
  'Run the commands from the repository root. If a step fails, read the first error rather than the last one; the rest usually follows from it.',
  'Logs are structured: one JSON object per line, with a level, a message and the request id. Search by request id first.',
  'When in doubt, ask in the team channel. Nobody minds a question; everybody minds a surprise in production.',
  'Naming: prefer whole words over abbreviations, and name functions for what they return rather than how they work.',
  'The dev container has every tool pinned. Rebuild it after pulling changes to its definition; it takes about four minutes.',
  'Code review is a conversation, not a gate. Say what you would do and why; the author decides unless something is wrong.',
  'On-call handover happens on Mondays. Write down anything unusual from the week, even if it resolved itself.',
];

export const DOC_TITLES = [
  'Local setup',
  'Logging',
  'Code review',
  'On-call handover',
  'Naming',
  'Dev container',
  'Troubleshooting',
];

export function fill(random: Random, template: string, names: { fn?: string; script?: string }): string {
  const old = `${random.int(1, 9)}.${random.int(0, 20)}.${random.int(0, 9)}`;
  const [major, minor] = old.split('.').map(Number) as [number, number];
  return template
    .replace('{area}', random.pick(AREAS))
    .replace('{topic}', random.pick(TOPICS))
    .replace('{fn}', names.fn ?? 'helpers')
    .replace('{script}', names.script ?? 'the release script')
    .replace('{dep}', random.pick(DEPS))
    .replace('{old}', old)
    .replace('{new}', `${major}.${minor + 1}.0`);
}

export function markdown(random: Random, title: string): string {
  const paragraphs = random.sample(DOC_PARAGRAPHS, random.int(2, 4));
  return `# ${title}\n\n${paragraphs.join('\n\n')}\n`;
}

export function yamlConfig(random: Random): string {
  return [
    `log_level: ${random.pick(['info', 'warn', 'debug'])}`,
    `timeout_seconds: ${random.pick([5, 10, 15, 30])}`,
    `retries: ${random.int(1, 5)}`,
    `cache:`,
    `  enabled: ${random.pick(['true', 'false'])}`,
    `  ttl_minutes: ${random.pick([5, 15, 60])}`,
    '',
  ].join('\n');
}

export function shellScript(random: Random, name: string): string {
  return [
    '#!/usr/bin/env bash',
    `# ${name}: ${random.pick(['clean build output', 'print tool versions', 'check the formatting', 'list large files'])}`,
    'set -euo pipefail',
    '',
    random.pick([
      'rm -rf dist coverage .cache',
      'node --version && npm --version && git --version',
      'npx prettier --check .',
      "find . -type f -size +1M -not -path './.git/*' | sort",
    ]),
    '',
  ].join('\n');
}
