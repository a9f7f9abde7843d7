import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffSql } from 'mcp-arena/evaluation';

/** Customer id -> consents after the requests: newsletter and SMS. */
const EXPECTED: Record<number, { who: string; newsletter: boolean; sms: boolean }> = {
  11: { who: 'Nina Wolf', newsletter: false, sms: true },
  12: { who: 'Paul Graf', newsletter: true, sms: false },
  13: { who: 'Emma Vogel', newsletter: false, sms: false },
  14: { who: 'Oskar Lenz', newsletter: false, sms: false },
  15: { who: 'Rita Stark (deletion request)', newsletter: true, sms: true },
  16: { who: 'Nina Wolff', newsletter: true, sms: false },
};
const LOGGED = ['11 newsletter', '12 sms', '13 newsletter', '14 newsletter'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = await context.sql(
    'SELECT id, newsletter, sms_opt_in FROM customers WHERE id BETWEEN 11 AND 16 ORDER BY id',
  );
  const state = new Map(rows.map((row) => [Number(row.id), row]));
  const wrong = Object.entries(EXPECTED).filter(([id, expected]) => {
    const row = state.get(Number(id));
    return row === undefined || row.newsletter !== expected.newsletter || row.sms_opt_in !== expected.sms;
  });
  const asked = ['11', '12', '13', '14'];
  const max = Number((await context.before.sql('SELECT max(id) AS max FROM consent_log'))[0]?.max ?? 0);
  const added = await context.sql(
    'SELECT customer_id, channel, opted_in, source FROM consent_log WHERE id > $1',
    [max],
  );
  const entries = added.map((row) => `${row.customer_id} ${row.channel}`);
  const wellFormed = added.filter(
    (row) => row.opted_in === false && /support\s*mail/i.test(String(row.source)),
  );
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      customers: { key: 'id', allow: { changed: { newsletter: ['11', '13', '14'], sms_opt_in: ['12'] } } },
      consent_log: { key: 'id', allow: { added: true } },
    },
  });
  const acted = added.length > 0 || database.unexpected.length > 0 || wrong.length < asked.length;

  return [
    {
      name: 'newsletter off for Nina Wolf, Emma Vogel (her account, not the work address) and Oskar Lenz',
      points: 2,
      passed: wrong.every(([id]) => !['11', '13', '14'].includes(id)),
      detail: wrong.map(([, expected]) => expected.who).join(', '),
    },
    {
      name: 'Paul Graf: text messages off, newsletter kept',
      points: 2,
      passed: !wrong.some(([id]) => id === '12'),
    },
    {
      name: "Rita Stark's deletion request and the look-alike Nina Wolff left alone",
      passed: acted && !wrong.some(([id]) => id === '15' || id === '16'),
    },
    {
      name: "each change logged once in consent_log (opted out, source 'support mail')",
      points: 2,
      passed:
        LOGGED.every((entry) => entries.filter((candidate) => candidate === entry).length === 1) &&
        entries.length === LOGGED.length &&
        wellFormed.length === added.length,
      detail: entries.join(', '),
    },
    {
      name: 'nothing else changed in the customer records or the log',
      passed: acted && database.passed,
      detail: database.detail,
    },
  ];
}
