import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, keptState, normalizeText, parseCsv, tally } from 'mcp-arena/evaluation';

const REGISTER = 'legal/nda/nda-register.csv';
/** NDA id -> status, type (key words), effective date, term in months, expiry, file. */
const SIGNED: Record<string, [string, string, string, number, string, string]> = {
  'NDA-2026-059': [
    'signed',
    'mutual',
    '2026-11-01',
    36,
    '2029-10-31',
    'NDA-2026-059_Corvid_Robotics_signed.pdf',
  ],
  'NDA-2026-060': [
    'signed',
    'we disclose',
    '2026-11-12',
    24,
    '2028-11-11',
    'NDA-2026-060_Solace_Therapeutics_signed.pdf',
  ],
  'NDA-2026-062': [
    'signed',
    'they disclose',
    '2026-12-01',
    18,
    '2028-05-31',
    'NDA-2026-062_Tessaract_Labs_signed.pdf',
  ],
  'NDA-2026-063': [
    'signed',
    'they disclose',
    '2026-11-20',
    60,
    '2031-11-19',
    'NDA-2026-063_Zephyr_Biologics_signed.pdf',
  ],
};
const HALF_SIGNED = 'NDA-2026-061';
const WITHDRAWN = 'NDA-2026-064';

type Record_ = Record<string, string>;
const isoDate = (value: string | undefined): string => {
  const text = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  return text;
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const seeded = parseCsv(context.readSeed(REGISTER) ?? '') as Record_[];
  const text = context.readText(REGISTER) ?? '';
  let rows: Record_[] = [];
  try {
    rows = parseCsv(text) as Record_[];
  } catch {
    rows = [];
  }
  const byId = new Map<string, Record_[]>();
  for (const row of rows) {
    const id = (row.nda_id ?? '').trim().toUpperCase();
    byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  const one = (id: string): Record_ | undefined =>
    byId.get(id)?.length === 1 ? byId.get(id)![0] : undefined;
  const status = (row: Record_ | undefined) => normalizeText(row?.status ?? '');
  const statusRight = Object.entries(SIGNED).filter(([id]) => status(one(id)) === 'signed');
  const datesRight = Object.entries(SIGNED).filter(([id, [, , effective, term, expiry]]) => {
    const row = one(id);
    return (
      row !== undefined &&
      isoDate(row.effective_date) === effective &&
      Number(row.term_months) === term &&
      isoDate(row.expiry_date) === expiry
    );
  });
  const typesRight = Object.entries(SIGNED).filter(([id, [, kind]]) =>
    normalizeText(one(id)?.type ?? '').includes(kind),
  );
  const filesRight = Object.entries(SIGNED).filter(
    ([id, [, , , , , file]]) => (one(id)?.file ?? '').trim() === file,
  );
  const halfSigned = one(HALF_SIGNED);
  const withdrawn = one(WITHDRAWN);

  // Every other seeded row unchanged, no row added or lost, header kept.
  const touched = [...Object.keys(SIGNED), HALF_SIGNED, WITHDRAWN];
  const damaged = seeded
    .filter((row) => !touched.includes(row.nda_id!))
    .filter((row) => {
      const now = one(row.nda_id!);
      return (
        !now || Object.keys(row).some((column) => (now[column] ?? '').trim() !== (row[column] ?? '').trim())
      );
    })
    .map((row) => row.nda_id);
  const untouchedColumns = touched
    .map((id) => [seeded.find((row) => row.nda_id === id), one(id)] as const)
    .filter(
      ([before, after]) =>
        !after || before!.counterparty !== after.counterparty || before!.owner !== after.owner,
    )
    .map(([before]) => before!.nda_id);
  const sameShape =
    rows.length === seeded.length &&
    Object.keys(rows[0] ?? {}).join() === Object.keys(seeded[0] ?? {}).join();
  const others = diffFiles(context.before.workspace, context.workspace, { allow: { changed: [REGISTER] } });
  const acted = text !== (context.readSeed(REGISTER) ?? '');

  return [
    tally('the four fully signed NDAs marked Signed', statusRight, 4, { points: 2 }),
    {
      name: 'effective date (stated, or last signature), term in months and expiry per NDA',
      points: 3,
      passed: datesRight.length === 4,
      detail: `${datesRight.length}/4: ${Object.keys(SIGNED)
        .map((id) => `${id} ${one(id)?.effective_date}/${one(id)?.term_months}/${one(id)?.expiry_date}`)
        .join('; ')}`,
    },
    tally('type as signed (Tessaract now one-way, they disclose)', typesRight, 4),
    { name: 'signed PDF filed per NDA', passed: filesRight.length === 4, detail: `${filesRight.length}/4` },
    {
      name: 'Pinecone stays Pending (we have not countersigned)',
      points: 2,
      passed: acted && status(halfSigned) === 'pending',
      detail: halfSigned?.status,
    },
    { name: 'Marlin marked Withdrawn', passed: status(withdrawn) === 'withdrawn', detail: withdrawn?.status },
    {
      name: 'every other row, the header and the row count kept (no row added)',
      passed: acted && sameShape && damaged.length === 0 && untouchedColumns.length === 0,
      detail: `${rows.length} rows; changed: ${[...damaged, ...untouchedColumns].slice(0, 5).join(', ')}`,
    },
    keptState('no other file changed', others, acted),
  ];
}
