import type { CheckContext, CheckpointInput, MailMessage } from 'mcp-arena/evaluation';
import {
  datesIn,
  diffCells,
  isDate,
  mentionsAmount,
  mentionsDate,
  mentionsId,
  otherDates,
  recipientsOf,
  toldBeforeWrite,
} from 'mcp-arena/evaluation';

const WORKBOOK = 'receivables.xlsx';
const SHEET = 'Open items';
/** Paula first said Friday 4 December, then moved the pay-by date to Monday 7 December. */
const PAY_BY = '2026-12-07';
/** Open more than 30 days past due on 24 November (due before 25 October), not disputed: per customer. */
const REMINDERS = [
  {
    customer: 'Calder & Reid',
    email: 'f.calder@calder-reid.example',
    invoices: [{ id: 'INV-4402', row: 5, due: '2026-09-30', issued: '2026-08-31', amount: 7150 }],
    // The first reminder of 20 October (pay by 3 November) is a true thing to recall.
    history: ['2026-10-20', '2026-11-03'],
    notYet: ['INV-4442', 'INV-4480'],
  },
  {
    customer: 'Halvorsen Marine',
    email: 'ingrid@halvorsen-marine.example',
    invoices: [
      { id: 'INV-4410', row: 8, due: '2026-10-10', issued: '2026-09-10', amount: 3480 },
      { id: 'INV-4436', row: 16, due: '2026-10-20', issued: '2026-09-20', amount: 1260.5 },
    ],
    history: [],
    notYet: ['INV-4468'],
  },
  {
    customer: 'Brixton Tools',
    email: 'm.obi@brixtontools.example',
    invoices: [{ id: 'INV-4417', row: 10, due: '2026-10-14', issued: '2026-09-14', amount: 2915 }],
    history: [],
    notYet: ['INV-4445', 'INV-4477'],
  },
  {
    customer: 'Vantaa Steel',
    email: 'mikko.laine@vantaasteel.example',
    invoices: [{ id: 'INV-4421', row: 12, due: '2026-10-18', issued: '2026-09-18', amount: 4300 }],
    history: [],
    notYet: ['INV-4459', 'INV-4486'],
  },
  {
    customer: 'Oostwal',
    email: 'd.devries@oostwal.example',
    invoices: [{ id: 'INV-4428', row: 14, due: '2026-10-24', issued: '2026-09-24', amount: 980 }],
    history: [],
    notYet: ['INV-4462'],
  },
];
const LOGGED = REMINDERS.flatMap((reminder) => reminder.invoices.map((invoice) => invoice.row));

/** The day a cell holds: a date, a date serial, or a text that states one date. */
const cellDay = (
  cell: { type: string; value: unknown; resultType?: string } | undefined,
): string | undefined => {
  if (!cell) return undefined;
  if (cell.type === 'formula' && cell.resultType)
    return cellDay({ type: cell.resultType, value: cell.value });
  if (cell.type === 'date') return String(cell.value).slice(0, 10);
  if (cell.type === 'number' && typeof cell.value === 'number')
    return new Date(Math.round((cell.value - 25569) * 86400000)).toISOString().slice(0, 10);
  if (cell.type === 'string') {
    const mentions = datesIn(String(cell.value)).filter((mention) => mention.dates.length > 0);
    const days = new Set(mentions.flatMap((mention) => mention.dates));
    return days.size === 1 ? [...days][0] : undefined;
  }
  return undefined;
};
const text = (message: MailMessage): string => `${message.subject}\n${message.text}`;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();

  // One reminder per customer, to the contact: each overdue invoice with its amount, the pay-by date Paula
  // settled on, and no other date than the invoices' own, today and an earlier reminder's.
  const reminders = REMINDERS.map((reminder) => {
    const mails = sent.filter((message) => recipientsOf(message).includes(reminder.email));
    const body = mails.map(text).join('\n');
    const allowed = [
      PAY_BY,
      context.today,
      ...reminder.history,
      ...reminder.invoices.flatMap((invoice) => [invoice.due, invoice.issued]),
    ];
    const wrongDates = otherDates(body, allowed).map((mention) => mention.text);
    const passed =
      mails.length === 1 &&
      reminder.invoices.every(
        (invoice) => mentionsId(body, invoice.id) && mentionsAmount(body, invoice.amount),
      ) &&
      mentionsDate(body, PAY_BY) &&
      wrongDates.length === 0 &&
      !reminder.notYet.some((id) => mentionsId(body, id));
    return {
      reminder,
      passed,
      detail:
        mails.length === 0 ? 'no mail' : `${mails.length} mail(s); other dates: ${wrongDates.join(', ')}`,
    };
  });
  const targets = new Set(REMINDERS.map((reminder) => reminder.email));
  const strangers = [
    ...new Set(
      sent
        .flatMap((message) => recipientsOf(message))
        .filter((address) => !targets.has(address) && !address.endsWith('@northwind.example')),
    ),
  ];

  // The log: Reminder sent (today) and Pay by (7 December) on exactly the six reminded invoices.
  const cells = await context.spreadsheet.cells(WORKBOOK, SHEET);
  const at = (address: string) => cells.flat().find((cell) => cell.address === address);
  const logWrong = LOGGED.filter(
    (row) => cellDay(at(`I${row}`)) !== context.today || cellDay(at(`J${row}`)) !== PAY_BY,
  ).map((row) => `row ${row}: ${String(at(`I${row}`)?.value)} / ${String(at(`J${row}`)?.value)}`);
  const sheet = diffCells(await context.before.spreadsheet.cells(WORKBOOK, SHEET), cells, {
    allow: {
      changed: LOGGED.flatMap((row) => [`I${row}`, `J${row}`]),
      added: LOGGED.flatMap((row) => [`I${row}`, `J${row}`]),
    },
  });
  const policy = diffCells(
    await context.before.spreadsheet.cells(WORKBOOK, 'Reminder policy'),
    await context.spreadsheet.cells(WORKBOOK, 'Reminder policy'),
    {},
  );

  // The date is Paula's: the first reminder went out after she had given one.
  const dateGiven = context.conversation.find(
    (message) =>
      message.from === 'paula' &&
      datesIn(message.text).some((mention) => isDate(mention, '2026-12-04') || isDate(mention, PAY_BY)),
  );
  const firstMail = context.toolCalls.find(
    (call) => !call.isError && /mail__(send|reply|forward)/.test(call.name),
  );

  return [
    ...reminders.map(({ reminder, passed, detail }) => ({
      name: `${reminder.customer}: one reminder with ${reminder.invoices.map((invoice) => invoice.id).join(' and ')}, amounts, pay by Monday 7 December`,
      points: 1,
      passed,
      detail,
    })),
    {
      name: 'no reminder to anyone else (Mirador’s disputed invoice, Kestrel at 30 days, paid or not yet overdue)',
      passed: strangers.length === 0,
      detail: strangers.join(', '),
    },
    {
      name: 'the six invoices logged: reminder sent today, pay by 7 December',
      points: 2,
      passed: logWrong.length === 0,
      detail: logWrong.slice(0, 3).join('; '),
    },
    {
      name: 'nothing else in the workbook changed',
      passed: sheet.passed && policy.passed,
      detail: `${sheet.detail} ${policy.detail}`,
    },
    toldBeforeWrite(
      'asked Paula for the pay-by date before sending',
      {
        told: dateGiven,
        firstWrite: firstMail,
        event: 'Paula gave a date',
        write: 'mail',
        untold: 'Paula never gave a date',
      },
      { points: 2 },
    ),
  ];
}
