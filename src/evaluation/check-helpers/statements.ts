import { escapeRegExp, htmlToText, normalizeText, stripAccents } from './normalize-text.ts';

/**
 * What a statement is about: a phrase (whole words, case and accents ignored), a regular expression
 * (matched on the normalised, accent-free, lower-case text), or any of several. `namePattern` and
 * `idPattern` give the expressions `mentionsName` and `mentionsId` use.
 */
export type Subject = string | RegExp | readonly (string | RegExp)[];

export interface StatementOptions {
  /**
   * Other subjects of the same kind (the other people, tickets, renewals): where one statement names the
   * subject and one of these, only its part about the subject counts, from the subject's mention to the
   * next other one (`Ole's bonus goes into November and Tom's into December`: `ole's bonus goes into
   * november and`). Subjects named together (`Ole and Tom both go into December`) share what follows.
   */
  others?: readonly Subject[];
  /**
   * A sentence naming the subject goes on in the next sentences of its paragraph until one names the
   * subject again or another one (`Tom Hein's bonus is entered. It came after the cut-off, so it is paid
   * in December.`); default false.
   */
  continued?: boolean;
}

const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/** Normalised, accent-free, lower-case text: what subjects are matched on and statements are given as. */
const comparable = (text: string): string => stripAccents(normalizeText(text));

/** The subject as expressions on comparable text, each global so every mention is found. */
function patterns(subject: Subject): RegExp[] {
  const list: readonly (string | RegExp)[] =
    typeof subject === 'string' || subject instanceof RegExp ? [subject] : subject;
  return list.map((each) =>
    typeof each === 'string'
      ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(comparable(each))}(?![\\p{L}\\p{N}])`, 'gu')
      : new RegExp(each.source, each.flags.includes('g') ? each.flags : `${each.flags}g`),
  );
}

/** Where the subject is named in a text: [start, end) of every mention. */
function mentionsOf(text: string, subject: Subject): Array<[number, number]> {
  return patterns(subject).flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match): [number, number] => [
      match.index,
      match.index + match[0].length,
    ]),
  );
}

interface Head {
  /** A heading, a lead-in ending in `:` (`Below 0.40:`, `## In progress`), or a table's header row. */
  text: string;
}

interface Unit {
  /** The statement itself: a sentence or clause of prose, a list item, a table row. */
  text: string;
  /** The headings and lead-ins it stands under, outermost first. */
  heads: Head[];
  /** A list item or table row (not prose). */
  item: boolean;
  /** Its paragraph: prose units of one paragraph share it; every item has its own. */
  block: number;
}

const BULLET = /^\s*(?:[-*+•·▪◦‣]|\d{1,3}[.)]|[a-z][.)])\s+/i;
const TABLE_ROW = /^\s*\|.*\|\s*$|\t|\S {3,}\S/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+\S/;
const EMPHASIS_LINE = /^\s*(\*\*|__)[^*_]+\1\s*:?\s*$/;

/** Sentences of a prose paragraph, then clauses at semicolons; decimals, ids and abbreviations stay whole. */
function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(*[])|(?<=;)\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The text cut into statements, each with what it stands under: prose in sentences (and clauses at `;`),
 * list items and table rows one by one. A Markdown heading or a whole-line bold heading heads what follows
 * until the next heading; a line or sentence ending in `:` heads the list or table that follows it (until
 * the next prose paragraph); a table's header row heads its rows.
 */
function parse(text: string): { units: Unit[]; heads: Head[] } {
  const plain = (LOOKS_LIKE_HTML.test(text) ? htmlToText(text) : text).replace(/\r\n?/g, '\n');
  const lines = plain.split('\n');
  const result: Unit[] = [];
  const allHeads: Head[] = [];
  const newHead = (text: string): Head => {
    const head = { text };
    allHeads.push(head);
    return head;
  };
  let section: Head | undefined;
  let leadIn: Head | undefined;
  let tableHeader: Head | undefined;
  let paragraph: string[] = [];
  let block = 0;
  const heads = (): Head[] =>
    [section, leadIn, tableHeader].filter((head): head is Head => head !== undefined);
  const flush = (): void => {
    if (paragraph.length === 0) return;
    const parts = sentences(paragraph.join(' '));
    paragraph = [];
    const last = parts[parts.length - 1]!;
    const endsInLeadIn = /:\s*$/.test(last);
    leadIn = undefined;
    for (const part of endsInLeadIn ? parts.slice(0, -1) : parts)
      result.push({ text: part, heads: heads(), item: false, block });
    // A paragraph that ends in a colon: its last sentence heads the list that follows.
    if (endsInLeadIn) leadIn = newHead(last);
  };
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      block += 1;
      tableHeader = undefined;
      continue;
    }
    if (MARKDOWN_HEADING.test(line) || EMPHASIS_LINE.test(line)) {
      flush();
      block += 1;
      section = newHead(trimmed);
      leadIn = undefined;
      tableHeader = undefined;
      continue;
    }
    if (TABLE_RULE.test(line)) continue;
    const row = TABLE_ROW.test(line);
    if (BULLET.test(line) || row || /^\s{2,}\S/.test(line)) {
      flush();
      if (row && tableHeader === undefined && TABLE_RULE.test(lines[index + 1] ?? '')) {
        tableHeader = newHead(trimmed);
        continue;
      }
      block += 1;
      result.push({ text: trimmed, heads: heads(), item: true, block });
      block += 1;
      continue;
    }
    if (/:\s*$/.test(trimmed) && paragraph.length === 0 && trimmed.length <= 80) {
      // A short line ending in a colon: a lead-in for what follows (`In progress:`, `Below 0.40:`).
      leadIn = newHead(trimmed);
      tableHeader = undefined;
      continue;
    }
    // Prose: lines of one paragraph are joined unless the one before ended a sentence or was short.
    const previous = paragraph[paragraph.length - 1];
    if (previous !== undefined && (/[.!?:;]\s*$/.test(previous) || previous.length < 60)) flush();
    paragraph.push(trimmed);
  }
  flush();
  return { units: result, heads: allHeads };
}

