import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import {
  diffCalendar,
  diffCells,
  diffRows,
  diffSql,
  mentionsAmount,
  mentionsDate,
  mentionsId,
  mentionsName,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

const BOOK = 'quotes-2026.xlsx';
const QUOTE = 'Q-2026-0148';
const PRIYA = 'priya.raman@harborfreight.test';
const SAM = 'sam.rivera@kestrel-safety.test';
/** Priya's thread: her RFQ, Sam's offer and her two answers. */
const THREAD = [
  '<rfq-dock3-1@harborfreight.test>',
  '<kss-sr-8812@kestrel-safety.test>',
  '<rfq-dock3-2@harborfreight.test>',
  '<rfq-dock3-3@harborfreight.test>',
];
const NET_TOTAL = 14646.3;

interface Line {
  sku: string;
  qty: number;
  price: number;
  discount: number;
  /** A word of the product's name that any faithful description keeps. */
  word: string;
}
/** Priya's latest quantities (18 detectors, no XL gloves), B2B-GBP 2026 at the quantity's tier, 7% off equipment. */
const LINES: Line[] = [
  { sku: 'KS-HH-220', qty: 120, price: 13.9, discount: 0.07, word: 'hard hat' },
  { sku: 'KS-GL-510', qty: 600, price: 5.1, discount: 0.07, word: 'glove' },
  { sku: 'KS-EW-130', qty: 300, price: 3.85, discount: 0.07, word: 'glasses' },
  { sku: 'KS-GD-900', qty: 18, price: 455, discount: 0.07, word: 'detector' },
  { sku: 'KS-SV-100', qty: 2, price: 780, discount: 0, word: 'training' },
];
const SEEDED_SHEETS = ['Register', 'Template', 'Q-2026-0146', 'Q-2026-0147', 'Notes'];

const plain = (text: unknown): string => normalizeText(String(text ?? ''));
const isNumber = (cell: SheetCell | undefined, expected: number, tolerance = 0.005): boolean =>
  cell?.type === 'number' && Math.abs(Number(cell.value) - expected) <= tolerance;
/** A date cell, an Excel serial number or a text that names the day. */
const isDate = (cell: SheetCell | undefined, iso: string): boolean => {
  if (!cell) return false;
  if (cell.type === 'date') return String(cell.value).startsWith(iso);
  if (cell.type === 'number') return Number(cell.value) === Date.parse(iso) / 86_400_000 + 25_569;
  return cell.type === 'string' && mentionsDate(String(cell.value), iso);
};
/** Formula cells without their cached result: excelize drops results it cannot keep, so only the formula counts. */
const formulasOnly = (cells: SheetCell[][]): SheetCell[][] =>
  cells.map((row) => row.map((cell) => (cell.type === 'formula' ? { ...cell, value: null } : cell)));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { spreadsheet, before } = context;
  const sheets = await spreadsheet.sheets(BOOK);
  const newSheets = sheets.filter((name) => !SEEDED_SHEETS.includes(name));
  const quoteSheet = newSheets.find((name) => plain(name) === plain(QUOTE));
  const quote = quoteSheet ? await spreadsheet.cells(BOOK, quoteSheet) : [];
  const at = (address: string): SheetCell | undefined =>
    quote.flat().find((cell) => cell.address === address);

  // The quote's lines: rows 12-21 with a SKU.
  const lineRows = Array.from({ length: 10 }, (_, k) => 12 + k).filter((row) => {
    const sku = at(`A${row}`);
    return sku !== undefined && sku.type !== 'empty';
  });
  const rowOf = (sku: string) => lineRows.filter((row) => plain(at(`A${row}`)?.value) === plain(sku));
  const perLine = (test: (line: Line, row: number) => boolean) => {
    const failed = LINES.filter((line) => {
      const rows = rowOf(line.sku);
      return rows.length !== 1 || !test(line, rows[0]!);
    });
    return {
      passed: quote.length > 0 && failed.length === 0,
      detail: failed.map((line) => line.sku).join(', '),
    };
  };
  const strayLines = lineRows.filter(
    (row) => !LINES.some((line) => plain(at(`A${row}`)?.value) === plain(line.sku)),
  );
  const discountOf = (row: number) => {
    const cell = at(`E${row}`);
    return cell === undefined || cell.type === 'empty'
      ? 0
      : cell.type === 'number'
        ? Number(cell.value)
        : NaN;
  };

  // The quote sheet is the Template with only the header values and the line inputs filled in.
  const layout = quoteSheet
    ? diffCells(formulasOnly(await before.spreadsheet.cells(BOOK, 'Template')), formulasOnly(quote), {
        allow: { added: ['B3:B9', 'A12:E21', 'A27:H'] },
        label: `${QUOTE}: `,
      })
    : { passed: false, detail: 'no quote sheet' };

  // The Register gets one row for the quote, below the earlier ones.
  const register = await spreadsheet.cells(BOOK, 'Register');
  const registerRows = register
    .slice(148)
    .filter((row) => row.some((cell) => plain(cell.value) === plain(QUOTE)));
  const entry = registerRows[0] ?? [];
  const col = (letter: string) => entry.find((cell) => cell.address.startsWith(letter));
  const total = col('E');
  const totalOk =
    isNumber(total, NET_TOTAL, 0.01) ||
    (total?.type === 'formula' &&
      /Q-2026-0148'?!\$?G\$?22$/i.test(String(total.formula ?? '').replace(/\s/g, '')));
  const registerKept = diffCells(await before.spreadsheet.cells(BOOK, 'Register'), register, {
    allow: { added: ['A149:J149'] },
    label: 'Register: ',
  });
  const otherSheets = await Promise.all(
    SEEDED_SHEETS.filter((name) => name !== 'Register').map(async (name) =>
      sheets.includes(name)
        ? diffCells(
            formulasOnly(await before.spreadsheet.cells(BOOK, name)),
            formulasOnly(await spreadsheet.cells(BOOK, name)),
            { label: `${name}: ` },
          )
        : { passed: false, detail: `${name} deleted` },
    ),
  );

  // Mail: the quote goes to Priya in her thread, nobody else gets mail.
  const sent = await context.mail.sent();
  const toPriya = sent.filter((message) => recipientsOf(message).includes(PRIYA));
  const reply = toPriya[0];
  const replyText = reply ? normalizeText(`${reply.subject}\n${reply.text}`, { keepCase: true }) : '';
  const inThread =
    reply !== undefined &&
    (THREAD.includes(reply.inReplyTo ?? '') || plain(reply.subject).includes('rfq: ppe refresh for dock 3'));
  const strangers = sent.flatMap((message) =>
    recipientsOf(message).filter((address) => address !== PRIYA && address !== SAM),
  );
  const mailBefore = (
    await Promise.all((await before.mail.folders()).map((folder) => before.mail.list(folder)))
  ).flat();
  const mailAfter = (
    await Promise.all((await context.mail.folders()).map((folder) => context.mail.list(folder)))
  ).flat();
  const mailKept = diffRows(
    mailBefore.map(({ messageId, folder, subject, text }) => ({ messageId, folder, subject, text })),
    mailAfter
      .filter((message) => mailBefore.some((seeded) => seeded.messageId === message.messageId))
      .map(({ messageId, folder, subject, text }) => ({ messageId, folder, subject, text })),
    { key: 'messageId', label: 'mail: ' },
  );

  // Calendar: one 30-minute follow-up on Monday 30 November (Priya is away on Friday, the third working day).
  const eventsBefore = await before.calendar.events();
  const eventsAfter = await context.calendar.events();
  const added = eventsAfter.filter((event) => !eventsBefore.some((seeded) => seeded.uid === event.uid));
  const followUp = added[0];
  const start = Date.parse(followUp?.start ?? '');
  const end = Date.parse(followUp?.end ?? '');
  const clashes = eventsBefore.filter(
    (event) => Date.parse(event.start) < end && Date.parse(event.end) > start,
  );
  const slotOk =
    followUp !== undefined &&
    added.length === 1 &&
    followUp.start.length > 10 &&
    new Date(start).toISOString().startsWith('2026-11-30') &&
    end - start === 30 * 60_000 &&
    new Date(start).getUTCHours() >= 9 &&
    end <= Date.parse('2026-11-30T17:00:00Z') &&
    clashes.length === 0;
  const calendarKept = diffCalendar(eventsBefore, eventsAfter, { added: true }, { label: 'calendar: ' });
  const database = await diffSql(before.sql, context.sql);

  const acted = newSheets.length > 0 || sent.length > 0 || added.length > 0 || registerRows.length > 0;
  return [
    {
      name: `quote written on a new sheet ${QUOTE} (the next number in the Register), no other new sheet`,
      points: 2,
      passed: quoteSheet !== undefined && newSheets.length === 1,
      detail: `new sheets: ${newSheets.join(', ') || 'none'}`,
    },
    {
      name: 'header: quote no., date, Harbor Freightworks Ltd C-10482, Priya Raman, HFW-PO-77120, valid until 24 Dec 2026',
      points: 2,
      passed:
        mentionsId(String(at('B3')?.value ?? ''), QUOTE) &&
        isDate(at('B4'), context.today) &&
        plain(at('B5')?.value).includes('harbor freightworks') &&
        !plain(at('B5')?.value).includes('rotterdam') &&
        mentionsId(String(at('B6')?.value ?? ''), 'C-10482') &&
        mentionsName(String(at('B7')?.value ?? ''), 'Priya Raman', { require: 'full' }) &&
        mentionsId(String(at('B8')?.value ?? ''), 'HFW-PO-77120') &&
        isDate(at('B9'), '2026-12-24'),
      detail: ['B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9']
        .map((address) => String(at(address)?.value ?? ''))
        .join(' | '),
    },
    {
      name: "the five lines at Priya's latest quantities (18 detectors, no XL gloves), as numbers",
      points: 2,
      ...(() => {
        const result = perLine((line, row) => isNumber(at(`C${row}`), line.qty));
        return {
          passed: result.passed && strayLines.length === 0,
          detail: `${result.detail}${strayLines.length ? `; extra lines in rows ${strayLines.join(', ')}` : ''}`,
        };
      })(),
    },
    {
      name: "list unit prices from the customer's B2B-GBP list valid today, at each quantity's tier",
      points: 2,
      ...perLine((line, row) => isNumber(at(`D${row}`), line.price)),
    },
    {
      name: '7% (0.07) off the equipment as agreed in writing, the training at list price',
      points: 2,
      ...perLine((line, row) => Math.abs(discountOf(row) - line.discount) < 1e-9),
    },
    {
      name: 'descriptions as in the products table',
      ...perLine((line, row) => plain(at(`B${row}`)?.value).includes(line.word)),
    },
    {
      name: "the Template's layout and formulas kept on the quote sheet (net prices, line totals, totals)",
      points: 2,
      passed: layout.passed,
      detail: layout.detail,
    },
    {
      name: 'Register: one row for the quote with date, customer, contact, net total 14,646.30, status Sent and owner',
      points: 2,
      passed:
        registerRows.length === 1 &&
        isDate(col('B'), context.today) &&
        plain(col('C')?.value).includes('harbor freightworks') &&
        mentionsName(String(col('D')?.value ?? ''), 'Priya Raman') &&
        totalOk &&
        plain(col('F')?.value) === 'sent' &&
        mentionsName(String(col('G')?.value ?? ''), 'Sam Rivera'),
      detail: entry.map((cell) => String(cell.formula ?? cell.value)).join(' | '),
    },
    {
      name: 'earlier Register rows, the Template, the Notes and the earlier quotes untouched',
      passed: acted && registerKept.passed && otherSheets.every((diff) => diff.passed),
      detail: [registerKept, ...otherSheets]
        .filter((diff) => !diff.passed)
        .map((diff) => diff.detail)
        .join('; '),
    },
    {
      name: 'quote mailed to Priya in her thread, once',
      passed: toPriya.length === 1 && inThread,
      detail: `${toPriya.length} mails to Priya; subject ${reply?.subject ?? '-'}`,
    },
    {
      name: 'the mail gives the quote number, the net total 14,646.30 and the validity (24 December 2026)',
      points: 2,
      passed:
        mentionsId(replyText, QUOTE) &&
        mentionsAmount(replyText, NET_TOTAL, { tolerance: 0.01 }) &&
        mentionsDate(replyText, '2026-12-24'),
      detail: reply ? replyText.slice(0, 160) : 'no mail to Priya',
    },
    {
      name: 'no mail to anyone else (Harbour Freightworks Rotterdam, Harbor Safety Supplies, colleagues)',
      passed: acted && strangers.length === 0,
      detail: strangers.join(', '),
    },
    {
      name: 'follow-up call: one 30-minute event on Monday 30 November between 09:00 and 17:00, at a free time',
      points: 2,
      passed: slotOk,
      detail: `${added.length} new events; ${followUp ? `${followUp.start} - ${followUp.end}` : 'none'}; clashes: ${clashes.map((event) => event.summary).join(', ')}`,
    },
    {
      name: 'the follow-up is titled with the quote and the customer, with Priya in the description',
      passed:
        followUp !== undefined &&
        mentionsId(followUp.summary, QUOTE) &&
        plain(followUp.summary).includes('harbor freightworks') &&
        (followUp.description.toLowerCase().includes(PRIYA) ||
          mentionsName(followUp.description, 'Priya Raman')),
      detail: followUp ? `${followUp.summary} / ${followUp.description}` : 'no event',
    },
    {
      name: 'calendar, mailbox and sales database otherwise unchanged',
      passed: acted && calendarKept.passed && mailKept.passed && database.passed,
      detail: [calendarKept, mailKept, database]
        .filter((diff) => !diff.passed)
        .map((diff) => diff.detail)
        .join('; '),
    },
  ];
}
