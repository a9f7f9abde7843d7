import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, diffGitRefs, normalizeText } from 'mcp-arena/evaluation';

const FILE = 'changelogs/parcel-client.md';
const REPO = 'parcel-client';
/** Commits since v2.4.1 that belong in the notes, per section, with the scope their entry shows. */
const SECTIONS = [
  {
    name: 'Breaking changes',
    heading: /breaking/i,
    entries: { '40ac026': 'shipments', '25c9b68': 'client' } as Record<string, string>,
    /** The text of each BREAKING CHANGE footer, not the subject. */
    text: [/shipment\.raw/i, /minimum is node 20|node 18 is no longer supported/i],
  },
  {
    name: 'Features',
    heading: /feature/i,
    entries: { '9f7a91a': 'labels', b9a4ef7: 'webhooks' } as Record<string, string>,
    text: [],
  },
  {
    name: 'Bug fixes',
    heading: /fix/i,
    entries: { '7844981': 'tracking', '3154c13': 'auth', e386e32: 'rates', '17bf2b0': 'addresses' } as Record<
      string,
      string
    >,
    text: [],
  },
  {
    name: 'Performance',
    heading: /perf/i,
    entries: { beeba6b: 'rates' } as Record<string, string>,
    text: [],
  },
];
/** Commits since v2.4.1 that stay out, and words only they would bring in. */
const LEFT_OUT = [
  'c28d83b', // chore(deps) undici
  'fe8a599', // docs
  '882b8aa', // ci
  '1e4d95e', // fix(internal)
  '638608d', // refactor
  'b5a7e0d', // feat(pickups), reverted
  '52bbe5b', // test
  '5b22fb8', // the revert
  '3fc7236', // build
  '56ee003', // style
];
const LEFT_OUT_WORDS = [/pickup/i, /undici/i, /debug logging/i, /node 22/i, /commonjs|\besm\b/i, /prettier/i];
const LEFT_OUT_WORDS_TOO = [/request builder/i, /paper sizes/i, /every label format/i, /batch/i];
/** Subjects after `type(scope): ` that entries carry as written (breaking changes carry their footer instead). */
const DESCRIPTIONS: Record<string, string> = {
  '9f7a91a': "add format 'zpl' for thermal printers",
  b9a4ef7: 'verify signatures with rotating secrets',
  '7844981': 'handle 204 No Content from the tracking endpoint',
  '3154c13': 'refresh tokens 60 s before they expire instead of after a 401',
  e386e32: 'round insurance amounts to whole cents',
  '17bf2b0': 'accept PO boxes in Germany and Austria',
  beeba6b: 'reuse one HTTP agent across rate requests',
};
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
  const hashesIn = (body: string): string[] =>
    LEFT_OUT.concat(SECTIONS.flatMap((s) => Object.keys(s.entries))).filter((hash) =>
      body.toLowerCase().includes(hash),
    );
  const sectionResult = (index: number): { passed: boolean; scoped: boolean; detail: string } => {
    const want = SECTIONS[index];
    if (!want) return { passed: false, scoped: false, detail: '' };
    const part = find(want.heading);
    if (!part) return { passed: false, scoped: false, detail: `no ${want.name} section` };
    const found = hashesIn(part.body).sort();
    const expected = Object.keys(want.entries);
    const lines = part.body.split('\n');
    const lineOf = (hash: string): number => lines.findIndex((entry) => entry.toLowerCase().includes(hash));
    const description = (hash: string): boolean =>
      DESCRIPTIONS[hash] === undefined ||
      normalizeText(lines[lineOf(hash)] ?? '').includes(normalizeText(DESCRIPTIONS[hash]));
    // Entries in the guide's format: bold scope, the subject as written, oldest first (the map's order).
    const oldestFirst = expected
      .map(lineOf)
      .every((at, index, all) => index === 0 || at > (all[index - 1] ?? -1));
    const scoped = Object.keys(want.entries).filter(
      (hash) =>
        new RegExp(`^\\s*[-*]\\s*\\*\\*${want.entries[hash]}:?\\*\\*:?`, 'i').test(
          lines[lineOf(hash)] ?? '',
        ) &&
        description(hash) &&
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
    ...LEFT_OUT.filter((hash) => section.toLowerCase().includes(hash)),
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
