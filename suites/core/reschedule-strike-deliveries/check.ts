import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffCalendar,
  diffSql,
  keptState,
  mentionsDate,
  normalizeText,
  otherDates,
  recipientsOf,
  statementsAbout,
} from 'mcp-arena/evaluation';

/** Open Nordfracht POs due in the strike week and the supplier's latest date (7731: the correction). */
const NEW_DATES: Record<string, string> = {
  'PO-26-7713': '2026-12-08',
  'PO-26-7720': '2026-12-09',
  'PO-26-7731': '2026-12-10',
  'PO-26-7745': '2026-12-11',
};
/** Each PO's dock slot, same time of day on the new date. */
const SLOTS: Record<string, { start: string; end: string }> = {
  'PO-26-7713': { start: '08:00', end: '09:30' },
  'PO-26-7720': { start: '13:00', end: '14:30' },
  'PO-26-7731': { start: '07:30', end: '10:00' },
  'PO-26-7745': { start: '10:00', end: '11:30' },
};
/** Open orders fed by those POs: delivery + 2 working days, later than the current promise. */
const PROMISED: Record<string, string> = {
  'SO-40118': '2026-12-10',
  'SO-40131': '2026-12-11',
  'SO-40135': '2026-12-14',
  'SO-40142': '2026-12-14',
  'SO-40150': '2026-12-15',
};
const CUSTOMERS: Record<string, string[]> = {
  'orders@brightwell-labs.test': ['SO-40118', 'SO-40135'],
  'purchasing@kestrel-marine.test': ['SO-40131'],
  'supplies@orcharddental.test': ['SO-40142'],
  'facilities@pinecrest-schools.test': ['SO-40150'],
};
/** The carrier's strike, 30 November to 4 December: the reason a mail gives beside an order. */
const STRIKE = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
const POS = Object.keys(NEW_DATES);
const ORDERS = Object.keys(PROMISED);
const slotUid = (po: string) => `dock-${po.toLowerCase()}@hollin.test`;
const instant = (value: unknown) => {
  const text = String(value).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  return new Date(text).getTime();
};
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const pos = await context.sql(
    `SELECT po_number, expected_date::text AS expected_date FROM purchase_orders WHERE po_number = ANY($1)`,
    [POS],
  );
  const posWrong = POS.filter(
    (po) => day(pos.find((row) => row.po_number === po)?.expected_date) !== NEW_DATES[po],
  );
  const orders = await context.sql(
    `SELECT order_no, promised_date::text AS promised_date FROM sales_orders WHERE order_no = ANY($1)`,
    [ORDERS],
  );
  const ordersWrong = ORDERS.filter(
    (order) => day(orders.find((row) => row.order_no === order)?.promised_date) !== PROMISED[order],
  );
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      purchase_orders: { allow: { changed: { expected_date: POS } } },
      sales_orders: { allow: { changed: { promised_date: ORDERS } } },
    },
  });
  const changedRows =
    (database.tables.purchase_orders?.changed.length ?? 0) +
    (database.tables.sales_orders?.changed.length ?? 0);

  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const slotsWrong = POS.filter((po) => {
    const found = events.filter((event) => event.uid === slotUid(po));
    const date = NEW_DATES[po]!;
    const slot = SLOTS[po]!;
    return (
      found.length !== 1 ||
      instant(found[0]!.start) !== instant(`${date}T${slot.start}:00Z`) ||
      instant(found[0]!.end) !== instant(`${date}T${slot.end}:00Z`)
    );
  });
  const slotUids = POS.map(slotUid);
  const calendar = diffCalendar(
    seeded,
    events,
    { changed: { start: slotUids, end: slotUids, description: slotUids } },
    { label: 'calendar' },
  );
  const titlesKept = POS.every((po) =>
    events.some(
      (event) => event.uid === slotUid(po) && normalizeText(event.summary).includes(po.toLowerCase()),
    ),
  );

  const sent = await context.mail.sent();
  const recipients = (mail: (typeof sent)[number]) => recipientsOf(mail).map((a) => a.toLowerCase());
  const mailsTo = (address: string) => sent.filter((mail) => recipients(mail).includes(address));
  const customers = Object.keys(CUSTOMERS);
  const notOnce = customers.filter((customer) => mailsTo(customer).length !== 1);
  // A report back to colleagues (Greta asked for the work) is fine; the supplier, the carrier or anyone else is not.
  const strangers = [
    ...new Set(
      sent
        .flatMap(recipients)
        .filter((address) => !customers.includes(address) && !address.endsWith('@hollin.test')),
    ),
  ];
  const shared = sent.filter((mail) => recipients(mail).filter((a) => customers.includes(a)).length > 1);
  const factsWrong = customers.flatMap((customer) => {
    const mail = mailsTo(customer)[0];
    const text = normalizeText(`${mail?.subject ?? ''}\n${mail?.text ?? ''}`, {
      keepLines: true,
      keepCase: true,
    });
    const lines = text.split('\n');
    return CUSTOMERS[customer]!.filter((order) => {
      const at = lines.findIndex(
        (line, index) =>
          line.includes(order) && mentionsDate(lines.slice(index, index + 3).join(' '), PROMISED[order]!),
      );
      return at < 0;
    });
  });
  // A date said about an order beside its promise must be one the order has: the old promise, the day its
  // goods arrive (two working days before) or the strike's; "14 December, with you by 16 December" promises two.
  const before = await context.before.sql(
    `SELECT order_no, promised_date::text AS promised_date FROM sales_orders WHERE order_no = ANY($1)`,
    [ORDERS],
  );
  const arrival = (promised: string) => {
    const date = new Date(`${promised}T00:00:00Z`);
    for (let left = 2; left > 0;) {
      date.setUTCDate(date.getUTCDate() - 1);
      if (date.getUTCDay() % 6 !== 0) left -= 1;
    }
    return date.toISOString().slice(0, 10);
  };
  const extraDates = customers.flatMap((customer) => {
    const mail = mailsTo(customer)[0];
    if (mail === undefined) return [];
    const orders = CUSTOMERS[customer]!;
    return orders.flatMap((order) => {
      const others = orders
        .filter((other) => other !== order)
        .map((other) => new RegExp(`\\b${other}\\b`, 'i'));
      const known = [
        ...STRIKE,
        PROMISED[order]!,
        arrival(PROMISED[order]!),
        day(before.find((row) => row.order_no === order)?.promised_date),
      ];
      return statementsAbout(`${mail.subject}\n${mail.text}`, new RegExp(`\\b${order}\\b`, 'i'), { others })
        .flatMap((statement) => otherDates(statement, known))
        .map((mention) => `${order}: ${mention.text}`);
    });
  });
  const acted = changedRows > 0 || sent.length > 0 || slotsWrong.length < POS.length;

  return [
    {
      name: "affected POs carry the supplier's latest delivery dates (PO-26-7731 on 10 Dec)",
      points: 3,
      passed: posWrong.length === 0,
      detail: `wrong: ${posWrong.join(', ')}`,
    },
    {
      name: 'open orders fed by them promised 2 working days after delivery',
      points: 3,
      passed: ordersWrong.length === 0,
      detail: `wrong: ${ordersWrong.join(', ')}`,
    },
    keptState(
      'database otherwise unchanged (unaffected, received, cancelled POs; SO-40157, SO-40160)',
      database,
      acted,
      { points: 2 },
    ),
    {
      name: 'the four dock slots moved to the new dates at the same times',
      points: 2,
      passed: slotsWrong.length === 0,
      detail: `wrong or missing: ${slotsWrong.join(', ')}`,
    },
    {
      name: 'no other calendar change; slots kept with their titles',
      passed: acted && calendar.passed && titlesKept,
      detail: `${titlesKept ? '' : 'a slot lost its title; '}${calendar.detail}`,
    },
    {
      name: 'each of the four customers mailed once, on a mail of their own, nobody else outside the company',
      points: 2,
      passed: notOnce.length === 0 && strangers.length === 0 && shared.length === 0,
      detail: `not once: ${notOnce.join(', ')}; others: ${strangers.join(', ')}; ${shared.length} mails to several customers`,
    },
    {
      name: "mails give each of the customer's orders with its new promised date, and no other date for it",
      points: 2,
      passed: sent.length > 0 && factsWrong.length === 0 && extraDates.length === 0,
      detail: `missing: ${factsWrong.join(', ')}; other dates: ${extraDates.join(', ')}`,
    },
  ];
}
