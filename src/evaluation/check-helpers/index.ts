export {
  htmlToText,
  markdownToText,
  type NormalizeOptions,
  normalizeText,
  stripAccents,
} from './normalize-text.ts';
export { type AmountOptions, amountsIn, mentionsAmount } from './mentions-amount.ts';
export { type DateOptions, mentionsDate } from './mentions-date.ts';
export {
  type IdOptions,
  mentions,
  mentionsAll,
  mentionsAny,
  mentionsId,
  mentionsName,
  missingMentions,
  type NameOptions,
} from './mentions-text.ts';
