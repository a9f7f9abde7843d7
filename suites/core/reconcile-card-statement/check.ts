import type { CheckContext, CheckpointInput, MailMessage } from 'mcp-arena/evaluation';
import {
  diffRows,
  diffSql,
  idPattern,
  mentionsAmount,
  mentionsDate,
  mentionsId,
  mentionsName,
  namePattern,
  noneWrong,
  normalizeText,
  recipientsOf,
  statementsAbout,
} from 'mcp-arena/evaluation';

/** The statement's 60 transactions: [reference, status, receipt id] by the reconciliation rules. */
const EXPECTED: Array<[string, 'matched' | 'personal' | 'missing', number | null]> = [
  ['AMX-2610-48229', 'matched', 3211],
  ['AMX-2610-48489', 'matched', 3212],
  ['AMX-2610-47943', 'matched', 3213],
  ['AMX-2610-47956', 'matched', 3214],
  ['AMX-2610-48567', 'matched', 3215],
  ['AMX-2610-48632', 'matched', 3216],
  ['AMX-2610-48255', 'matched', 3217],
  ['AMX-2610-47969', 'matched', 3218],
  ['AMX-2610-48216', 'matched', 3219],
  ['AMX-2610-48151', 'matched', 3220],
  ['AMX-2611-48502', 'matched', 3221],
  ['AMX-2611-48606', 'matched', 3222],
  ['AMX-2611-48086', 'personal', 3223],
  ['AMX-2611-48372', 'matched', 3224],
  ['AMX-2611-48593', 'matched', 3225],
  ['AMX-2611-48658', 'matched', 3226],
  ['AMX-2611-48138', 'missing', null],
  ['AMX-2611-48580', 'matched', 3227],
  ['AMX-2611-48645', 'matched', 3228],
  ['AMX-2611-48671', 'matched', 3229],
  ['AMX-2611-48164', 'matched', 3230],
  ['AMX-2611-48346', 'matched', 3231],
  ['AMX-2611-48437', 'matched', 3232],
  ['AMX-2611-48697', 'matched', 3233],
  ['AMX-2611-48125', 'matched', 3234],
  ['AMX-2611-48060', 'matched', 3235],
  ['AMX-2611-48281', 'matched', 3236],
  ['AMX-2611-48307', 'matched', 3237],
  ['AMX-2611-48554', 'matched', 3238],
  ['AMX-2611-47995', 'matched', 3239],
  ['AMX-2611-48034', 'personal', 3240],
  ['AMX-2611-48099', 'matched', 3241],
  ['AMX-2611-48320', 'matched', 3242],
  ['AMX-2611-47982', 'matched', 3243],
  ['AMX-2611-48021', 'matched', 3244],
  ['AMX-2611-48047', 'matched', 3245],
  ['AMX-2611-48541', 'matched', 3246],
  ['AMX-2611-48073', 'matched', 3247],
  ['AMX-2611-48476', 'matched', 3248],
  ['AMX-2611-48177', 'matched', 3249],
  ['AMX-2611-48268', 'matched', 3250],
  ['AMX-2611-48333', 'matched', 3251],
  ['AMX-2611-48424', 'matched', 3252],
  ['AMX-2611-48359', 'matched', 3253],
  ['AMX-2611-48203', 'matched', 3254],
  ['AMX-2611-48398', 'matched', 3255],
  ['AMX-2611-48190', 'missing', null],
  ['AMX-2611-48528', 'matched', 3256],
  ['AMX-2611-48242', 'missing', null],
  ['AMX-2611-48385', 'matched', 3258],
  ['AMX-2611-48411', 'matched', 3259],
  ['AMX-2611-48008', 'matched', 3260],
  ['AMX-2611-48294', 'missing', null],
  ['AMX-2611-48463', 'matched', 3262],
  ['AMX-2611-48619', 'matched', 3263],
  ['AMX-2611-48710', 'matched', 3264],
  ['AMX-2611-48450', 'matched', 3265],
  ['AMX-2611-48112', 'matched', 3266],
  ['AMX-2611-48684', 'matched', 3267],
  ['AMX-2611-48515', 'matched', 3268],
];
/** Transactions a careless match gets wrong: another cardholder's receipt, a receipt outside the 3-day window. */
const TRAPS = ['AMX-2611-48242', 'AMX-2611-48294'];
/** Matched only by cardholder, amount and date (the receipt has no reference). */
const FALLBACK = ['AMX-2611-47982', 'AMX-2611-48346', 'AMX-2611-48398', 'AMX-2611-48450'];

