import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  amountsIn,
  diffFiles,
  diffRows,
  diffSql,
  keptState,
  mentions,
  mentionsChange,
  noneWrong,
  normalizeText,
  parseCsv,
} from 'mcp-arena/evaluation';

// Fiscal Q3 (August to October) per region: revenue FY2025, revenue FY2026, growth %, orders FY2026.
const REGIONS: Array<[string, number, number, number, number]> = [
  ['DACH', 1402396.19, 1376286.29, -1.9, 280],
  ['Benelux', 618751.87, 620399.9, 0.3, 121],
  ['Nordics', 462710.04, 575757.04, 24.4, 93],
  ['France', 721412.54, 637352.68, -11.7, 142],
  ['Iberia', 452061.9, 451585.88, -0.1, 90],
  ['Italy', 414433.32, 406558.86, -1.9, 83],
  ['UK & Ireland', 554353.19, 551138.02, -0.6, 126],
];
const TOTAL = { previous: 4626119.05, current: 4619078.67, growth: -0.1522, orders: 935 };
const FASTEST = 'Nordics';
const MARTA = 'marta.kowalczyk@kestrel-tools.test';
const THREAD = [
  '<board-q3-request-20261123@kestrel-tools.test>',
  '<board-q3-addition-20261123@kestrel-tools.test>',
];

const numbersOf = (row: Record<string, string>): number[] =>
  Object.values(row)
    .map((value) => value.trim())
    .map((value) => value.replace(/\s*%$/, ''))
    .filter((value) => /^-?\d+(\.\d+)?$/.test(value))
    .map(Number);
const has = (numbers: number[], want: number, tolerance: number): boolean =>
  numbers.some((value) => Math.abs(value - want) <= tolerance);
// Headline totals may be written in full, in thousands or in millions ("EUR 4.62m"), rounded right to a
// precision that still tells the two years apart (EUR 10,000 or finer): 4.63m is last year's total, 4.62m is not.
const mentionsTotal = (text: string, want: number): boolean =>
  amountsIn(text).some((value) =>
    [1, 1000, 1e6].some((scale) => {
      const unit = scale * 10 ** -(String(value).split('.')[1]?.length ?? 0);
      return unit <= 10000 && Math.abs(value * scale - want) <= Math.max(unit / 2, 1);
    }),
  );
