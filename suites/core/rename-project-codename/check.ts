import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

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

/** Whitespace, table padding and a trailing newline are not substance. */
const normalise = (text: string): string => text.replace(/-{3,}/g, '---').replace(/\s+/g, ' ').trim();

export default function check(context: CheckContext): CheckpointInput[] {
  const text = (file: string): string => context.readText(file) ?? '';
  const expected = (file: string): string =>
    (context.readSeed(file) ?? '').replace(OLD_NAME, (match) => NEW_NAME[match] ?? `Kestrel(${match})`);
  const stillOld = CURRENT.filter((file) => new RegExp(OLD_NAME.source, 'i').test(text(file)));
  const renamed = CURRENT.filter((file) => normalise(text(file)) === normalise(expected(file)));
  const partnerKept = CURRENT.filter(
    (file) =>
      (text(file).match(/Falconer/g) ?? []).length ===
      (context.readSeed(file)?.match(/Falconer/g) ?? []).length,
  );
  const recordsKept = RECORDS.filter((file) => context.readText(file) === context.readSeed(file));
  const othersKept = OTHERS.filter((file) => context.readText(file) === context.readSeed(file));
  const expectedFiles = [...CURRENT, ...RECORDS, ...OTHERS].sort();
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
      name: 'announcements and glossary untouched, no files added or removed',
      passed:
        acted &&
        othersKept.length === OTHERS.length &&
        JSON.stringify(context.listFiles()) === JSON.stringify(expectedFiles),
      detail: context.listFiles().join(', '),
    },
  ];
}
