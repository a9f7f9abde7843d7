import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import {
  diffCells,
  diffSql,
  keptState,
  mentionsAmount,
  mentionsId,
  normalizeText,
  recipientsOf,
  statementsAbout,
} from 'mcp-arena/evaluation';

interface Account {
  name: string;
  /** Distinctive word of the name, as the sheet and mails may shorten it. */
  short: string;
  notice: string;
  p1: number;
  p1Late: number;
  p2: number;
  p2Late: number;
  percent: number;
  fee: number;
  credit: number;
  /** Tickets that earned a credit: the notice lists them. */
  credited: string[];
  /** Late October tickets that earn no credit (the notice may mention them); every other October ticket was on time. */
  lateWithoutCredit: string[];
  id: number;
}

/** October 2026 per account, response times in business hours (Mon-Fri 08:00-18:00 UTC). */
const ACCOUNTS: Account[] = [
  {
    name: 'Nordwerk Maschinenbau GmbH',
    short: 'nordwerk',
    notice: 'sla-notices@nordwerk.test',
    p1: 10,
    p1Late: 2,
    p2: 18,
    p2Late: 3,
    percent: 0.16,
    fee: 12000,
    credit: 1920,
    credited: ['SUP-20275', 'SUP-20377', 'SUP-20225', 'SUP-20352', 'SUP-20478'],
    lateWithoutCredit: [],
    id: 1,
  },
  {
    name: 'Helix Pharma AG',
    short: 'helix',
    notice: 'vendor-management@helixpharma.test',
    p1: 11,
    p1Late: 3,
    p2: 18,
    p2Late: 3,
    percent: 0.15,
    fee: 8500,
    credit: 1275,
    credited: ['SUP-20232', 'SUP-20290', 'SUP-20460', 'SUP-20341', 'SUP-20371', 'SUP-20437'],
    lateWithoutCredit: [],
    id: 2,
  },
  {
    name: 'Oberland Energie',
    short: 'oberland',
    notice: 'einkauf@oberland-energie.test',
    p1: 4,
    p1Late: 2,
    p2: 14,
    p2Late: 2,
    percent: 0.2,
    fee: 4200,
    credit: 840,
    credited: ['SUP-20260', 'SUP-20406'],
    lateWithoutCredit: ['SUP-20329', 'SUP-20482'],
    id: 3,
  },
];
const FILE = 'sla-credits-2026.xlsx';
const BILLING = 'billing@kitepoint.test';
const SEEDED_ROWS = 10;

const cellText = (cell: SheetCell | undefined) => normalizeText(String(cell?.value ?? ''));
/** "2026-10", "Oct 2026", "October 2026", "10/2026", or a date in October 2026. */
const isOctober = (cell: SheetCell | undefined) => {
  if (cell === undefined) return false;
  if (cell.type === 'date') return String(cell.value).startsWith('2026-10');
  return /\b2026-10\b|\boct(ober)?\.?\s*2026\b|\b10[./]2026\b/.test(cellText(cell));
};
/** A number cell, or a formula's value (the reader computes it when the writer stored no cached result). */
const numberOf = (cell: SheetCell | undefined): number =>
  (cell?.type === 'number' || cell?.type === 'formula') && typeof cell.value === 'number'
    ? cell.value
    : Number.NaN;
