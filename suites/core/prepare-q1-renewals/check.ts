import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffCrm,
  keptState,
  mailsTo as mailsReaching,
  mentions,
  mentionsAmount,
  mentionsDate,
  normalizeText,
  statementsAbout,
} from 'mcp-arena/evaluation';

interface Renewal {
  account: number;
  /** Name without its legal form, as a mail would mention it. */
  name: string;
  owner: string;
  ownerName: string;
  acv: number;
  date: string;
  /** Its open renewal deal before the run, if it had one. */
  existingDeal?: number;
}

const J = 'jonas.brekke@northwind.example';
const S = 'sofie.lund@northwind.example';
const M = 'mikael.aaltonen@northwind.example';
const NAMES: Record<string, string> = { [J]: 'Jonas Brekke', [S]: 'Sofie Lund', [M]: 'Mikael Aaltonen' };

/** Nordics customers renewing in Q1 2027, by renewal date. */
const RENEWALS: Renewal[] = (
  [
    [2207, 'Skagen Designs', S, 12000, '2027-01-08'],
    [2201, 'Hafslund Kraft', J, 48000, '2027-01-15'],
    [2211, 'Malmö Freight', J, 41000, '2027-01-22', 3001],
    [2203, 'Aalto Paper', M, 29000, '2027-01-31'],
    [2209, 'Vestfold Marine', J, 23000, '2027-02-01'],
    [2206, 'Oulu Robotics', M, 64000, '2027-02-12'],
    [2202, 'Trondheim Shipping', J, 36500, '2027-02-26'],
    [2208, 'Uppsala Biotech', S, 87000, '2027-03-01'],
    [2204, 'Göta Kanal Foods', S, 52000, '2027-03-15'],
    [2210, 'Lapland Resorts', M, 15500, '2027-03-20'],
    [2205, 'Bergen Fiskeri', J, 18500, '2027-03-31'],
  ] as const
).map(([account, name, owner, acv, date, existingDeal]) => ({
  account,
  name,
  owner,
  ownerName: NAMES[owner]!,
  acv,
  date,
  ...(existingDeal ? { existingDeal } : {}),
}));
const FILE = 'renewals.xlsx';
const HEADER = ['account', 'owner', 'renewal date', 'acv (eur)', 'deal'];

type Row = Record<string, unknown>;
const text = (value: unknown): string => normalizeText(String(value ?? ''));
const sameDate = (value: unknown, iso: string): boolean =>
  value instanceof Date ? value.toISOString().startsWith(iso) : mentionsDate(String(value ?? ''), iso);