interface Chase {
  name: string;
  email: string;
  manager: string;
  lines: Array<[string, string, number]>;
}
const CHASES: Chase[] = [
  {
    name: 'Sabine Ortmann',
    email: 'sabine.ortmann@nordlys-media.test',
    manager: 'daniel.roth@nordlys-media.test',
    lines: [
      ['AMX-2611-48138', '2026-11-04', 318.4],
      ['AMX-2611-48190', '2026-11-17', 27.6],
    ],
  },
  {
    name: 'Tariq Haddad',
    email: 'tariq.haddad@nordlys-media.test',
    manager: 'eva.lindqvist@nordlys-media.test',
    lines: [['AMX-2611-48242', '2026-11-19', 149]],
  },
  {
    name: 'Ines Vogt',
    email: 'ines.vogt@nordlys-media.test',
    manager: 'clara.weiss@nordlys-media.test',
    lines: [['AMX-2611-48294', '2026-11-20', 94]],
  },
];
const PAYROLL = 'payroll@nordlys-media.test';
const PERSONAL: Array<[string, string, number]> = [
  ['Mark Lindholm', 'AMX-2611-48086', 10.99],
  ['Lea Kowalski', 'AMX-2611-48034', 59.9],
];

const textOf = (message: MailMessage): string =>
  normalizeText(`${message.subject}\n${message.text}`, { keepCase: true });
