import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, diffGitRefs, normalizeText } from 'mcp-arena/evaluation';

const FILE = 'changelogs/parcel-client.md';
const REPO = 'parcel-client';
/**
 * Commits since v2.4.1 that belong in the notes, per section, by subject, with the scope their entry shows and
 * the text after `type(scope): ` it carries as written (breaking changes carry their footer instead). Their ids
 * and order come from the seeded repository: no hard-coded ids (noise history changes them) and no object keyed
 * by id (an all-digit id is an integer key, which JavaScript enumerates first, whatever the commit order).
 */
interface Entry {
  subject: string;
  scope: string;
  description?: string;
}
const SECTIONS: { name: string; heading: RegExp; entries: Entry[]; text: RegExp[] }[] = [
  {
    name: 'Breaking changes',
    heading: /breaking/i,
    entries: [
      { subject: 'feat(shipments)!: createShipment() resolves to a Shipment object', scope: 'shipments' },
      { subject: 'feat(client): require Node 20', scope: 'client' },
    ],
    /** The text of each BREAKING CHANGE footer, not the subject. */
    text: [/shipment\.raw/i, /minimum is node 20|node 18 is no longer supported/i],
  },
  {
    name: 'Features',
    heading: /feature/i,
    entries: [
      {
        subject: "feat(labels): add format 'zpl' for thermal printers",
        scope: 'labels',
        description: "add format 'zpl' for thermal printers",
      },
      {
        subject: 'feat(webhooks): verify signatures with rotating secrets',
        scope: 'webhooks',
        description: 'verify signatures with rotating secrets',
      },
    ],
    text: [],
  },
  {
    name: 'Bug fixes',
    heading: /fix/i,
    entries: [
      {
        subject: 'fix(tracking): handle 204 No Content from the tracking endpoint',
        scope: 'tracking',
        description: 'handle 204 No Content from the tracking endpoint',
      },
      {
        subject: 'fix(auth): refresh tokens 60 s before they expire instead of after a 401',
        scope: 'auth',
        description: 'refresh tokens 60 s before they expire instead of after a 401',
      },
      {
        subject: 'fix(rates): round insurance amounts to whole cents',
        scope: 'rates',
        description: 'round insurance amounts to whole cents',
      },
      {
        subject: 'fix(addresses): accept PO boxes in Germany and Austria',
        scope: 'addresses',
        description: 'accept PO boxes in Germany and Austria',
      },
    ],
    text: [],
  },
  {
    name: 'Performance',
    heading: /perf/i,
    entries: [
      {
        subject: 'perf(rates): reuse one HTTP agent across rate requests',
        scope: 'rates',
        description: 'reuse one HTTP agent across rate requests',
      },
    ],
    text: [],
  },
];
/** Commits since v2.4.1 that stay out (by subject), and words only they would bring in. */
const LEFT_OUT = [
  'chore(deps): bump undici from 6.19.2 to 6.21.0',
  'docs: label formats and paper sizes',
  'ci: run the tests on Node 22 as well',
  'fix(internal): silence debug logging in the test setup',
  'refactor(client): move the request builder into its own module',
  'feat(pickups): schedule carrier pickups with client.pickups.create()', // reverted
  'test: cover every label format',
  'Revert "feat(pickups): schedule carrier pickups with client.pickups.create()"',
  'build: publish ESM and CommonJS bundles',
  'style: format with prettier 3.4',
];
const LEFT_OUT_WORDS = [/pickup/i, /undici/i, /debug logging/i, /node 22/i, /commonjs|\besm\b/i, /prettier/i];
const LEFT_OUT_WORDS_TOO = [/request builder/i, /paper sizes/i, /every label format/i, /batch/i];

/** The commits of the release, oldest first, from the seeded repository: subject to full id. */
async function releaseCommits(context: CheckContext): Promise<Map<string, string>> {
  const log = await context.before.git(REPO, [
    'log',
    '--reverse',
    '--format=%H%x09%s',
    'v2.4.1..refs/heads/main',
  ]);
  const commits = new Map<string, string>();
  for (const line of log.split('\n').filter(Boolean)) {
    const [id = '', ...subject] = line.split('\t');
    commits.set(subject.join('\t'), id);
  }
  const missing = [...SECTIONS.flatMap((s) => s.entries.map((entry) => entry.subject)), ...LEFT_OUT].filter(
    (subject) => !commits.has(subject),
  );
  if (missing.length)
    throw new Error(`the seeded ${REPO} has no commit since v2.4.1 titled: ${missing.join('; ')}`);
  return commits;
}

