import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffFiles,
  markdownToText,
  mentionsName,
  namePattern,
  normalizeText,
  otherDates,
  recipientsOf,
  statementsAbout,
  tally,
} from 'mcp-arena/evaluation';

const RECORD = 'hiring/REQ-2026-014/decision-record.md';
/** Candidate -> scores (Technical, System design, Values, Bar raiser; null: missing), mean, decision. */
const WANT: Record<string, [Array<number | null>, number | null, 'hire' | 'no hire' | 'pending']> = {
  'Amira Haddad': [[4, 3, 3, 3], 3.25, 'hire'],
  'Lukas Brenner': [[3, 4, 4, 2], 3.25, 'no hire'], // the bar raiser said no
  'Sofia Marquez': [[3, 3, 4, 4], 3.5, 'hire'], // Technical corrected from 1 to 3
  'Jonah Pike': [[3, 4, null, 3], null, 'pending'], // Values interview not held yet
};
const RECRUITER = 'nina.park@kestrel.test';
/**
 * The days a statement about a candidate may give: their onsite day, and Jonah's Values interview on
 * Wednesday 25 November; besides them the days of the story (Tomas's correction on the 20th, Nina's mail on
 * the 23rd, today).
 */
const DAYS: Record<string, string[]> = {
  'Amira Haddad': ['2026-11-17'],
  'Lukas Brenner': ['2026-11-18'],
  'Sofia Marquez': ['2026-11-19'],
  'Jonah Pike': ['2026-11-20', '2026-11-25'],
};
const STORY_DAYS = ['2026-11-20', '2026-11-23', '2026-11-24'];

