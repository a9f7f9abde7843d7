import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffCalendar,
  diffSql,
  mentionsAmount,
  mentionsDate,
  mentionsId,
  mentionsName,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

interface Renewal {
  id: string;
  account: string;
  product: string;
  email: string;
  firstName: string;
  end: string;
  /** Current value + 5%, capped by uplift_cap_pct, in whole euros. */
  price: number;
  /** End date minus 30 days. */
  replyBy: string;
  /** End date minus 45 days; undefined where the reminder exists already. */
  reminder?: string;
}
/** Sam Whitlock's contracts ending in Q1 2027, active, not auto-renewing, no outreach yet. */
const RENEWALS: Renewal[] = [
  {
    id: 'CT-40112',
    account: 'Brightline Couriers',
    product: 'Fleet Insight Pro',
    email: 'grace.okafor@brightline-couriers.test',
    firstName: 'Grace',
    end: '2027-01-15',
    price: 19320,
    replyBy: '2026-12-16',
    reminder: '2026-12-01',
  },
  {
    id: 'CT-40187',
    account: 'Osterholt Logistik',
    product: 'Fleet Insight Standard',
    email: 'k.vogel@osterholt-logistik.test',
    firstName: 'Katrin',
    end: '2027-01-31',
    price: 7478,
    replyBy: '2027-01-01',
    reminder: '2026-12-17',
  },
  {
    id: 'CT-40203',
    account: 'Nordvik Ferries',
    product: 'Route Planner',
    email: 'ingrid.solberg@nordvik-ferries.test',
    firstName: 'Ingrid',
    end: '2027-02-28',
    price: 12000,
    replyBy: '2027-01-29',
    reminder: '2027-01-14',
  },
  {
    id: 'CT-40251',
    account: 'Calloway Foods',
    product: 'Fleet Insight Pro',
    email: 'daniel.price@callowayfoods.test',
    firstName: 'Daniel',
    end: '2027-03-01',
    price: 33390,
    replyBy: '2027-01-30',
  },
  {
    id: 'CT-40277',
    account: 'Delacroix Transports',
    product: 'Cold Chain Monitor',
    email: 'hugo.lefevre@delacroix-transports.test',
    firstName: 'Hugo',
    end: '2027-03-20',
    price: 10122,
    replyBy: '2027-02-18',
    reminder: '2027-02-03',
  },
  {
    id: 'CT-40290',
    account: 'Brightline Couriers',
    product: 'Cold Chain Monitor',
    email: 'grace.okafor@brightline-couriers.test',
    firstName: 'Grace',
    end: '2027-03-31',
    price: 4316,
    replyBy: '2027-03-01',
    reminder: '2027-02-14',
  },
];
/** Sam's Q1 contracts that must be left alone (auto-renew, cancelled, already contacted) and the edges of Q1. */
const SKIPPED = ['CT-40215', 'CT-40233', 'CT-40260', 'CT-40098', 'CT-40301'];
const SAM = 'sam.whitlock@lumora.test';
/** Vesterhavn's contact, who asked whether CT-40215 auto-renews, and what an offer for it would come to. */
const MADS = 'mads.kjaer@vesterhavn.test';
const MADS_OFFER = 5670;

