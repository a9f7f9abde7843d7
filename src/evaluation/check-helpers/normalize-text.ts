import { decodeHTML } from 'entities';

export interface NormalizeOptions {
  /** Keep line breaks (each line's spaces are still collapsed); default false: one line. */
  keepLines?: boolean;
  /** Keep upper and lower case apart; default false: lower-cased. */
  keepCase?: boolean;
}

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
// NFKC maps most compatibility spaces to U+0020 already; these are the ones it keeps.
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t\f\v]/g;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>|&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i;

/**
 * Text as a careful reader compares it: HTML and Markdown reduced to text, Unicode NFKC, typographic
 * quotes and apostrophes as ASCII, every dash as '-', every space as ' ', whitespace collapsed, lower case.
 * "I can’t approve" and "I can't approve" normalise alike; so do "1\u00A0234" and "1 234".
 */
export function normalizeText(text: string, options: NormalizeOptions = {}): string {
  let plain = LOOKS_LIKE_HTML.test(text) ? htmlToText(text) : text;
  plain = markdownToText(plain)
    .normalize('NFKC')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .replace(/\r\n?/g, '\n');
  plain = options.keepLines
    ? plain
        .split('\n')
        .map((line) => line.replace(/ +/g, ' ').trim())
        .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
        .join('\n')
        .trim()
    : plain.replace(/\s+/g, ' ').trim();
  return options.keepCase ? plain : plain.toLowerCase();
}

/** Block elements whose boundaries are line breaks in the text a reader sees. */
const BLOCK_TAGS =
  /<\/?(p|div|br|li|tr|h[1-6]|table|ul|ol|blockquote|pre|section|article|header|footer|hr)(\s[^>]*)?\/?>/gi;

/** Text of an HTML fragment or document: scripts and styles dropped, blocks and `<br>` as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(td|th)(\s[^>]*)?>/gi, ' ')
    .replace(BLOCK_TAGS, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHTML(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Text of Markdown as it reads: emphasis, inline code, fences, headings, quotes and list bullets dropped,
 * links as `text (url)`, images as their alt text. Underscores inside words (`order_number`) are kept.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/^\s*(```|~~~)[^\n]*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)(\s+"[^"]*")?\)/g, (_, label: string, url: string) =>
      label === url ? label : `${label} (${url})`,
    )
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)([^\n]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([^\n]*?\S)~~/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^(\s*)[-*+]\s+(?!\[)/gm, '$1')
    .replace(/^(\s*)[-*+]\s+\[[ xX]\]\s+/gm, '$1');
}

/** Letters without their accents ("José Müller" → "Jose Muller"), for names typed on any keyboard. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** A text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
