/**
 * A small seeded random source, so noise is the same in every cell and on every machine: the seed is a
 * string (the task id plus what is generated), hashed with cyrb53 and fed to mulberry32.
 */
export class Random {
  private readonly source: () => number;

  constructor(seed: string) {
    this.source = mulberry32(hashString(seed));
  }

  /** A float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items (all of them, shuffled, when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** A lowercase hex string of `length` characters. */
  hex(length: number): string {
    let out = '';
    while (out.length < length)
      out += Math.floor(this.next() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, length);
  }
}

/** mulberry32: floats in [0, 1) from a 32-bit seed, the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** cyrb53: a fast, well-spread 53-bit string hash (kept to 32 bits here). */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** `count` instants spread over [from, to] (ms since epoch), sorted, during waking hours on weekdays mostly. */
export function spreadDates(random: Random, from: number, to: number, count: number): Date[] {
  const dates: Date[] = [];
  const span = Math.max(to - from, 1);
  for (let index = 0; index < count; index += 1) {
    const day = new Date(from + Math.floor(random.next() * span));
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    if (weekend && random.chance(0.7)) day.setUTCDate(day.getUTCDate() + (day.getUTCDay() === 6 ? 2 : 1));
    day.setUTCHours(random.int(6, 18), random.int(0, 59), random.int(0, 59), 0);
    const time = Math.min(Math.max(day.getTime(), from), to);
    dates.push(new Date(time));
  }
  return dates.sort((a, b) => a.getTime() - b.getTime());
}
