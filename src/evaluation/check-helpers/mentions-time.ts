import { normalizeText } from './normalize-text.ts';

/** One clock time a text states, as `timesIn` reads it. */
export interface TimeMention {
  /** The words as written (normalised: lower case); both ends of a range share them. */
  text: string;
  /** Where they start in the normalised text. */
  index: number;
  /** The time as `HH:MM`, 24-hour. */
  time: string;
  /** The zone written after it: `utc` (`UTC`, `GMT`, `Z`), `local` (`CET`, `CEST`, `Berlin`, `local`), or none. */
  zone?: 'utc' | 'local';
}

const ONE = String.raw`(\d{1,2})(?:[:h](\d{2})|\.(\d{2})(?=\s*(?:h|uhr)(?![a-z])))?(?:\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z]))?`;
const TIMES = new RegExp(
  String.raw`(?<![\d:./,-])${ONE}(?:\s*(?:-|to|until|till)\s*${ONE})?(?![\d:]|\.\d)(?:\s*(?:\(\s*)?(utc|gmt|z|cet|cest|berlin|local)(?![a-z]))?`,
  'g',
);

/**
 * Every clock time a text states: `14:00`, `14h00`, `14.00 h`, `2 pm`, `2:30 p.m.`, both ends of a range
 * (`14:00-15:30`, `10-11 am`, `13:00 to 14:30 UTC`), each with the zone written after it. A bare number is
 * no time (`3 December`, `12 seats`, `30-2 Dec`): one end of a range at least has minutes or am/pm.
 */
export function timesIn(text: string): TimeMention[] {
  const plain = normalizeText(text);
  const found: TimeMention[] = [];
  for (const match of plain.matchAll(TIMES)) {
    const ends = [
      { hour: match[1], minute: match[2] ?? match[3], meridiem: match[4] },
      { hour: match[5], minute: match[6] ?? match[7], meridiem: match[8] },
    ].filter((end) => end.hour !== undefined);
    if (!ends.some((end) => end.minute !== undefined || end.meridiem !== undefined)) continue;
    const shared = ends[ends.length - 1]!.meridiem;
    const zoneWord = match[9];
    const zone = zoneWord === undefined ? undefined : /^(utc|gmt|z)$/.test(zoneWord) ? 'utc' : 'local';
    const times = ends.map((end) => {
      let hour = Number(end.hour);
      const meridiem = (end.meridiem ?? shared ?? '').replace(/[^ap]/g, '');
      if (meridiem === 'p' && hour < 12) hour += 12;
      if (meridiem === 'a' && hour === 12) hour = 0;
      const minute = Number(end.minute ?? '0');
      return hour <= 24 && minute < 60
        ? `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
        : undefined;
    });
    if (times.some((time) => time === undefined)) continue;
    for (const time of times)
      found.push({ text: match[0].trim(), index: match.index, time: time!, ...(zone ? { zone } : {}) });
  }
  return found;
}

/**
 * The times a text states that are none of the expected ones: a time marked UTC (`13:00 UTC`) that is not
 * among `utc`, any other that is not among `local` (`HH:MM` each). Use it on the statements about one thing
 * (see `statementsAbout`): a meeting's UTC hours given as its local time show here.
 */
export function otherTimes(
  text: string,
  local: readonly string[],
  utc: readonly string[] = [],
): TimeMention[] {
  return timesIn(text).filter((mention) =>
    mention.zone === 'utc' ? !utc.includes(mention.time) : !local.includes(mention.time),
  );
}