export default async function check({
  crm,
  before,
  spreadsheet,
  mail,
}: CheckContext): Promise<CheckpointInput[]> {
  const seededDeals = new Set((await before.crm.items('deals')).map((deal) => Number(deal.id)));
  const added = (await crm.items('deals')).filter((deal) => !seededDeals.has(Number(deal.id)));
  const addedFor = (account: number): Row[] => added.filter((deal) => Number(deal.account) === account);
  const rightDeal = (renewal: Renewal): boolean => {
    const deals = addedFor(renewal.account);
    const deal = deals[0];
    return (
      deals.length === 1 &&
      deal !== undefined &&
      deal.stage === 'qualification' &&
      Number(deal.amount) === renewal.acv &&
      deal.close_date === renewal.date &&
      deal.owner === renewal.owner &&
      text(deal.name).includes('renewal')
    );
  };
  const needing = RENEWALS.filter((renewal) => !renewal.existingDeal);
  const dealsDone = needing.filter(rightDeal);
  const dealOf = (renewal: Renewal): number | undefined =>
    renewal.existingDeal ?? (addedFor(renewal.account)[0]?.id as number | undefined);
  const expectedAccounts = new Set(needing.map((renewal) => renewal.account));
  const diff = await diffCrm(before.crm, crm, {
    deals: {
      added: (row) => expectedAccounts.has(Number(row.account)) && addedFor(Number(row.account)).length === 1,
    },
  });

  // The sheet: a new one named after the quarter, like the earlier ones.
  const sheets = await spreadsheet.sheets(FILE);
  const quarter = sheets.find((name) => text(name).replace(/[^a-z0-9]/g, '') === 'q12027');
  const rows = quarter
    ? (await spreadsheet.rows(FILE, quarter)).filter((row) =>
        row.some((cell) => cell !== null && cell !== ''),
      )
    : [];
  const headerRight = HEADER.every((title, index) => text(rows[0]?.[index]) === title);
  const body = rows.slice(1);
  const rowRight = (row: (typeof rows)[number] | undefined, renewal: Renewal): boolean =>
    row !== undefined &&
    mentions(String(row[0] ?? ''), renewal.name) &&
    [renewal.ownerName, renewal.owner].some((owner) => text(row[1]) === text(owner)) &&
    sameDate(row[2], renewal.date) &&
    row[3] === renewal.acv &&
    dealOf(renewal) !== undefined &&
    Number(row[4]) === Number(dealOf(renewal));
  const sheetRight =
    headerRight &&
    body.length === RENEWALS.length &&
    RENEWALS.every((renewal, index) => rowRight(body[index], renewal));
  const otherSheets = sheets.filter((name) => name !== quarter);
  const seededSheets = await before.spreadsheet.sheets(FILE);
  const untouched =
    seededSheets.every((name) => otherSheets.includes(name)) &&
    (
      await Promise.all(
        seededSheets.map(
          async (name) =>
            JSON.stringify(await spreadsheet.rows(FILE, name)) ===
            JSON.stringify(await before.spreadsheet.rows(FILE, name)),
        ),
      )
    ).every(Boolean);

  // One mail per owner with their own renewals, and none of the others'.
  const sent = await mail.sent();
  const owners = [J, S, M];
  // Every mail that reached the owner, in To, Cc or Bcc: a copy of another owner's mail counts.
  const mailsTo = (owner: string) => mailsReaching(sent, owner);
  // Each renewal's date and ACV where the mail speaks of it (its line or row), not anywhere in the mail:
  // two renewals' dates swapped is wrong.
  const listed = (message: { subject: string; text: string }, renewal: Renewal): boolean => {
    const others = RENEWALS.filter((other) => other !== renewal).map((other) => other.name);
    const statements = statementsAbout(`${message.subject}\n${message.text}`, renewal.name, { others });
    return statements.some(
      (statement) => mentionsDate(statement, renewal.date) && mentionsAmount(statement, renewal.acv),
    );
  };
  const mailedRight = owners.filter((owner) => {
    const messages = mailsTo(owner);
    return (
      messages.length === 1 &&
      RENEWALS.filter((renewal) => renewal.owner === owner).every((renewal) => listed(messages[0]!, renewal))
    );
  });
  const leaked = owners.filter((owner) =>
    mailsTo(owner).some((message) =>
      RENEWALS.some(
        (renewal) => renewal.owner !== owner && mentions(`${message.subject}\n${message.text}`, renewal.name),
      ),
    ),
  );
  const acted = added.length > 0 || quarter !== undefined || sent.length > 0;
  return [
    {
      name: 'a renewal deal for each Q1 customer without one (qualification, ACV, renewal date, account owner)',
      points: 2,
      passed: dealsDone.length === needing.length,
      detail: `right: ${dealsDone.length} of ${needing.length}; missing or wrong: ${
        needing
          .filter((renewal) => !rightDeal(renewal))
          .map((renewal) => renewal.name)
          .join(', ') || 'none'
      }`,
    },
    keptState(
      'no other CRM change: no deal for churned, prospect or other-quarter accounts, no second Malmö Freight renewal',
      diff,
      acted,
      { points: 2 },
    ),
    {
      name: 'sheet "Q1 2027" lists the eleven renewals by date with owner, date, ACV and deal id',
      points: 2,
      passed: sheetRight,
      detail: quarter
        ? `header ${headerRight ? 'right' : `wrong (${JSON.stringify(rows[0])})`}; ${body.length} rows; wrong rows: ${
            RENEWALS.filter((renewal, index) => !rowRight(body[index], renewal))
              .map((renewal) => renewal.name)
              .join(', ') || 'none'
          }`
        : `no Q1 2027 sheet (sheets: ${sheets.join(', ')})`,
    },
    {
      name: 'the earlier sheets of the workbook are unchanged',
      passed: acted && untouched,
      detail: acted
        ? untouched
          ? 'unchanged'
          : 'a seeded sheet changed or went missing'
        : 'nothing was done',
    },
    {
      name: 'each owner got one mail listing their renewals with dates and values',
      points: 2,
      passed: mailedRight.length === owners.length,
      detail: `right: ${mailedRight.join(', ') || 'none'}`,
    },
    {
      name: "no owner was sent another owner's renewals",
      passed: acted && sent.length > 0 && leaked.length === 0,
      detail: sent.length > 0 ? `leaked to: ${leaked.join(', ') || 'none'}` : 'no mail sent',
    },
  ];
}
