import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffSql, statementsAbout } from 'mcp-arena/evaluation';

const JOURNAL = 'FXR-2026-11';
// account, currency, debit, credit of November's revaluation at the 30 November rates (hedged items out).
const LINES: Array<[string, string | null, number, number]> = [
  ['1690', 'CHF', 3633.24, 0.0],
  ['1690', 'GBP', 0.0, 3453.02],
  ['1690', 'JPY', 154.13, 0.0],
  ['1690', 'PLN', 0.0, 236.05],
  ['1690', 'SEK', 0.0, 5132.71],
  ['1690', 'USD', 0.0, 1908.33],
  ['1190', 'CHF', 0.0, 3099.08],
  ['1190', 'GBP', 0.0, 6849.33],
  ['1190', 'JPY', 722.87, 0.0],
  ['1190', 'PLN', 0.0, 1057.58],
  ['1190', 'SEK', 83.96, 0.0],
  ['1190', 'USD', 6130.86, 0.0],
  ['8710', null, 11011.04, 0.0],
];

/** The net result as the answer names it: its amount (any notation), the 8710 account, or "net ... result/gain/loss". */
const NET = [
  /(?<![\d.,])11[,. \u00a0']?011[.,]04(?!\d)/,
  /\b8710\b/,
  /\bnet\b[^.;:\n]{0,40}?\b(result|gain|loss|effect|impact)/,
];
const DIRECTION = /\b(gains?|profits?|income|loss(?:es)?|expenses?|charges?)\b/g;

/**
 * Where the answer speaks of the net result, the direction word nearest to each mention of it (a net
 * loss of 11,011.04; an 11,011.04 gain) must say loss: a right journal reported as a gain misinforms
 * whoever reads the answer. An answer that gives no direction is not judged here.
 */
function wrongDirection(answer: string): string[] {
  const wrong: string[] = [];
  for (const statement of statementsAbout(answer, NET)) {
    const words = [...statement.matchAll(DIRECTION)];
    if (words.length === 0) continue;
    for (const pattern of NET) {
      for (const mention of statement.matchAll(new RegExp(pattern.source, 'g'))) {
        const at = mention.index + mention[0].length / 2;
        const nearest = words.reduce((best, word) =>
          Math.abs(word.index + word[0].length / 2 - at) < Math.abs(best.index + best[0].length / 2 - at)
            ? word
            : best,
        );
        if (!/^loss|^expense|^charge/.test(nearest[0])) wrong.push(statement.replace(/\s+/g, ' ').trim());
      }
    }
  }
  return [...new Set(wrong)];
}

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = await context.sql(
    `SELECT upper(trim(journal_id)) AS journal_id, to_char(posting_date, 'YYYY-MM-DD') AS posting_date, trim(account) AS account,
            upper(nullif(trim(currency), '')) AS currency, debit::float AS debit, credit::float AS credit, coalesce(trim(description), '') AS description
       FROM journal_lines WHERE id > 10 ORDER BY id`,
  );
  const journal = rows.filter((row) => row.journal_id === JOURNAL);
  const others = rows.filter((row) => row.journal_id !== JOURNAL);
  // Net per account and currency, so a line split in two or written as a negative on the other side still counts.
  const net = new Map<string, number>();
  for (const row of journal) {
    const key = `${String(row.account)} ${String(row.currency ?? '')}`;
    net.set(key, (net.get(key) ?? 0) + Number(row.debit) - Number(row.credit));
  }
  const wrong = (accounts: string[]) =>
    LINES.filter(([account]) => accounts.includes(account))
      .filter(
        ([account, currency, debit, credit]) =>
          Math.abs((net.get(`${account} ${currency ?? ''}`) ?? 0) - (debit - credit)) > 0.011,
      )
      .map(([account, currency]) => `${account} ${currency ?? ''}`.trim());
  const expectedKeys = new Set(LINES.map(([account, currency]) => `${account} ${currency ?? ''}`));
  const extraKeys = [...net.entries()]
    .filter(([key, value]) => !expectedKeys.has(key) && Math.abs(value) > 0.001)
    .map(([key]) => key);
  const balance = journal.reduce((sum, row) => sum + Number(row.debit) - Number(row.credit), 0);
  const wellFormed = journal.every(
    (row) =>
      row.posting_date === '2026-11-30' &&
      Number(row.debit) >= 0 &&
      Number(row.credit) >= 0 &&
      String(row.description).length > 0,
  );
  const database = await diffSql(context.before.sql, context.sql, {
    tables: { journal_lines: { allow: { added: (row) => Number(row.id) > 10 } } },
  });
  const acted = journal.length > 0;
  return [
    {
      name: 'AR revaluation per currency on 1190 (30 November rates, hedged items out)',
      points: 2,
      passed: acted && wrong(['1190']).length === 0,
      detail: wrong(['1190']).join(', '),
    },
    {
      name: 'AP revaluation per currency on 1690, signs as for a liability',
      points: 2,
      passed: acted && wrong(['1690']).length === 0,
      detail: wrong(['1690']).join(', '),
    },
    {
      name: 'net unrealised result balancing on 8710',
      passed: acted && wrong(['8710']).length === 0 && Math.abs(balance) < 0.005,
      detail: `balance ${balance.toFixed(2)}`,
    },
    {
      name: 'no other accounts in the journal',
      passed: acted && extraKeys.length === 0,
      detail: extraKeys.join(', '),
    },
    { name: 'dated 30 November, positive amounts, described', passed: acted && wellFormed },
    {
      name: 'no reversal or other journal posted',
      passed: acted && others.length === 0,
      detail: others.map((row) => String(row.journal_id)).join(', '),
    },
    {
      name: 'where the answer gives the net result, it calls it a loss',
      passed: acted && wrongDirection(context.answer).length === 0,
      detail: wrongDirection(context.answer).slice(0, 2).join(' | '),
    },
    {
      name: 'open items and earlier journals unchanged',
      passed: acted && database.passed,
      detail: database.detail,
    },
  ];
}
