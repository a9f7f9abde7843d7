import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffSql,
  mentionsAmount,
  mentionsDate,
  normalizeText,
  recipientsOf,
  tally,
} from 'mcp-arena/evaluation';

interface Parcel {
  shipment: string;
  customerId: number;
  email: string;
  firstName: string;
  order: string;
  tracking: string;
  /** Day of November the carrier now expects the parcel. */
  day: 25 | 26;
  voucher: boolean;
}

/** The parcels incident SP-INC-4471 delays that still need a notice. */
const AFFECTED: Parcel[] = [
  {
    shipment: 'S-2101',
    customerId: 1,
    email: 'anna.berger@mailbox.test',
    firstName: 'Anna',
    order: 'FW-30311',
    tracking: 'SP44-1187-0031',
    day: 25,
    voucher: true,
  },
  {
    shipment: 'S-2104',
    customerId: 2,
    email: 'ravi.patel@inbox.test',
    firstName: 'Ravi',
    order: 'FW-30314',
    tracking: 'SP44-1187-0044',
    day: 25,
    voucher: true,
  },
  {
    shipment: 'S-2110',
    customerId: 4,
    email: 'jakob.lenz@mailbox.test',
    firstName: 'Jakob',
    order: 'FW-30322',
    tracking: 'SP45-2290-0117',
    day: 26,
    voucher: false,
  },
  {
    shipment: 'S-2112',
    customerId: 5,
    email: 'mira.stein@inbox.test',
    firstName: 'Mira',
    order: 'FW-30324',
    tracking: 'SP44-1188-0203',
    day: 26,
    voucher: false,
  },
  {
    shipment: 'S-2115',
    customerId: 6,
    email: 'tobias.frank@webpost.test',
    firstName: 'Tobias',
    order: 'FW-30326',
    tracking: 'SP45-2291-0009',
    day: 26,
    voucher: true,
  },
  {
    shipment: 'S-2118',
    customerId: 7,
    email: 'lea.vogt@mailbox.test',
    firstName: 'Lea',
    order: 'FW-30328',
    tracking: 'SP44-1188-0240',
    day: 26,
    voucher: true,
  },
  {
    shipment: 'S-2122',
    customerId: 9,
    email: 'ella.roth@posta.test',
    firstName: 'Ella',
    order: 'FW-30332',
    tracking: 'SP44-1187-0090',
    day: 25,
    voucher: false,
  },
];
const VOUCHER = 'DELAY10-NOV';
/** The seeded notices, whole rows (notified_at in UTC): none may change or go. */
const SEEDED_NOTICES = [
  '1 S-2031 10 SP-INC-4390 OCT-STRIKE-5 2026-10-16 09:30',
  '2 S-2034 13 SP-INC-4390 OCT-STRIKE-5 2026-10-16 09:34',
  '3 S-2036 8 NP-2026-118 null 2026-10-18 14:02',
  '4 S-2120 8 SP-INC-4471 DELAY10-NOV 2026-11-20 15:48',
];
const FILES = [
  'comms/README.md',
  'comms/carrier-delays.md',
  'comms/delay-notice.txt',
  'comms/vouchers.csv',
  'comms/return-label.txt',
  'comms/back-in-stock.txt',
  'comms/faq-shipping.md',
  'comms/archive/strike-notice-2026-10.txt',
];