const near = (value: number, expected: number) => Math.abs(value - expected) < 0.005;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const cells = await context.spreadsheet.cells(FILE, 'Credits');
  const beforeCells = await context.before.spreadsheet.cells(FILE, 'Credits');
  const added = cells.slice(SEEDED_ROWS).filter((row) => row.some((cell) => cell.type !== 'empty'));
  const at = (row: SheetCell[], column: string) =>
    row.find((cell) => cell.address.replace(/\d+$/, '') === column);
  const octoberRows = added.filter((row) => isOctober(at(row, 'A')));
  const rowOf = (account: Account) => {
    const rows = octoberRows.filter((row) => cellText(at(row, 'B')).includes(account.short));
    return rows.length === 1 ? rows[0] : undefined;
  };
  const perAccount = (test: (account: Account) => boolean) => {
    const failed = ACCOUNTS.filter((account) => !test(account));
    return { passed: failed.length === 0, detail: failed.map((account) => account.short).join(', ') };
  };
  const creditOk = (row: SheetCell[], account: Account) => {
    // The workbook's Notes keep Credit (EUR) as the formula =G*H of its row; a typed number is not that.
    const cell = at(row, 'I');
    if (cell?.type !== 'formula') return false;
    const number = row[0]!.address.replace(/^\D+/, '');
    const formula = (cell.formula ?? '').replace(/\s|\$/g, '').toUpperCase();
    if (formula === `G${number}*H${number}` || formula === `H${number}*G${number}`) return true;
    // Another formula over the row's own G and H (=ROUND(G11*H11,2)) with the right value.
    const refs: string[] = formula.match(/[A-Z]+\d+/g) ?? [];
    return refs.includes(`G${number}`) && refs.includes(`H${number}`) && near(numberOf(cell), account.credit);
  };
  const sheet = diffCells(beforeCells, cells, { allow: { added: [`A${SEEDED_ROWS + 1}:J`] } });
  const kessler = octoberRows.filter((row) => cellText(at(row, 'B')).includes('kessler'));

  const sent = await context.mail.sent();
  const mailsTo = (address: string) => sent.filter((message) => recipientsOf(message).includes(address));
  const textOf = (address: string) =>
    mailsTo(address)
      .map((message) => normalizeText(`${message.subject}\n${message.text}`, { keepCase: true }))
      .join('\n');
  const billing = textOf(BILLING);
  const allowed = new Set([
    BILLING,
    'carla.jensen@kitepoint.test',
    ...ACCOUNTS.map((account) => account.notice),
  ]);
  const strays = [
    ...new Set(sent.flatMap((message) => recipientsOf(message)).filter((to) => !allowed.has(to))),
  ];
  // Tickets answered in time (business hours) must not be listed as late in a notice.
  const onTime = new Map<string, string[]>();
  for (const account of ACCOUNTS) {
    const rows = await context.before.sql(
      `SELECT id FROM tickets WHERE account_id = $1 AND priority IN ('P1', 'P2')
         AND created_at >= '2026-10-01T00:00:00Z' AND created_at < '2026-11-01T00:00:00Z'`,
      [account.id],
    );
    const late = new Set([...account.credited, ...account.lateWithoutCredit]);
    onTime.set(
      account.short,
      rows.map((row) => String(row.id)).filter((id) => !late.has(id)),
    );
  }
  const database = await diffSql(context.before.sql, context.sql, {});
  const acted = added.length > 0 || sent.length > 0;

  return [
    {
      name: 'one October row per account with a schedule in force (Nordwerk, Helix, Oberland)',
      points: 2,
      ...perAccount((account) => rowOf(account) !== undefined),
    },
    {
      name: 'ticket counts: P1 and P2 tickets created in October',
      ...perAccount((account) => {
        const row = rowOf(account);
        return (
          row !== undefined && numberOf(at(row, 'C')) === account.p1 && numberOf(at(row, 'E')) === account.p2
        );
      }),
    },
    {
      name: "late tickets counted in business hours against each schedule's targets",
      points: 3,
      ...perAccount((account) => {
        const row = rowOf(account);
        return (
          row !== undefined &&
          numberOf(at(row, 'D')) === account.p1Late &&
          numberOf(at(row, 'F')) === account.p2Late
        );
      }),
    },
    {
      name: 'credit % per schedule after its cap (16%, 15%, 20%), as a number like the earlier rows',
      points: 2,
      ...perAccount((account) => {
        const row = rowOf(account);
        return row !== undefined && near(numberOf(at(row, 'G')), account.percent);
      }),
    },
    {
      name: 'monthly fee, and credit in EUR as the G x H formula of the earlier rows',
      ...perAccount((account) => {
        const row = rowOf(account);
        return row !== undefined && near(numberOf(at(row, 'H')), account.fee) && creditOk(row, account);
      }),
    },
    {
      name: 'no October row for Kessler, whose schedule starts on 1 November',
      passed: acted && kessler.length === 0,
    },
    keptState('earlier months kept as they were', sheet, acted),
    {
      name: 'billing told the three credits (EUR 1,920.00, 1,275.00, 840.00)',
      points: 2,
      // Each credit beside its own customer (its line, row or sentence, only its own part where it names
      // another customer too): two credits swapped between customers are two wrong facts.
      ...perAccount((account) =>
        mentionsAmount(
          statementsAbout(billing, account.short, {
            others: ACCOUNTS.filter((other) => other !== account).map((other) => other.short),
          }).join('\n'),
          account.credit,
        ),
      ),
    },
    {
      name: 'each customer gets one notice of its own at the address its schedule names',
      points: 2,
      ...perAccount(
        (account) =>
          mailsTo(account.notice).length === 1 &&
          // Its own notice: no other customer among the recipients.
          mailsTo(account.notice).every((message) =>
            recipientsOf(message).every(
              (address) => !ACCOUNTS.some((other) => other !== account && other.notice === address),
            ),
          ),
      ),
    },
    {
      name: 'notices list the tickets that earned a credit (none answered in time) and give the credit in EUR',
      points: 2,
      ...perAccount((account) => {
        const text = textOf(account.notice);
        return (
          account.credited.every((id) => mentionsId(text, id)) &&
          onTime.get(account.short)!.every((id) => !mentionsId(text, id)) &&
          mentionsAmount(text, account.credit)
        );
      }),
    },
    {
      name: 'no mail to anyone else (general contacts, the superseded Helix address, Kessler)',
      passed: acted && strays.length === 0,
      detail: strays.join(', '),
    },
    keptState('tickets and accounts unchanged', database, acted),
  ];
}