/** Whether `text` names the commit `id`: its 7-character short id or any longer prefix, not inside other hex. */
const names = (text: string, id: string): boolean =>
  new RegExp(`(?<![0-9a-f])${id.slice(0, 7)}`, 'i').test(text);

/** The lines of `text` from the first line matching `start` up to (not including) the first matching `end`. */
function slice(text: string, start: RegExp, end: RegExp): string | undefined {
  const lines = text.split(/\r?\n/);
  const from = lines.findIndex((line) => start.test(line));
  if (from < 0) return undefined;
  const to = lines.findIndex((line, index) => index > from && end.test(line));
  return lines.slice(from, to < 0 ? undefined : to).join('\n');
}

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const text = context.readText(FILE) ?? '';
  const seed = context.readSeed(FILE) ?? '';
  const heading = /^##\s*\[?v?3\.0\.0\]?/m;
  const section = slice(text, heading, /^##\s|^\[unreleased\]:/i) ?? '';
  const headingLine = section.split('\n')[0] ?? '';
  // Subsections of the new release, in order: their heading and their lines.
  const parts = section
    .split(/^###\s*/m)
    .slice(1)
    .map((part) => ({ title: part.split('\n')[0] ?? '', body: part }));
  const find = (want: RegExp) => parts.find((part) => want.test(part.title));
  const commits = await releaseCommits(context);
  const idOf = (subject: string): string => commits.get(subject) ?? '';
  const position = (subject: string): number => [...commits.keys()].indexOf(subject);
  const allIds = [...LEFT_OUT, ...SECTIONS.flatMap((s) => s.entries.map((entry) => entry.subject))].map(idOf);
  const short = (id: string): string => id.slice(0, 7);
  const hashesIn = (body: string): string[] => allIds.filter((id) => names(body, id)).map(short);
  const sectionResult = (index: number): { passed: boolean; scoped: boolean; detail: string } => {
    const want = SECTIONS[index];
    if (!want) return { passed: false, scoped: false, detail: '' };
    const part = find(want.heading);
    if (!part) return { passed: false, scoped: false, detail: `no ${want.name} section` };
    const found = hashesIn(part.body).sort();
    // Oldest first: the order of the commits in the repository.
    const entries = [...want.entries].sort((a, b) => position(a.subject) - position(b.subject));
    const expected = entries.map((entry) => short(idOf(entry.subject)));
    const lines = part.body.split('\n');
    const lineOf = (entry: Entry): number => lines.findIndex((line) => names(line, idOf(entry.subject)));
    const description = (entry: Entry): boolean =>
      entry.description === undefined ||
      normalizeText(lines[lineOf(entry)] ?? '').includes(normalizeText(entry.description));
    // Entries in the guide's format: bold scope, the subject as written, oldest first.
    const oldestFirst = entries
      .map(lineOf)
      .every((at, index, all) => at >= 0 && (index === 0 || at > (all[index - 1] ?? -1)));
    const scoped = entries.filter(
      (entry) =>
        new RegExp(`^\\s*[-*]\\s*\\*\\*${entry.scope}:?\\*\\*:?`, 'i').test(lines[lineOf(entry)] ?? '') &&
        description(entry) &&
        oldestFirst,
    );
    const texts = want.text.filter((pattern) => !pattern.test(part.body));
    return {
      scoped: scoped.length === expected.length,
      passed: JSON.stringify(found) === JSON.stringify([...expected].sort()) && texts.length === 0,
      detail: `commits ${found.join(', ') || 'none'} (want ${expected.join(', ')}); ${scoped.length}/${expected.length} in the guide's format${texts.length ? `; missing footer text ${texts.join(' ')}` : ''}`,
    };
  };
  const order = SECTIONS.map((want) => parts.findIndex((part) => want.heading.test(part.title)));
  const unreleased = text.search(/^## \[Unreleased\]/m);
  const newAt = text.search(heading);
  const oldAt = text.search(/^## \[2\.4\.1\]/m);
  const history = (value: string): string | undefined => slice(value, /^## \[2\.4\.1\]/, /^\[unreleased\]:/i);
  const leaked = [
    ...LEFT_OUT.map(idOf)
      .filter((id) => names(section, id))
      .map(short),
    ...[...LEFT_OUT_WORDS, ...LEFT_OUT_WORDS_TOO].filter((pattern) => pattern.test(section)).map(String),
  ];
  // No ref tagged, moved or deleted (the pipeline tags the release); a new local branch is harmless.
  const refs = await diffGitRefs(context.before.git, context.git, REPO, {
    added: (row) => row.ref.startsWith('refs/heads/'),
  }).catch((error: Error) => ({ passed: false, detail: error.message }));
  // The file's head and every older link stay; only [Unreleased] moves and [3.0.0] is added.
  const head = (value: string): string => value.slice(0, Math.max(0, value.search(/^## \[Unreleased\]/m)));
  const oldLinks = seed.split('\n').filter((line) => /^\[\d/.test(line));
  const linesNow = new Set(text.split(/\r?\n/).map((line) => line.trimEnd()));
  const lostLinks = oldLinks.filter((line) => !linesNow.has(line.trimEnd()));
  const acted = section !== '';
  // Every seeded file but the changelog stays as it was (the stale draft too); added files are fine.
  const files = diffFiles(context.before.workspace, context.workspace, {
    allow: { added: true, changed: [FILE] },
  });
  const breaking = sectionResult(0);
  const features = sectionResult(1);
  const fixes = sectionResult(2);
  const perf = sectionResult(3);
  return [
    {
      name: 'release 3.0.0 (a breaking change since 2.4.1), dated 1 Dec 2026',
      points: 2,
      passed: acted && /2026-12-01/.test(headingLine),
      detail: headingLine || 'no 3.0.0 section in the changelog',
    },
    {
      name: 'new release below Unreleased and above 2.4.1',
      passed: unreleased >= 0 && newAt > unreleased && oldAt > newAt,
      detail: `Unreleased at ${unreleased}, 3.0.0 at ${newAt}, 2.4.1 at ${oldAt}`,
    },
    {
      name: 'breaking changes first, with their footer text',
      points: 2,
      passed: breaking.passed && order[0] === 0,
      detail: breaking.detail,
    },
    { name: 'features', passed: features.passed, detail: features.detail },
    { name: 'bug fixes (fix(internal) left out)', points: 2, passed: fixes.passed, detail: fixes.detail },
    { name: 'performance', passed: perf.passed, detail: perf.detail },
    {
      name: 'sections in the guide order',
      passed:
        order.every((at) => at >= 0) &&
        order.every((at, index) => index === 0 || at > (order[index - 1] ?? 0)),
      detail: parts.map((part) => part.title).join(' | '),
    },
    {
      name: 'chores, docs, internal and the reverted pickups left out',
      points: 2,
      passed: acted && leaked.length === 0,
      detail: leaked.length ? `in the notes: ${leaked.join(', ')}` : '',
    },
    {
      name: 'entries as the guide says: bold scope, subject as written, oldest first',
      passed: [breaking, features, fixes, perf].every((result) => result.scoped),
    },
    {
      name: 'links: [3.0.0] added and [Unreleased] moved on',
      passed:
        /^\[3\.0\.0\]:\s*https:\/\/git\.quayside\.test\/sdk\/parcel-client\/compare\/v2\.4\.1\.\.\.v3\.0\.0\s*$/m.test(
          text,
        ) &&
        /^\[Unreleased\]:\s*https:\/\/git\.quayside\.test\/sdk\/parcel-client\/compare\/v3\.0\.0\.\.\.HEAD\s*$/im.test(
          text,
        ),
    },
    {
      name: 'earlier releases, their links and the file head unchanged',
      passed:
        acted &&
        history(text)?.trimEnd() === history(seed)?.trimEnd() &&
        head(text).trim() === head(seed).trim() &&
        lostLinks.length === 0,
      detail: lostLinks.length ? `links lost: ${lostLinks.join(' ')}` : '',
    },
    {
      name: 'other files untouched, repository not tagged, no ref moved or deleted',
      passed: acted && files.passed && refs.passed,
      detail: [files.detail, refs.detail].filter(Boolean).join('; '),
    },
    { name: 'answer names 3.0.0', required: false, passed: /3\.0\.0/.test(context.answer) },
  ];
}
