import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { keepsLines, normalizeText } from 'mcp-arena/evaluation';

const CURRENT = [
  'docs/README.md',
  'docs/architecture.md',
  'docs/onboarding.md',
  'docs/roadmap.md',
  'docs/faq.md',
];
const RECORDS = [
  'docs/meetings/2026-10-05-kickoff.md',
  'docs/meetings/2026-11-02-sprint-review.md',
  'docs/meetings/2026-11-16-planning.md',
];
const OTHERS = [
  'docs/glossary.md',
  'announcements/2026-11-20-project-renamed.md',
  'announcements/2026-09-01-office-move.md',
];

/** The codename in any case (Falcon, falcon-api, FALCON_API_URL), but not the partner Falconer Labs. */
const OLD_NAME = /falcon(?!er)/gi;
const NEW_NAME: Record<string, string> = { Falcon: 'Kestrel', falcon: 'kestrel', FALCON: 'KESTREL' };

/** Lines as a reader compares them, case kept (KESTREL_API_URL is not kestrel_API_URL); table rules of any length alike. */
const lines = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => normalizeText(line.replace(/-{3,}/g, '---'), { keepCase: true }))
    .join('\n');
/** Every line of `want` is in `text`, in order: added lines (a note) are fine, a lost or changed one is not. */
const keeps = (text: string | undefined, want: string): boolean =>
  text !== undefined && keepsLines(lines(want), lines(text), { normalize: false }).passed;

export default function check(context: CheckContext): CheckpointInput[] {
  const text = (file: string): string => context.readText(file) ?? '';
  const seed = (file: string): string => context.readSeed(file) ?? '';
  const expected = (file: string): string =>
    seed(file).replace(OLD_NAME, (match) => NEW_NAME[match] ?? `Kestrel(${match})`);
  const hasOldName = (file: string): boolean => new RegExp(OLD_NAME.source, 'i').test(text(file));
  const seeded = new Set([...CURRENT, ...RECORDS, ...OTHERS]);
  // Files the agent added under docs/ (not meeting notes) are current docs too.
  const added = context.listFiles().filter((file) => !seeded.has(file));
  const addedDocs = added.filter((file) => file.startsWith('docs/') && !file.startsWith('docs/meetings/'));
  const stillOld = [...CURRENT, ...addedDocs].filter(hasOldName);
  const renamed = CURRENT.filter((file) => keeps(context.readText(file), expected(file)));
  const partnerKept = CURRENT.filter(
    (file) => (text(file).match(/Falconer/g) ?? []).length >= (seed(file).match(/Falconer/g) ?? []).length,
  );
  const recordsKept = RECORDS.filter((file) => keeps(context.readText(file), seed(file)));
  const othersKept = OTHERS.filter((file) => keeps(context.readText(file), seed(file)));
  // Leaving things alone earns points only once the agent changed something.
  const acted = CURRENT.some((file) => context.readText(file) !== context.readSeed(file));
  return [
    {
      name: 'old codename gone from the current docs',
      points: 2,
      passed: stillOld.length === 0 && CURRENT.every((file) => context.readText(file) !== undefined),
      detail: stillOld.join(', '),
    },
    {
      name: 'every form renamed to Kestrel and nothing else changed',
      points: 3,
      passed: renamed.length === CURRENT.length,
      detail: CURRENT.filter((file) => !renamed.includes(file)).join(', '),
    },
    {
      name: 'Falconer Labs keeps its name',
      passed: acted && partnerKept.length === CURRENT.length,
      detail: CURRENT.filter((file) => !partnerKept.includes(file)).join(', '),
    },
    {
      name: 'meeting notes keep the old name',
      points: 2,
      passed: acted && recordsKept.length === RECORDS.length,
      detail: RECORDS.filter((file) => !recordsKept.includes(file)).join(', '),
    },
    {
      name: 'announcements and glossary kept',
      passed: acted && othersKept.length === OTHERS.length,
      detail: OTHERS.filter((file) => !othersKept.includes(file)).join(', '),
    },
  ];
}
