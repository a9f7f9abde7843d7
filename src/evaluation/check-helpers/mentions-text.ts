import { escapeRegExp, normalizeText, stripAccents } from './normalize-text.ts';

const BEFORE_WORD = '(?<![\\p{L}\\p{N}])';
const AFTER_WORD = '(?![\\p{L}\\p{N}])';

/** Normalised, accent-free text for matching names and phrases. */
function comparable(text: string): string {
  return stripAccents(normalizeText(text));
}

/**
 * True when the text contains the phrase as whole words, after both are normalised (case, accents,
 * quotes, dashes, spaces, HTML, Markdown): `mentions('Re: the Q4 budget', 'q4 Budget')`; `7` is not in `17`.
 */
export function mentions(text: string, phrase: string): boolean {
  const needle = comparable(phrase);
  if (!needle) return false;
  return new RegExp(`${BEFORE_WORD}${escapeRegExp(needle)}${AFTER_WORD}`, 'u').test(comparable(text));
}

/** The phrases the text does not mention (see `mentions`), for a checkpoint's detail. */
export function missingMentions(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => !mentions(text, phrase));
}

export function mentionsAll(text: string, phrases: readonly string[]): boolean {
  return missingMentions(text, phrases).length === 0;
}

export function mentionsAny(text: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => mentions(text, phrase));
}

export interface IdOptions {
  /** Also accept the id's number on its own (`#2041`, `invoice 2041`); default false. */
  numberAlone?: boolean;
}

/**
 * True when the text names the id, case-insensitive and as a whole word, with any or no separator between
 * its letter and digit parts: `INV-2041` is found as `inv-2041`, `INV 2041`, `INV2041`, `INV_2041`,
 * `INV/2041`, `INV #2041`, but not in `INV-20411` or `XINV-2041`. Leading zeros count (`PO-042` is not `PO-42`).
 */
export function mentionsId(text: string, id: string, options: IdOptions = {}): boolean {
  return idPattern(id, options).test(normalizeText(text));
}

/** The expression `mentionsId` looks for, on normalised text (a subject for `statementsAbout`). */
export function idPattern(id: string, options: IdOptions = {}): RegExp {
  const parts = normalizeText(id).match(/[\p{L}]+|\p{N}+/gu) ?? [];
  if (parts.length === 0) throw new Error(`mentionsId needs an id with letters or digits, not "${id}"`);
  const joined = parts.map(escapeRegExp).join('[\\s\\-_./#:]*');
  const alternatives = [joined];
  const number = parts[parts.length - 1]!;
  if (options.numberAlone && /^\p{N}+$/u.test(number)) alternatives.push(escapeRegExp(number));
  return new RegExp(`${BEFORE_WORD}(?:${alternatives.join('|')})${AFTER_WORD}`, 'u');
}

export interface NameOptions {
  /** `full`: first and last name; `first` (default): the first name alone also counts, and so do
   *  `Ms/Mr/Mrs/Dr/Mx Last`, `Last, First` and the initial form `A. Bello`. */
  require?: 'full' | 'first';
}

const TITLES = '(?:ms|mr|mrs|miss|mx|dr|prof)\\.?';

/**
 * True when the text names the person: case- and accent-insensitive, as whole words (`Aisha Bello`,
 * `aisha`, `Ms Bello`, `Bello, Aisha`, `A. Bello`; `José` is found as `Jose`). `Aishah` is not `Aisha`.
 */
export function mentionsName(text: string, name: string, options: NameOptions = {}): boolean {
  return namePattern(name, options).test(comparable(text));
}

/** The expression `mentionsName` looks for, on normalised accent-free text (a subject for `statementsAbout`). */
export function namePattern(name: string, options: NameOptions = {}): RegExp {
  const words = comparable(name).split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) throw new Error('mentionsName needs a name');
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const alternatives = [words.join('[\\s-]+')];
  if (words.length > 1) {
    alternatives.push(`${last},\\s*${words.slice(0, -1).join('\\s+')}`);
    if (options.require !== 'full')
      alternatives.push(first, `${TITLES}\\s+${last}`, `${escapeRegExp(first[0]!)}\\.\\s*${last}`);
  }
  return new RegExp(`${BEFORE_WORD}(?:${alternatives.join('|')})${AFTER_WORD}`, 'u');
}