const decisionOf = (cell: string): string => {
  const text = normalizeText(cell);
  if (/\bpending\b/.test(text)) return 'pending';
  if (
    /\bno[\s-]+hire\b|\bnot\s+(to\s+)?(be\s+)?hired?\b|\bdo(n't| not)\s+hire\b|\breject|\bdecline/.test(text)
  )
    return 'no hire';
  if (/\bhire\b/.test(text)) return 'hire';
  return '';
};

/** The decision a sentence states first ("Sofia: hire - Tomas changed his no hire to a yes" says hire). */
const firstDecision = (sentence: string): string => {
  const text = normalizeText(sentence);
  const found = (
    [
      ['pending', /\bpending\b/],
      [
        'no hire',
        /\bno[\s-]+hire\b|\bnot\s+(to\s+)?(be\s+)?hired?\b|\bdo(n't| not)\s+hire\b|\breject|\bdecline/,
      ],
      ['hire', /\bhire\b/],
    ] as const
  )
    .map(([decision, pattern]) => ({ decision, at: pattern.exec(text)?.index ?? Infinity }))
    .sort((a, b) => a.at - b.at)[0]!;
  return found.at === Infinity ? '' : found.decision;
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const text = context.readText(RECORD) ?? '';
  const lines = text.split('\n').filter((line) => line.trim().startsWith('|'));
  // Columns by the header's names (the template's order by default): a record may add a column, e.g. a reason.
  const cellsOf = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => markdownToText(cell).trim());
  const header = (
    lines.map(cellsOf).find((cells) => cells.some((cell) => /^decision$/i.test(cell))) ?? []
  ).map((cell) => normalizeText(cell));
  const column = (name: string, fallback: number) =>
    header.includes(name) ? header.indexOf(name) : fallback;
  const SCORE_COLUMNS = ['technical', 'system design', 'values', 'bar raiser'].map((name, index) =>
    column(name, index + 1),
  );
  const MEAN = column('mean', 5);
  const DECISION = column('decision', 6);
  const rowOf = (name: string) => {
    const found = lines.filter((line) => mentionsName(markdownToText(line), name, { require: 'full' }));
    if (found.length !== 1) return undefined;
    return cellsOf(found[0]!);
  };
  const decisions = Object.entries(WANT).filter(([name, [, , decision]]) => {
    const row = rowOf(name);
    return row !== undefined && decisionOf(row[DECISION] ?? '') === decision;
  });
  const scores = Object.entries(WANT).filter(([name, [want]]) => {
    const row = rowOf(name);
    if (!row || row.length < 7) return false;
    return want.every((score, index) =>
      score === null
        ? !/^[1-4](\.0+)?$/.test(row[SCORE_COLUMNS[index]!] ?? '')
        : Number(row[SCORE_COLUMNS[index]!]) === score,
    );
  });
  const means = Object.entries(WANT).filter(([name, [, mean]]) => {
    const row = rowOf(name);
    if (!row || row.length < 7) return false;
    return mean === null ? true : Math.abs(Number((row[MEAN] ?? '').replace(',', '.')) - mean) < 0.005;
  });
  const others = diffFiles(context.before.workspace, context.workspace, { allow: { added: [RECORD] } });

  const sent = await context.mail.sent();
  const toRecruiter = sent.filter((message) =>
    recipientsOf(message).some((to) => to.toLowerCase().includes(RECRUITER)),
  );
  const replyText = toRecruiter.map((message) => `${message.subject}\n${message.text}`).join('\n');
  const replyNamesAll = Object.keys(WANT).every((name) => mentionsName(replyText, name));
  // A line or sentence about one candidate alone must not give them another decision than the record's.
  const contradictions = replyText.split(/\n|(?<=[.;])\s+/).flatMap((sentence) => {
    const about = Object.keys(WANT).filter((name) => mentionsName(sentence, name));
    if (about.length !== 1) return [];
    const said = firstDecision(sentence);
    return said !== '' && said !== WANT[about[0]!]![2] ? [`${about[0]!}: ${said}`] : [];
  });
  // A date or weekday told about a candidate (to Nina, in the record, in the answer) is theirs: Jonah's
  // interview on "Thursday 26 November" or "on Thursday" is not on Wednesday 25 November.
  const wrongDates = Object.entries(DAYS).flatMap(([name, days]) => {
    const others = Object.keys(WANT)
      .filter((other) => other !== name)
      .map((other) => namePattern(other));
    return [replyText, text, context.answer]
      .flatMap((written) => statementsAbout(written, namePattern(name), { others }))
      .flatMap((statement) => otherDates(statement, [...days, ...STORY_DAYS], { weekdayAlone: true }))
      .map((mention) => `${name}: ${mention.text}`);
  });
  const strays = sent.filter((message) =>
    recipientsOf(message).some(
      (to) => !to.toLowerCase().includes(RECRUITER) && !to.toLowerCase().includes('ben.graf@kestrel.test'),
    ),
  );
  const acted = text !== '' || sent.length > 0;

  return [
    {
      name: 'decision per candidate (bar raiser rule, corrected score, missing interview pending)',
      points: 4,
      passed: decisions.length === 4,
      detail: `${decisions.length}/4; ${Object.keys(WANT)
        .map((name) => `${name}: ${rowOf(name)?.[DECISION] ?? 'no row'}`)
        .join('; ')}`,
    },
    tally(
      "scores per interview as mailed (Sofia's Technical corrected to 3, Jonah's Values missing)",
      scores,
      4,
      { points: 2 },
    ),
    { name: 'mean to two decimals', passed: means.length === 4, detail: `${means.length}/4` },
    {
      name: 'no other file changed (the earlier record untouched)',
      passed: acted && others.passed,
      detail: others.detail,
    },
    {
      name: 'the recruiter told the right outcome for all four candidates',
      passed: toRecruiter.length >= 1 && replyNamesAll && contradictions.length === 0,
      detail: `${toRecruiter.length} mails; ${contradictions.join(', ')}`,
    },
    {
      name: "dates told about a candidate are theirs (Jonah's Values interview on Wednesday 25 November)",
      passed: acted && wrongDates.length === 0,
      detail: wrongDates.join('; ') || 'none wrong',
    },
    {
      name: 'no candidate or interviewer mailed',
      passed: acted && strays.length === 0,
      detail: strays.map((message) => recipientsOf(message).join()).join('; '),
    },
  ];
}
