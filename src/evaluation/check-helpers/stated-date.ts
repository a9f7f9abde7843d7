import { mentionsDate, otherDates } from './mentions-date.ts';
import { type StatementOptions, statementsAbout, type Subject } from './statements.ts';

export interface StatedDateOptions extends StatementOptions {
  /** Other days a statement about the subject may rightly give (today, the day of the customer's mail). */
  allowed?: readonly string[];
  /**
   * With it, the `allowed` days stand only in a statement that also names this (the outage a story day
   * belongs to, the customer's own mail): `the fix went live on 25 November` is no aside to a date.
   */
  allowedWith?: Subject;
  /** A text that never names the subject (a short answer: `Done: all four told Monday, 7 Dec`) is read whole. */
  wholeIfUnnamed?: boolean;
  /** A weekday on its own states its date (`Friday the 11th`), and another weekday alone is another day. */
  weekdayAlone?: boolean;
}

/**
 * Whether a text (a final answer, a mail) gives the subject's date as it is now: some statement about the
 * subject gives the day, and every statement about it that gives another day gives the right one beside it
 * (a correction, `moved from 30 November to 7 December`, `15 January (not 18 December)`). A statement that
 * gives only another day (`Leo starts on 30 November`) fails, whatever the rest of the text says right.
 */
export interface StatedDate {
  passed: boolean;
  detail: string;
  /** The statements about the subject that give another day and not the right one. */
  wrong: string[];
}

export function statesDate(
  text: string,
  subject: Subject,
  isoDate: string,
  options: StatedDateOptions = {},
): StatedDate {
  const named = statementsAbout(text, subject, options);
  const statements = named.length === 0 && options.wholeIfUnnamed && text.trim() !== '' ? [text] : named;
  const dateOptions = { weekdayAlone: options.weekdayAlone ?? false };
  const { allowedWith } = options;
  const days = (statement: string): string[] =>
    allowedWith === undefined || statementsAbout(statement, allowedWith).length > 0
      ? [isoDate, ...(options.allowed ?? [])]
      : [isoDate];
  const wrong = statements.filter(
    (statement) =>
      otherDates(statement, days(statement), dateOptions).length > 0 &&
      !mentionsDate(statement, isoDate, dateOptions),
  );
  if (wrong.length > 0)
    return {
      passed: false,
      detail: `another day in "${wrong[0]!.replace(/\s+/g, ' ').slice(0, 120)}"`,
      wrong,
    };
  if (!statements.some((statement) => mentionsDate(statement, isoDate, dateOptions)))
    return {
      passed: false,
      detail:
        statements.length === 0
          ? 'nothing said about it'
          : `${isoDate} not given in "${statements[0]!.replace(/\s+/g, ' ').slice(0, 120)}"`,
      wrong,
    };
  return { passed: true, detail: '', wrong };
}
