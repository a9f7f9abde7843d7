/** A Slack `ts` (`1732442400.000100`): seconds and microseconds; `bump` adds microseconds to keep it unique. */
export function tsOf(ms: number, bump = 0): string {
  const micros = BigInt(Math.floor(ms)) * 1000n + BigInt(bump);
  return `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`;
}

/** The time a `ts` stands for, in milliseconds. */
export function msOfTs(ts: string): number {
  return Number(ts.split('.')[0]) * 1000 + Math.floor(Number(`0.${ts.split('.')[1] ?? '0'}`) * 1000);
}

/** Whether a value is a well-formed `ts`. */
export function isTs(value: string): boolean {
  return /^\d{1,12}\.\d{6}$/.test(value);
}

/**
 * The cell's scenario clock for new messages: it starts at the task's `now:` when the cell starts and
 * runs on in real time (the machine's own clock without a `now:`); every `ts` it gives is later than the
 * one before, so two messages never share one.
 */
export class ChatClock {
  private readonly startMs: number;
  private readonly startedAt = performance.now();
  private last = '';

  constructor(now?: string) {
    this.startMs = now === undefined ? Date.now() : Date.parse(now);
  }

  nowMs(): number {
    return this.startMs + (performance.now() - this.startedAt);
  }

  /** A fresh `ts`, after every one given before and after `after` (the newest seeded message). */
  next(after = ''): string {
    const floor = this.last > after ? this.last : after;
    let ts = tsOf(this.nowMs());
    if (ts <= floor) ts = tsOf(msOfTs(floor), (Number(floor.split('.')[1]) % 1000) + 1);
    this.last = ts;
    return ts;
  }
}