/** Statement references a text names: a chaser or the payroll note naming another charge gives a wrong fact. */
const refsIn = (text: string): string[] => (text.toUpperCase().match(/AMX-\d{4}-\d{5}/g) ?? []).map(String);
/** Any statement reference, as `idPattern` reads one: where a line names two, each has its own part. */
const ANY_REF = /(?<![\p{L}\p{N}])amx[\s\-_./#:]*\d{4}[\s\-_./#:]*\d{5}(?![\p{L}\p{N}])/u;
/**
 * What a mail says about one charge: the line, row or sentence naming its reference, only its own part
 * where it names others too, so an amount or date is read beside its own charge (two amounts swapped
 * between a person's charges are two wrong facts though both figures occur).
 */
const aboutRef = (text: string, ref: string): string =>
  statementsAbout(text, idPattern(ref), { others: [ANY_REF] }).join('\n');
const addressed = (message: MailMessage, address: string): boolean =>
  recipientsOf(message).some((each) => each.toLowerCase() === address);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const seeded = new Set(
    (await context.before.sql('SELECT txn_ref FROM card_reconciliation')).map((row) => String(row.txn_ref)),
  );
  const rows = (await context.sql('SELECT txn_ref, status, receipt_id FROM card_reconciliation')).filter(
    (row) => !seeded.has(String(row.txn_ref)),
  );
  const byRef = new Map(rows.map((row) => [String(row.txn_ref).trim().toUpperCase(), row]));
  const recorded = EXPECTED.filter(([ref]) => byRef.has(ref));
  const extra = rows.filter(
    (row) => !EXPECTED.some(([ref]) => ref === String(row.txn_ref).trim().toUpperCase()),
  );
  const wrong = EXPECTED.filter(([ref, status, receipt]) => {
    const row = byRef.get(ref);
    return (
      row === undefined ||
      String(row.status).trim().toLowerCase() !== status ||
      (row.receipt_id === null ? null : Number(row.receipt_id)) !== receipt
    );
  }).map(([ref]) => ref);
  const database = await diffSql(context.before.sql, context.sql, {
    tables: { card_reconciliation: { allow: { added: true } } },
  });

  const sent = await context.mail.sent();
  const to = (address: string) =>
    sent.filter((message) => message.to.some((each) => each.toLowerCase() === address));
  const chaseWrong = CHASES.filter((chase) => to(chase.email).length !== 1).map((chase) => chase.name);
  const ccWrong = CHASES.filter((chase) => {
    const [message] = to(chase.email);
    return message === undefined || !addressed(message, chase.manager);
  }).map((chase) => chase.name);
  const contentWrong = CHASES.filter((chase) => {
    const [message] = to(chase.email);
    if (message === undefined) return true;
    const text = textOf(message);
    const own = chase.lines.map(([ref]) => ref);
    return (
      !chase.lines.every(([ref, date, amount]) => {
        const about = aboutRef(text, ref);
        return mentionsDate(about, date) && mentionsAmount(about, amount);
      }) || refsIn(text).some((ref) => !own.includes(ref))
    );
  }).map((chase) => chase.name);
  const deadlineWrong = CHASES.filter((chase) => {
    const [message] = to(chase.email);
    return message === undefined || !mentionsDate(textOf(message), '2026-12-05');
  }).map((chase) => chase.name);
  const payroll = to(PAYROLL);
  const payrollText = payroll.map(textOf).join('\n');
  const payrollRight =
    payroll.length === 1 &&
    PERSONAL.every(([name, ref, amount]) => {
      // The person, the charge and its amount together: the statement about the charge (or about the
      // person), only its own part where it names the other one too.
      const others = [
        ANY_REF,
        ...PERSONAL.filter(([other]) => other !== name).map(([other]) => namePattern(other)),
      ];
      const about = statementsAbout(payrollText, [idPattern(ref), namePattern(name)], { others }).join('\n');
      return mentionsName(about, name) && mentionsId(about, ref) && mentionsAmount(about, amount);
    }) &&
    refsIn(payrollText).every((ref) => PERSONAL.some(([, personal]) => personal === ref));
  // Nobody else: every employee address the agent wrote to must be a cardholder to chase, their manager or payroll.
  const employees = (await context.sql('SELECT email FROM employees')).map((row) =>
    String(row.email).toLowerCase(),
  );
  const allowed = new Set([...CHASES.flatMap((chase) => [chase.email, chase.manager]), PAYROLL]);
  const wronglyMailed = [
    ...new Set(
      sent.flatMap((message) =>
        recipientsOf(message)
          .map((each) => each.toLowerCase())
          .filter((each) => employees.includes(each) && !allowed.has(each)),
      ),
    ),
  ];
  const mailboxChanges: string[] = [];
  for (const folder of ['INBOX', 'Archive']) {
    const diff = diffRows(
      (await context.before.mail.list(folder)).map((message) => ({ ...message })),
      (await context.mail.list(folder)).map((message) => ({ ...message })),
      {
        key: 'messageId',
        label: folder,
        allow: { changed: { flags: '*' } },
      },
    );
    if (!diff.passed) mailboxChanges.push(diff.detail);
  }
  const acted = rows.length > 0 || sent.length > 0;
  const show = (list: string[]) =>
    list.slice(0, 6).join(', ') + (list.length > 6 ? ', ...' : '') || 'all right';

  return [
    {
      name: 'every statement transaction recorded once, nothing else',
      points: 2,
      passed: recorded.length === EXPECTED.length && extra.length === 0,
      detail: `${recorded.length}/${EXPECTED.length} recorded; extra: ${extra.map((row) => String(row.txn_ref)).join(', ') || 'none'}`,
    },
    noneWrong(
      'status and receipt of every transaction by the rules (reference first, else same cardholder, amount and 0-3 days)',
      wrong,
      { points: 3 },
    ),
    {
      name: "Tariq's Getty charge and Ines's Motel One charge left missing (another person's receipt, a receipt 6 days early)",
      points: 2,
      passed: TRAPS.every((ref) => !wrong.includes(ref)),
      detail: show(TRAPS.filter((ref) => wrong.includes(ref))),
    },
    {
      name: 'receipts without a reference matched by cardholder, amount and date (Adlon, Deutsche Bahn, Sixt at 3 days, Adobe)',
      passed: FALLBACK.every((ref) => !wrong.includes(ref)),
      detail: show(FALLBACK.filter((ref) => wrong.includes(ref))),
    },
    {
      name: 'earlier reconciliations, receipts, employees and the mailbox unchanged',
      passed: acted && database.passed && mailboxChanges.length === 0,
      detail: [database.detail, ...mailboxChanges].join('; '),
    },
    noneWrong('one mail to each cardholder with missing receipts (Sabine, Tariq, Ines)', chaseWrong, {
      points: 2,
    }),
    noneWrong('their manager in cc', ccWrong),
    noneWrong(
      'each chaser lists every missing transaction with reference, date and amount, and no other',
      contentWrong,
      { points: 2 },
    ),
    noneWrong('each chaser asks for the receipts by 5 December 2026', deadlineWrong),
    {
      name: 'one mail to payroll with both personal charges (Mark Lindholm 10.99, Lea Kowalski 59.90), no other',
      points: 2,
      passed: payrollRight,
      detail: `${payroll.length} mails to payroll`,
    },
    noneWrong(
      'no mail to anyone else (cardholders whose charges matched, Lea and Jonas included)',
      wronglyMailed,
      { acted },
    ),
  ];
}
