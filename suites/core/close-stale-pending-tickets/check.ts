import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffSql, mentionsId, normalizeText, recipientsOf } from 'mcp-arena/evaluation';

/** Stale, no answer, not VIP: closed today with a closing note. */
const CLOSED = [
  { id: 81201, email: 'mona.berger@homes.test' },
  { id: 81215, email: 'timo.lang@inbox.test' },
  { id: 81230, email: 'ines.kraft@posta.test' },
  { id: 81266, email: 'sven.olsen@posta.test' },
];
const REOPENED = 81252;
/** VIP, and pending only since 18 November: not closed, and not mailed. */
const LEFT = [
  { id: 81244, email: 'olaf.brandt@homes.test' },
  { id: 81270, email: 'lotte.wiese@homes.test' },
];
/** Lotte answered this morning: her not-yet-stale ticket may stay pending or go back to open like Rana's. */
const LOTTE = 81270;
const RANA = 'rana.haddad@inbox.test';
/** The support inbox itself: copying it on a note is fine. */
const OWN = 'support@hearthware.test';

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = await context.sql(
    `SELECT id, status, to_char(pending_since, 'YYYY-MM-DD') AS pending_since, to_char(closed_on, 'YYYY-MM-DD') AS closed_on FROM tickets WHERE id IN (81201, 81215, 81230, 81244, 81252, 81266, 81270)`,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const closed = CLOSED.filter(
    ({ id }) => byId.get(id)?.status === 'closed' && byId.get(id)?.closed_on === context.today,
  );
  const sent = await context.mail.sent();
  const mailsTo = (email: string) => sent.filter((message) => recipientsOf(message).includes(email));
  const noted = CLOSED.filter(({ id, email }) => {
    const mails = mailsTo(email);
    // One mail per ticket: the note goes to its customer alone, not to the other customers too.
    return (
      mails.length === 1 &&
      [...mails[0]!.to, ...mails[0]!.cc].every((address) => address === email || address === OWN) &&
      mentionsId(normalizeText(`${mails[0]!.subject}\n${mails[0]!.text}`), String(id), { numberAlone: true })
    );
  });
  const known = new Set([...CLOSED.map((ticket) => ticket.email), RANA, OWN]);
  const strays = [...new Set(sent.flatMap((message) => recipientsOf(message)))].filter(
    (address) => !known.has(address),
  );
  const ranaMails = mailsTo(RANA);
  // A ticket that stops pending may keep or clear its pending_since (the seeded open and closed rows have none).
  const leftPending = [...CLOSED.map(({ id }) => id), REOPENED, LOTTE];
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      tickets: {
        key: 'id',
        allow: {
          changed: {
            status: [...CLOSED.map(({ id }) => String(id)), String(REOPENED), String(LOTTE)],
            closed_on: CLOSED.map(({ id }) => String(id)),
            pending_since: leftPending.map(String),
          },
        },
      },
    },
  });
  const seededSince = new Map(
    (
      await context.before.sql(
        `SELECT id, to_char(pending_since, 'YYYY-MM-DD') AS pending_since FROM tickets WHERE id IN (${leftPending.join(', ')})`,
      )
    ).map((row) => [Number(row.id), row.pending_since]),
  );
  const sinceKept = leftPending.filter((id) => {
    const row = byId.get(id);
    const since = row?.pending_since ?? null;
    return row?.status === 'pending'
      ? since === seededSince.get(id)
      : since === null || since === seededSince.get(id);
  });
  const acted = sent.length > 0 || rows.some((row) => row.status !== 'pending');

  return [
    {
      name: 'the four stale tickets without an answer closed today (81266, pending exactly 7 days, included)',
      points: 3,
      passed: closed.length === CLOSED.length,
      detail: CLOSED.filter((ticket) => !closed.includes(ticket))
        .map(({ id }) => id)
        .join(', '),
    },
    {
      name: 'one closing note to each of their customers, naming the ticket',
      points: 2,
      passed: noted.length === CLOSED.length,
      detail: CLOSED.filter((ticket) => !noted.includes(ticket))
        .map(({ id }) => id)
        .join(', '),
    },
    {
      name: 'Rana Haddad answered: 81252 back to open, no closing note',
      points: 2,
      passed:
        byId.get(REOPENED)?.status === 'open' &&
        ranaMails.every((message) => !/clos/i.test(`${message.subject} ${message.text}`)),
    },
    {
      name: 'the VIP ticket 81244 and 81270 (pending since 18 November) not closed and not mailed (81270 may reopen, Lotte answered)',
      points: 2,
      passed:
        acted &&
        byId.get(81244)?.status === 'pending' &&
        ['pending', 'open'].includes(String(byId.get(LOTTE)?.status)) &&
        LEFT.every(({ email }) => mailsTo(email).length === 0),
    },
    {
      name: 'no mail to anyone else; no other ticket or field changed',
      passed: acted && strays.length === 0 && database.passed && sinceKept.length === leftPending.length,
      detail: `${strays.join(', ')} ${database.detail}`,
    },
  ];
}
