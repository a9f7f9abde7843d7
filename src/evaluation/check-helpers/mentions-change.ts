import { normalizeText } from './normalize-text.ts';

export interface ChangeOptions {
  /** The decimals a writer may round the change to; default [1, 2]. */
  decimals?: readonly number[];
}

// Words that make an unsigned percentage a fall: "down 0.2%", "a decline of 0.2%", "0.2% lower".
const FALL_BEFORE =
  /\b(down|declin\w*|decreas\w*|fell|fall\w*|dropp?\w*|lower|less|shr[aiu]nk\w*|contract\w*|minus|negative|loss|lost)\b/;
const FALL_AFTER = /^\s*(lower|down|less|below|declin\w*|decreas\w*|drop\w*|fall|fell)\b/;

/**
 * True when the text states the change `value` (in percent) with its direction: `-0.2%`, `−0.2 %`,
 * `minus 0.2 percent`, `down 0.2%`, `a decline of 0.2%`, `0.2% lower` state -0.2; `+24.4%`, `24.4%`,
 * `up 24.4%` state 24.4. An unsigned figure reads as a rise unless a word of its clause says it fell, and a
 * figure written with the opposite sign anywhere (`+0.2%` for -0.2) makes the statement false.
 */
export function mentionsChange(text: string, value: number, options: ChangeOptions = {}): boolean {
  const plain = normalizeText(text).replace(/\u2212/g, '-');
  const signs = (options.decimals ?? [1, 2]).flatMap((decimals) => {
    const digits = Math.abs(value).toFixed(decimals).replace('.', '[.,]');
    const pattern = new RegExp(`(?<![\\d.,])([-+]?)\\s*${digits}(?!\\d)\\s*(?:%|percent|per cent)`, 'g');
    return [...plain.matchAll(pattern)].map((match) => {
      if (match[1] === '-') return { sign: -1, explicit: true };
      if (match[1] === '+') return { sign: 1, explicit: true };
      const clause = plain
        .slice(Math.max(0, match.index - 40), match.index)
        .split(/[\n;!?]|\.(?!\d)/)
        .pop()!;
      const after = plain.slice(match.index + match[0].length, match.index + match[0].length + 20);
      return { sign: FALL_BEFORE.test(clause) || FALL_AFTER.test(after) ? -1 : 1, explicit: false };
    });
  });
  const want = value < 0 ? -1 : 1;
  return (
    signs.some((found) => found.sign === want) &&
    !signs.some((found) => found.explicit && found.sign !== want && value !== 0)
  );
}