/**
 * The statements of a text that are about the subject, each as normalised, accent-free, lower-case text
 * with what it stands under prepended on lines of its own: the sentence (or clause) of prose, the list
 * item, the table row that names it; and when a heading or lead-in names it, the list or table under it
 * (`Key results below 0.40:` and its items), or the prose under it when it heads no list. Compare the values in them (`datesIn`, `amountsIn`,
 * `mentionsDate(..., {only: true})`) with the expected ones, instead of searching a whole mail.
 */
export function statementsAbout(text: string, subject: Subject, options: StatementOptions = {}): string[] {
  const found: string[] = [];
  const others = options.others ?? [];
  const { units: all, heads } = parse(text);
  const done = new Set<Head>();
  for (const unit of all) {
    const head = unit.heads.find((each) => mentionsOf(comparable(each.text), subject).length > 0);
    if (head !== undefined) {
      // A heading or lead-in that names the subject: everything under it is about the subject.
      if (done.has(head)) continue;
      done.add(head);
      // Its list or table when it has one (a remark below the list is not a member), else its prose.
      const inside = all.filter((each) => each.heads.includes(head));
      const under = inside.some((each) => each.item) ? inside.filter((each) => each.item) : inside;
      found.push(
        [
          ...unit.heads.slice(0, unit.heads.indexOf(head) + 1).map((each) => each.text),
          ...under.map((each) => each.text),
        ]
          .map(comparable)
          .join('\n'),
      );
      continue;
    }
    const own = comparable(unit.text);
    const mentioned = mentionsOf(own, subject);
    if (mentioned.length === 0) continue;
    const part = others.length === 0 ? own : partAbout(own, mentioned, others);
    const following: string[] = [];
    if (options.continued && !unit.item)
      for (const next of all.slice(all.indexOf(unit) + 1)) {
        const text = comparable(next.text);
        if (next.item || next.block !== unit.block) break;
        if ([subject, ...others].some((each) => mentionsOf(text, each).length > 0)) break;
        following.push(text);
      }
    found.push(
      [...unit.heads.map((each) => comparable(each.text)), [part, ...following].join(' ')].join('\n'),
    );
  }
  // A lead-in with nothing under it is a statement of its own.
  for (const head of heads)
    if (
      !done.has(head) &&
      !all.some((unit) => unit.heads.includes(head)) &&
      mentionsOf(comparable(head.text), subject).length > 0
    )
      found.push(comparable(head.text));
  return found;
}

/**
 * Every statement of a text (sentence or clause of prose, list item, table row) as comparable text, with
 * the headings and lead-ins it stands under, outermost first: for readers that weigh what each statement
 * says of several subjects at once (`falseAzureClaims`).
 */
export function statementsOf(text: string): Array<{ text: string; heads: string[] }> {
  return parse(text).units.map((unit) => ({
    text: comparable(unit.text),
    heads: unit.heads.map((head) => comparable(head.text)),
  }));
}

/** The part of a statement about the subject when it also names others (see `StatementOptions.others`). */
function partAbout(text: string, subject: Array<[number, number]>, others: readonly Subject[]): string {
  const other = others.flatMap((each) => mentionsOf(text, each));
  // Mentions of another subject inside the subject's own (`Tom` in `Tom Hein`) are the subject's.
  const foreign = other.filter(([start, end]) => !subject.some(([from, to]) => start >= from && end <= to));
  if (foreign.length === 0) return text;
  const all = [
    ...subject.map((span) => ({ span, own: true })),
    ...foreign.map((span) => ({ span, own: false })),
  ].sort((a, b) => a.span[0] - b.span[0]);
  const prefix = text.slice(0, all[0]!.span[0]);
  const parts: string[] = [];
  for (const [index, mention] of all.entries()) {
    if (!mention.own) continue;
    // Subjects named together (`Ole and Tom`, `Ole, Tom`) share the words after the last of them.
    let next = index + 1;
    while (
      next < all.length &&
      /^[\s,&/+]*(?:and|or|as well as)?[\s,&/+]*(?:'s)?\s*$/.test(
        text.slice(all[next - 1]!.span[1], all[next]!.span[0]),
      )
    )
      next += 1;
    const end = next < all.length ? all[next]!.span[0] : text.length;
    parts.push(text.slice(mention.span[0], end));
  }
  return `${prefix}${parts.join(' ... ')}`.trim();
}

/** Words that deny what follows them within a few words (`not outdated`, `no rotation was needed`). */
const DENIED = /\b(?:not|no|never|nor|without|instead of|rather than)\b|n't\b/g;

/**
 * The statements about the subject that make a claim (`claim` matches, on the comparable text: lower-case,
 * accent-free), leaving out a claim denied within the few words before it (`the key was not outdated`). For
 * what an answer must not say of one thing (`vm-b` was stopped and still billing, when it was already
 * deallocated), read where the answer speaks of it, not anywhere in the answer.
 */
export function claimsAbout(
  text: string,
  subject: Subject,
  claim: RegExp,
  options: StatementOptions = {},
): string[] {
  const global = new RegExp(claim.source, claim.flags.includes('g') ? claim.flags : `${claim.flags}g`);
  return statementsAbout(text, subject, options).filter((statement) =>
    [...statement.matchAll(global)].some((match) => {
      const before = statement.slice(Math.max(0, match.index - 25), match.index);
      return ![...before.matchAll(DENIED)].length;
    }),
  );
}
