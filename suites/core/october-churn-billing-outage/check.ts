import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  answerReadFirst,
  diffFiles,
  diffSql,
  firstCallShowing,
  mentionsAny,
  normalizeText,
  otherDates,
  personAnswers,
} from 'mcp-arena/evaluation';

/**
 * October 2026 by plan, internal accounts left out, and without the 39 payment_failed cancellations of
 * 14-15 October that the gateway outage caused (Nadia's answer): [active at start, churned].
 */
const EXPECTED: Record<string, [number, number]> = {
  basic: [675, 19],
  team: [296, 8],
  business: [143, 8],
  total: [1114, 35],
};
/** The same counted the obvious way, outage cancellations included: its rates are wrong as October's. */
const WITH_OUTAGE: Record<string, [number, number]> = {
  basic: [675, 40],
  team: [296, 18],
  business: [143, 16],
  total: [1114, 74],
};
/**
 * The days the headline may rightly give: the outage (14 and 15 October, Nadia's answer), the reactivation
 * (19 October), the month's bounds (active on 1 October, ended by 31 October / before 1 November), today and
 * Helena's Wednesday. Any other date beside the right figures is a false statement to the board.
 */
const TRUE_DAYS = [
  '2026-10-14',
  '2026-10-15',
  '2026-10-19',
  '2026-10-01',
  '2026-10-31',
  '2026-11-01',
  '2026-11-24',
  '2026-11-25',
];
const OUTPUT = 'reports/churn/2026-10-churn.csv';
const rate = ([active, churned]: [number, number]): number => (100 * churned) / active;
/** A percentage as written equals the rate, to the decimals written (one or two). */
const sameRate = (written: string, value: number): boolean => {
  const decimals = written.split(/[.,]/)[1]?.length ?? 0;
  return decimals >= 1 && Math.abs(Number(written.replace(',', '.')) - value) <= 0.5 * 10 ** -decimals + 1e-9;
};

interface CsvRow {
  plan: string;
  active: number;
  churned: number;
  rate: string;
}
const parseCsv = (text: string): { header: string; rows: CsvRow[] } => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const cells = (line: string): string[] => line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
  return {
    header: cells(lines[0] ?? '')
      .join(',')
      .toLowerCase(),
    rows: lines.slice(1).map((line) => {
      const [plan = '', active = '', churned = '', written = ''] = cells(line);
      return { plan: plan.toLowerCase(), active: Number(active), churned: Number(churned), rate: written };
    }),
  };
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const csvText = context.readText(OUTPUT) ?? '';
  const csv = parseCsv(csvText);
  const plansRight = Object.entries(EXPECTED).map(([plan, counts]) => {
    const rows = csv.rows.filter((row) => row.plan === plan);
    return (
      rows.length === 1 &&
      rows[0]!.active === counts[0] &&
      rows[0]!.churned === counts[1] &&
      // Two decimals, as the runbook says; a trailing zero may be dropped ("2.7" for 2.70) as a CSV writer does.
      /^\d+(\.\d{1,2})?$/.test(rows[0]!.rate) &&
      Math.abs(Number(rows[0]!.rate) - Math.round(rate(counts) * 100) / 100) < 1e-9
    );
  });
  const csvRight =
    csv.header === 'plan,active_at_start,churned,churn_rate_pct' &&
    csv.rows.length === 4 &&
    plansRight.every(Boolean);

  // Nothing published before Nadia cleared the month: her answer was in a tool result before the first
  // message in #board-pack.
  const { messages: newMessages, answers: fromNadia, firstRead } = await personAnswers(context, 'nadia');
  const posts = newMessages.filter((message) => message.bySelf && message.channelName === 'board-pack');
  const calls = context.toolCalls;
  const firstPost = firstCallShowing(calls, posts);

  // The headline: the right total rate, every percentage a true one (a rate with the outage counted only
  // where the sentence says it is the figure before the correction), and what was left out and why.
  const postText = posts.map((message) => message.text).join('\n');
  const sentences = normalizeText(postText, { keepLines: true }).split(/(?<=[.;!?])\s+|\n+/);
  const right = Object.values(EXPECTED).map(rate);
  const raw = Object.values(WITH_OUTAGE).map(rate);
  // Earlier months' rates, as their files give them: a comparison with September is a true statement.
  const earlier = ['2026-07', '2026-08', '2026-09'].flatMap((month) =>
    parseCsv(context.before.readText(`reports/churn/${month}-churn.csv`) ?? '').rows.map((row) =>
      rate([row.active, row.churned]),
    ),
  );
  const wrongRates: string[] = [];
  for (const sentence of sentences) {
    const counterfactual = /\b(would|without|includ\w*|before|otherwise|unadjusted|raw|instead of)\b/.test(
      sentence,
    );
    for (const match of sentence.matchAll(/(\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b)/g)) {
      const written = match[1]!;
      if ([...right, ...earlier].some((value) => sameRate(written, value))) continue;
      if (counterfactual && raw.some((value) => sameRate(written, value))) continue;
      if (/^\d+$/.test(written) && Number(written) === 100) continue;
      wrongRates.push(match[0]);
    }
  }
  const totalStated = [...postText.matchAll(/(\d+[.,]\d+)\s?(?:%|percent|per cent)/gi)].some((match) =>
    sameRate(match[1]!, rate(EXPECTED.total!)),
  );
  // The dates it states (the outage days, the reactivation day) are true ones: none read as another day.
  const wrongDates = otherDates(postText, TRUE_DAYS).map((mention) => mention.text);
  const reasonGiven = mentionsAny(postText, [
    'outage',
    'gateway',
    'incident',
    'BIL-2026-07',
    'billing incident',
  ]);

  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: true } });
  const database = await diffSql(context.before.sql, context.sql, {});

  return [
    {
      name: 'reports/churn/2026-10-churn.csv: the four rows right, outage cancellations and internal accounts left out',
      points: 3,
      passed: csvRight,
      detail: csvText.slice(0, 240) || 'missing',
    },
    answerReadFirst(
      'Nadia’s answer read before anything was posted in #board-pack',
      { person: 'Nadia', answers: fromNadia, firstRead, firstWrite: firstPost, write: '#board-pack post' },
      { points: 2 },
    ),
    {
      name: 'the #board-pack headline gives the total rate (3.14%), no wrong rate or date, and what was left out and why',
      points: 2,
      passed: totalStated && wrongRates.length === 0 && wrongDates.length === 0 && reasonGiven,
      detail: `${[...wrongRates, ...wrongDates].join(', ')} | ${postText.slice(0, 200)}`,
    },
    {
      name: 'earlier months’ files and every other file as they were',
      passed: files.passed,
      detail: files.detail,
    },
    { name: 'the database unchanged', passed: database.passed, detail: database.detail },
  ];
}
