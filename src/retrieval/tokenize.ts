/** Text → terms for lexical retrieval: identifier splitting, lower-casing, stop words, light stemming. */

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does for from has have how i if in into is it its me my of on or ' +
    'our should so that the their them then there these this to us was we what when where which who will ' +
    'with would you your'
  ).split(' '),
);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

export interface TokenizeOptions {
  /** Split identifiers on camelCase, snake_case, kebab-case, dots and slashes (default true). */
  splitIdentifiers?: boolean;
  /** Drop common English stop words (default true). */
  dropStopWords?: boolean;
  /** Apply light suffix stemming (default true). */
  stem?: boolean;
}

/** Splits `getUserById`, `get_user_by_id`, `repos/{owner}/issues`, `v1.users.list` into words. */
export function splitIdentifier(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .replace(/[_\-./\\{}:]+/g, ' ');
}

/** Light suffix stemmer: plural and common verb endings only, so `searches`, `searching`, `searched` → `search`. */
export function stemTerm(term: string): string {
  if (term.length <= 3 || /[0-9]/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes|zes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('ss') || term.endsWith('us') || term.endsWith('is')) return term;
  if (term.endsWith('s')) return term.slice(0, -1);
  if (term.endsWith('ing') && term.length > 5) return undouble(term.slice(0, -3));
  if (term.endsWith('ed') && term.length > 4) return undouble(term.slice(0, -2));
  return term;
}

function undouble(stem: string): string {
  const last = stem.at(-1);
  if (stem.length > 3 && last === stem.at(-2) && last !== 'l' && last !== 's' && last !== 'z') {
    return stem.slice(0, -1);
  }
  return stem;
}

/** The terms of a text, in order (duplicates kept, for term frequencies). */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  const { splitIdentifiers = true, dropStopWords = true, stem = true } = options;
  const split = splitIdentifiers ? splitIdentifier(text) : text;
  // Chinese and Japanese have no spaces between words: each ideograph is its own term.
  const source = split.replace(CJK, ' $& ');
  const terms: string[] = [];
  for (const match of source.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (dropStopWords && STOP_WORDS.has(word)) continue;
    terms.push(stem ? stemTerm(word) : word);
  }
  return terms;
}
