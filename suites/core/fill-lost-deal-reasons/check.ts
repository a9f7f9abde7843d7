import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm, keptState, mentions, mentionsAmount, normalizeText } from 'mcp-arena/evaluation';

/** Deals lost in Oct–Nov 2026 by Helena's team (Lea Moser, Felix Roth) without a reason, and the reason their last activity gives. */
const MISSING: Record<number, string> = {
  3001: 'Competitor',
  3002: 'No budget',
  3003: 'Price',
  3004: 'No decision',
  3005: 'Product fit',
  3006: 'Timing',
  3007: 'Competitor',
  3008: 'Price',
};
/** Every deal of the period, biggest first: id, account, owner's email, amount, reason. */
const PERIOD: Array<[number, string, string, number, string]> = [
  [3008, 'Zürcher Versicherungsdienst AG', 'felix.roth@northwind.example', 52000, 'Price'],
  [3004, 'Basler Uhrwerk AG', 'felix.roth@northwind.example', 41000, 'No decision'],
  [3001, 'Rheinau Getränke GmbH', 'lea.moser@northwind.example', 24000, 'Competitor'],
  [3009, 'Kieler Werft GmbH', 'lea.moser@northwind.example', 21000, 'Timing'],
  [3002, 'Allgäu Käserei GmbH', 'lea.moser@northwind.example', 18500, 'No budget'],
  [3007, 'Bremen Kaffee Rösterei GmbH', 'lea.moser@northwind.example', 15300, 'Competitor'],
  [3006, 'Grazer Holzbau GmbH', 'felix.roth@northwind.example', 12800, 'Timing'],
  [3003, 'Linz Drucktechnik GmbH', 'felix.roth@northwind.example', 9600, 'Price'],
  [3010, 'Innsbruck Alpin Sport GmbH', 'felix.roth@northwind.example', 7400, 'No budget'],
  [3005, 'Dresden Optik GmbH', 'lea.moser@northwind.example', 6000, 'Product fit'],
];
const TOTAL = 207_600;
const OWNERS: Record<string, string> = {
  'felix.roth@northwind.example': 'Felix Roth',
  'lea.moser@northwind.example': 'Lea Moser',
};
const FILE = 'winloss.xlsx';
const HEADER = ['deal', 'account', 'owner', 'amount (eur)', 'lost reason'];

const text = (value: unknown): string => normalizeText(String(value ?? ''));
const key = (value: unknown): string => text(value).replace(/[^a-z0-9]/g, '');

export default async function check({
  crm,
  before,
  spreadsheet,
  mail,
}: CheckContext): Promise<CheckpointInput[]> {
  const deals = new Map((await crm.items('deals')).map((deal) => [Number(deal.id), deal]));
  const filled = Object.entries(MISSING).filter(
    ([id, reason]) => text(deals.get(Number(id))?.lost_reason) === text(reason),
  );
  const diff = await diffCrm(before.crm, crm, {
    deals: { changed: { lost_reason: Object.keys(MISSING).map(Number) } },
  });

  const sheets = await spreadsheet.sheets(FILE);
  const period = sheets.find((name) => key(name) === 'octnov2026');
  const rows = period
    ? (await spreadsheet.rows(FILE, period)).filter((row) => row.some((cell) => cell !== null && cell !== ''))
    : [];
  const headerRight = HEADER.every((title, index) => text(rows[0]?.[index]) === title);
  const rowRight = (row: (typeof rows)[number] | undefined, expected: (typeof PERIOD)[number]): boolean =>
    row !== undefined &&
    Number(row[0]) === expected[0] &&
    mentions(String(row[1] ?? ''), expected[1]) &&
    [expected[2], OWNERS[expected[2]]!].some((owner) => text(row[2]) === text(owner)) &&
    row[3] === expected[3] &&
    text(row[4]) === text(expected[4]);
  // A total line under the deals (labelled Total, with the right sum or a SUM formula) is a harmless extra.
  const isTotal = (row: (typeof rows)[number]): boolean => /^total\b/.test(text(row[0]));
  const body = rows.slice(1).filter((row) => !isTotal(row));
  const totalsRight = rows
    .slice(1)
    .filter(isTotal)
    .every((row) => row.some((cell) => cell === TOTAL || /sum\(/i.test(JSON.stringify(cell))));
  const sheetRight =
    headerRight &&
    totalsRight &&
    body.length === PERIOD.length &&
    PERIOD.every((expected, index) => rowRight(body[index], expected));
  const seededSheets = await before.spreadsheet.sheets(FILE);
  const untouched = (
    await Promise.all(
      seededSheets.map(
        async (name) =>
          sheets.includes(name) &&
          JSON.stringify(await spreadsheet.rows(FILE, name)) ===
            JSON.stringify(await before.spreadsheet.rows(FILE, name)),
      ),
    )
  ).every(Boolean);

  const toHelena = (await mail.sent()).filter((message) =>
    message.to.some((to) => to.toLowerCase() === 'helena.vogt@northwind.example'),
  );
  const told = toHelena.some((message) => {
    const content = text(`${message.subject}\n${message.text}`);
    return /\b(10|ten)\b/.test(content) && mentionsAmount(content, TOTAL);
  });
  const acted = filled.length > 0 || period !== undefined || toHelena.length > 0;
  return [
    {
      name: 'the eight missing lost reasons filled in from the list, as the last activities say',
      points: 2,
      passed: filled.length === Object.keys(MISSING).length,
      detail: `right: ${filled.map(([id]) => id).join(', ') || 'none'}`,
    },
    keptState(
      'nothing else in the CRM changed (the September loss, the other team, existing reasons)',
      diff,
      acted,
      { points: 2 },
    ),
    {
      name: 'sheet "Oct-Nov 2026" lists the ten lost deals, biggest first, with the earlier sheets\' columns',
      points: 2,
      passed: sheetRight,
      detail: period
        ? `header ${headerRight ? 'right' : 'wrong'}; ${body.length} rows; wrong: ${
            PERIOD.filter((expected, index) => !rowRight(body[index], expected))
              .map((expected) => expected[0])
              .join(', ') || 'none'
          }`
        : `no Oct-Nov 2026 sheet (sheets: ${sheets.join(', ')})`,
    },
    {
      name: 'the earlier sheets are unchanged',
      passed: acted && untouched,
      detail: acted
        ? untouched
          ? 'unchanged'
          : 'a seeded sheet changed or went missing'
        : 'nothing was done',
    },
    {
      name: 'Helena was told: 10 deals lost, 207,600 EUR in total',
      points: 2,
      passed: told,
      detail: `${toHelena.length} mails to Helena`,
    },
  ];
}