/** "Wednesday, 25 November", "25 Nov", "2026-11-25", "25.11.", "November 25th" are all the same day. */
const namesDay = (text: string, day: number): boolean =>
  mentionsDate(text, `2026-11-${day}`) ||
  new RegExp(
    `(?<![\\d.])${day}[./]11\\b|\\b11/${day}\\b|\\b${day}(st|nd|rd|th)?\\.?\\s*(of\\s+)?nov`,
    'i',
  ).test(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();
  const mailsTo = (address: string) => sent.filter((message) => recipientsOf(message).includes(address));
  const mailOf = (parcel: Parcel) => mailsTo(parcel.email)[0];
  const customers = await context.sql('SELECT email FROM customers');
  const affectedEmails = new Set(AFFECTED.map((parcel) => parcel.email));
  const wronglyMailed = customers
    .map((row) => String(row.email))
    .filter((email) => !affectedEmails.has(email) && mailsTo(email).length > 0);
  const bcc = sent.filter((message) => message.to.length + message.cc.length === 0 || message.to.length > 1);

  const notices = await context.sql(
    `SELECT id, shipment_id, customer_id, incident, voucher_code,
       to_char(notified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS notified_at
     FROM delay_notifications ORDER BY id`,
  );
  const key = (row: Record<string, unknown>) =>
    `${row.id} ${row.shipment_id} ${row.customer_id} ${row.incident} ${row.voucher_code} ${row.notified_at}`;
  // The whole database against the seed: notices may only be added.
  const database = await diffSql(context.before.sql, context.sql, {
    tables: { delay_notifications: { key: 'id', allow: { added: true } } },
  });
  const seededNotices = SEEDED_NOTICES.filter((notice) => notices.some((row) => key(row) === notice));
  const added = notices.filter((row) => Number(row.id) > 4);
  const logged = AFFECTED.filter((parcel) => {
    const rows = added.filter((row) => row.shipment_id === parcel.shipment);
    return (
      rows.length === 1 &&
      Number(rows[0]!.customer_id) === parcel.customerId &&
      String(rows[0]!.incident).trim().toUpperCase() === 'SP-INC-4471'
    );
  });
  const voucherLogged = AFFECTED.filter((parcel) => {
    const row = added.find((notice) => notice.shipment_id === parcel.shipment);
    return row !== undefined && (parcel.voucher ? row.voucher_code === VOUCHER : row.voucher_code === null);
  });
  const extraLogged = added.filter((row) => !AFFECTED.some((parcel) => parcel.shipment === row.shipment_id));

  // Leaving things alone earns points only once the agent changed something.
  const acted = sent.length > 0 || added.length > 0;
  const perParcel = (test: (parcel: Parcel, text: string, subject: string) => boolean) => {
    const failed = AFFECTED.filter((parcel) => {
      const mail = mailOf(parcel);
      return (
        mail === undefined ||
        !test(parcel, normalizeText(mail.text, { keepCase: true, keepLines: true }), mail.subject)
      );
    });
    return { passed: failed.length === 0, detail: failed.map((parcel) => parcel.firstName).join(', ') };
  };
  const filesKept = FILES.filter((file) => context.readText(file) === context.readSeed(file));
  return [
    {
      name: 'one mail to each of the seven affected customers',
      points: 3,
      ...perParcel((parcel) => mailsTo(parcel.email).length === 1),
    },
    {
      name: 'no mail to customers the outage does not concern (delivered, already told, other parcels)',
      points: 3,
      passed: acted && wronglyMailed.length === 0,
      detail: wronglyMailed.join(', '),
    },
    {
      name: 'each customer mailed on their own',
      passed: acted && bcc.length === 0,
      detail: `${bcc.length} mails with several or hidden recipients`,
    },
    {
      name: 'mails name the order and tracking number, with the subject line of the template',
      points: 2,
      ...perParcel(
        (parcel, text, subject) =>
          text.includes(parcel.order) && text.includes(parcel.tracking) && subject.includes(parcel.order),
      ),
    },
    {
      name: 'mails greet the customer by first name',
      ...perParcel((parcel, text) =>
        new RegExp(`\\b${parcel.firstName}\\b`).test(text.split('\n').slice(0, 3).join(' ')),
      ),
    },
    {
      name: 'new delivery date per hand-over day (25 or 26 November)',
      points: 2,
      ...perParcel(
        (parcel, text) => namesDay(text, parcel.day) && !namesDay(text, parcel.day === 25 ? 26 : 25),
      ),
    },
    {
      name: 'voucher DELAY10-NOV for club members and orders of 100.00 or more, and only for them',
      points: 2,
      ...perParcel((parcel, text) => text.toUpperCase().includes(VOUCHER) === parcel.voucher),
    },
    {
      name: 'the voucher mails give its value (10.00 EUR) and expiry (31 December 2026)',
      ...perParcel(
        (parcel, text) =>
          !parcel.voucher ||
          (mentionsAmount(text.replace(/DELAY10-NOV/gi, ''), 10) && mentionsDate(text, '2026-12-31')),
      ),
    },
    {
      name: 'template filled in: no placeholders, markers, depot names or other vouchers',
      ...perParcel(
        (_, text, subject) =>
          !/[{}]|\[\/?VOUCHER\]|kassel|erfurt|OCT-STRIKE|BF2026|WELCOME5/i.test(`${subject}\n${text}`),
      ),
    },
    {
      name: 'each notice logged under SP-INC-4471 with the customer',
      points: 2,
      passed: logged.length === 7 && extraLogged.length === 0,
      detail: `${logged.length}/7 logged; extra: ${extraLogged.map((row) => String(row.shipment_id)).join(', ')}`,
    },
    tally('voucher_code logged, NULL without a voucher', voucherLogged, 7),
    {
      name: 'earlier notices kept as they were; customers, orders and shipments unchanged',
      passed: acted && seededNotices.length === 4 && notices.length - added.length === 4 && database.passed,
      detail: `${seededNotices.length}/4 notices kept; ${database.detail}`,
    },
    {
      name: 'templates and rules untouched',
      passed: acted && filesKept.length === FILES.length,
      detail: FILES.filter((file) => !filesKept.includes(file)).join(', '),
    },
  ];
}
