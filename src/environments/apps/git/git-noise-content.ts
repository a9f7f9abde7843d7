import type { Random } from '../../noise/random.ts';
import DATA from './git-noise-content.json' with { type: 'json' };

/**
 * Building blocks of noise commits: housekeeping messages (never feat or fix: release notes and changelogs
 * of tasks are built from those) and small plausible files to add, edit, rename and delete.
 */
export const MESSAGES = DATA.MESSAGES;

export const AREAS = DATA.AREAS;
export const TOPICS = DATA.TOPICS;
export const DEPS = DATA.DEPS;

/** Small generic helpers, as every codebase grows them. */
export const FUNCTIONS = DATA.FUNCTIONS;

export const DOC_PARAGRAPHS = DATA.DOC_PARAGRAPHS;

export const DOC_TITLES = DATA.DOC_TITLES;

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
    `# ${name}: ${random.pick(DATA.SCRIPT_PURPOSES)}`,
    'set -euo pipefail',
    '',
    random.pick(DATA.SCRIPT_COMMANDS),
    '',
  ].join('\n');
}