const plain = (text: string): string => normalizeText(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();
  const recipients = (message: (typeof sent)[number]) => recipientsOf(message);
  const textOf = (message: (typeof sent)[number]) =>
    normalizeText(`${message.subject}\n${message.text}`, { keepCase: true });
  // Notes beside the outreach are harmless: internal mails (a status to Rhea) and an answer to Mads's question
  // that carries no renewal offer (no template subject, no price for his auto-renewing contract).
  const internal = (address: string): boolean => /@lumora\.test$/i.test(address);
  const isNote = (message: (typeof sent)[number]): boolean =>
    recipients(message).every(internal) ||
    (recipients(message).every((address) => internal(address) || address.toLowerCase() === MADS) &&
      !/renewal of your/i.test(message.subject) &&
      !mentionsAmount(textOf(message), MADS_OFFER));
  const outreach = sent.filter((message) => !isNote(message));
  /** A contract's mail: the one that names its id (Brightline gets two, one per contract). */
  const mailsFor = (renewal: Renewal) =>
    outreach.filter((message) => mentionsId(textOf(message), renewal.id));
  const perContract = (test: (renewal: Renewal, text: string, message: (typeof sent)[number]) => boolean) => {
    const failed = RENEWALS.filter((renewal) => {
      const mails = mailsFor(renewal);
      return mails.length !== 1 || !test(renewal, textOf(mails[0]!), mails[0]!);
    });
    return { passed: failed.length === 0, detail: failed.map((renewal) => renewal.id).join(', ') };
  };
  const allowed = new Set([...RENEWALS.map((renewal) => renewal.email), SAM]);
  const strangers = outreach.flatMap(recipients).filter((address) => !allowed.has(address));
  // A contract's offer goes to its own customer only (To, Cc or Bcc): another customer in copy is a leak.
  const misaddressed = RENEWALS.filter((renewal) =>
    mailsFor(renewal).some((message) =>
      recipients(message).some((address) => address !== renewal.email && !internal(address)),
    ),
  ).map((renewal) => renewal.id);
  const skippedMailed = SKIPPED.filter((id) => outreach.some((message) => mentionsId(textOf(message), id)));
  const combined = outreach.filter(
    (message) => RENEWALS.filter((renewal) => mentionsId(textOf(message), renewal.id)).length > 1,
  );

  // Calendar: one reminder per contract without one, on its day (all-day or not), nothing else touched.
  const eventsBefore = (await context.before.calendar.events()).map((event) => ({ ...event }));
  const eventsAfter = (await context.calendar.events()).map((event) => ({ ...event }));
  const added = eventsAfter.filter((event) => !eventsBefore.some((seeded) => seeded.uid === event.uid));
  const reminderFor = (id: string) => added.filter((event) => mentionsId(event.summary, id));
  const remindersWrong = RENEWALS.filter((renewal) => {
    const events = reminderFor(renewal.id);
    if (!renewal.reminder) return events.length !== 0;
    return events.length !== 1 || !events[0]!.start.startsWith(renewal.reminder);
  });
  const titlesWrong = RENEWALS.filter((renewal) =>
    reminderFor(renewal.id).some((event) => !plain(event.summary).includes(plain(renewal.account))),
  );
  const strayEvents = added.filter(
    (event) => !RENEWALS.some((renewal) => mentionsId(event.summary, renewal.id)),
  );
  const calendarKept = diffCalendar(eventsBefore, eventsAfter, { added: true }, { label: 'calendar: ' });

  // Database: outreach_sent_on set to today on the six, nothing else changed.
  const logged = await context.sql(
    `SELECT id, to_char(outreach_sent_on, 'YYYY-MM-DD') AS sent_on FROM contracts WHERE id = ANY($1)`,
    [RENEWALS.map((renewal) => renewal.id)],
  );
  const notLogged = RENEWALS.filter(
    (renewal) => logged.find((row) => row.id === renewal.id)?.sent_on !== context.today,
  ).map((renewal) => renewal.id);
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      contracts: {
        key: 'id',
        allow: { changed: { outreach_sent_on: RENEWALS.map((renewal) => renewal.id) } },
      },
    },
  });

  const acted = sent.length > 0 || added.length > 0 || notLogged.length < RENEWALS.length;
  return [
    {
      name: 'one mail per qualifying contract (six), each naming its contract',
      points: 3,
      ...perContract(() => true),
    },
    {
      name: "each to the account's renewals contact (Delacroix: Hugo Lefèvre, who took over), greeted by first name",
      points: 2,
      ...perContract(
        (renewal, text, message) =>
          recipients(message).includes(renewal.email) &&
          mentionsName(text.split('\n').slice(0, 4).join(' '), renewal.firstName),
      ),
    },
    {
      name: 'renewal price: +5% capped by the contract (7,478 at 3%, 12,000 at 0%), whole euros',
      points: 3,
      ...perContract((renewal, text) =>
        mentionsAmount(text.replace(new RegExp(renewal.id, 'gi'), ''), renewal.price, { tolerance: 0.01 }),
      ),
    },
    {
      name: 'the template: subject with product and contract, end date, reply-by date 30 days before the end',
      points: 2,
      ...perContract(
        (renewal, text, message) =>
          plain(message.subject).includes(plain(renewal.product)) &&
          mentionsId(message.subject, renewal.id) &&
          mentionsDate(text, renewal.end) &&
          mentionsDate(text, renewal.replyBy) &&
          !/<[a-z ]+>/i.test(message.text),
      ),
    },
    {
      name: 'no mail for auto-renewing, cancelled, already contacted or out-of-quarter contracts, nor to anyone else',
      points: 2,
      passed:
        acted &&
        strangers.length === 0 &&
        misaddressed.length === 0 &&
        skippedMailed.length === 0 &&
        combined.length === 0,
      detail: `strangers: ${strangers.join(', ')}; offers reaching another customer: ${misaddressed.join(', ')}; skipped contracts mailed: ${skippedMailed.join(', ')}; mails naming several contracts: ${combined.length}`,
    },
    {
      name: 'a reminder 45 days before each end date, none where one exists (Calloway)',
      points: 2,
      passed: acted && remindersWrong.length === 0,
      detail: remindersWrong
        .map(
          (renewal) =>
            `${renewal.id}: ${
              reminderFor(renewal.id)
                .map((event) => event.start)
                .join(', ') || 'none'
            }`,
        )
        .join('; '),
    },
    {
      name: 'reminders titled "Renewal: <account> (<contract>)"; no other new events; seeded events kept',
      passed: acted && titlesWrong.length === 0 && strayEvents.length === 0 && calendarKept.passed,
      detail: `${titlesWrong.map((renewal) => renewal.id).join(', ')} ${strayEvents.map((event) => event.summary).join(', ')} ${calendarKept.detail}`,
    },
    {
      name: `outreach_sent_on set to ${context.today} on the six contracts`,
      points: 2,
      passed: notLogged.length === 0,
      detail: notLogged.join(', '),
    },
    {
      name: 'no other change in the database',
      passed: acted && database.passed,
      detail: database.detail,
    },
  ];
}