// The request date: both of Marta's mails are of Monday 23 November; the README names files by it.
const REQUEST_DATE = '2026-11-23';

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { before } = context;
  const files = diffFiles(before.workspace, context.workspace, {
    allow: { added: ['analytics/requests/*.csv', 'analytics/**/*.md'] },
  });
  const csvs = files.added.filter((file) => /^analytics\/requests\/[^/]+\.csv$/.test(file));
  const file = csvs[0];
  const rows = file === undefined ? [] : parseCsv(context.readText(file)!.replace(/^\uFEFF/, ''));
  const label = (row: Record<string, string>) => normalizeText(Object.values(row)[0] ?? '');
  const rowOf = (name: string) => rows.find((row) => label(row) === normalizeText(name));
  const regionsWrong = REGIONS.filter(([name, previous, current, growth]) => {
    const row = rowOf(name);
    const numbers = row ? numbersOf(row) : [];
    return !(has(numbers, previous, 0.011) && has(numbers, current, 0.011) && has(numbers, growth, 0.051));
  }).map(([name]) => name);
  const ordersWrong = REGIONS.filter(([name, , , , orders]) => {
    const row = rowOf(name);
    return !(row && numbersOf(row).includes(orders));
  }).map(([name]) => name);
  const total = rowOf('TOTAL');
  const totalNumbers = total ? numbersOf(total) : [];
  const totalRight =
    has(totalNumbers, TOTAL.previous, 0.011) &&
    has(totalNumbers, TOTAL.current, 0.011) &&
    has(totalNumbers, TOTAL.growth, 0.051);
  const known = new Set([...REGIONS.map(([name]) => normalizeText(name)), 'total']);
  const extraRows = rows.map(label).filter((name) => !known.has(name));

  const replies = (await context.mail.sent()).filter((mail) =>
    mail.to.some((to) => to.toLowerCase() === MARTA),
  );
  const reply =
    replies.find((mail) => mail.inReplyTo !== undefined && THREAD.includes(mail.inReplyTo)) ?? replies[0];
  const text = `${reply?.subject ?? ''}\n${reply?.text ?? ''}`;
  // A sentence that calls a region the fastest-growing must name Nordics (a reply listing every region names it anyway).
  const fastestClaims = text
    .split(/\n|(?<=[.;!])\s+/)
    .filter((sentence) =>
      /fastest|strongest|highest growth|grew (the )?most|biggest (growth|increase)/i.test(sentence),
    )
    .filter((sentence) => REGIONS.some(([name]) => mentions(sentence, name)));
  const basename = (file ?? '')
    .split('/')
    .pop()!
    .toLowerCase()
    .replace(/\.csv$/, '');
  const others = (await context.mail.sent()).filter(
    (mail) => !mail.to.some((to) => to.toLowerCase() === MARTA),
  );
  // Every seeded mail is still somewhere in the mailbox (reading, flagging and filing are fine).
  const everything = async (reader: typeof context.mail) =>
    (
      await Promise.all(
        (await reader.folders()).filter((name) => name !== 'Sent').map((name) => reader.list(name)),
      )
    )
      .flat()
      .map((message) => ({ id: message.messageId }));
  const mailbox = diffRows(await everything(before.mail), await everything(context.mail), {
    key: 'id',
    allow: { added: true },
    label: 'mail',
  });
  const database = await diffSql(before.sql, context.sql);
  const acted = file !== undefined || reply !== undefined;
  return [
    {
      name: 'one answer CSV filed in analytics/requests, named by the request date',
      passed: csvs.length === 1 && basename.startsWith(REQUEST_DATE),
      detail: `new CSVs: ${csvs.join(', ') || 'none'}`,
    },
    {
      name: 'revenue both fiscal Q3s and growth per region (Aug-Oct, invoiced and paid only)',
      points: 3,
      passed: file !== undefined && regionsWrong.length === 0,
      detail: regionsWrong.join(', '),
    },
    {
      name: "this Q3's orders per region (the addition in the thread)",
      passed: file !== undefined && ordersWrong.length === 0,
      detail: ordersWrong.join(', '),
    },
    {
      name: 'TOTAL row, and no test region or other stray rows',
      passed: file !== undefined && totalRight && extraRows.length === 0,
      detail: `total: ${totalNumbers.join(' ')}; other rows: ${extraRows.join(', ')}`,
    },
    {
      name: 'reply to Marta in her thread',
      passed: reply !== undefined && reply.inReplyTo !== undefined && THREAD.includes(reply.inReplyTo),
      detail: reply ? `in reply to ${reply.inReplyTo ?? 'nothing'}` : 'no mail to Marta',
    },
    {
      name: 'reply gives both totals, the growth and the fastest-growing region',
      points: 2,
      passed:
        reply !== undefined &&
        mentionsTotal(text, TOTAL.current) &&
        mentionsTotal(text, TOTAL.previous) &&
        mentionsChange(text, TOTAL.growth) &&
        mentions(text, FASTEST) &&
        fastestClaims.every((sentence) => mentions(sentence, FASTEST)),
    },
    {
      // The README: "Reply in the requester's thread with the headline numbers and the file name".
      name: 'reply names the file',
      passed: file !== undefined && reply !== undefined && text.toLowerCase().includes(basename),
      detail: file === undefined ? 'no file' : `looked for ${basename}`,
    },
    noneWrong(
      'nobody else mailed',
      others.map((mail) => mail.to.join(' ')),
      { acted },
    ),
    keptState('inbox kept', mailbox, acted),
    keptState('sales ledger unchanged', database, acted),
    keptState('no seeded file changed or removed', files, acted),
  ];
}
