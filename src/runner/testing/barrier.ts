/**
 * A meeting point for concurrent cell runners in tests: `arrive()` resolves once `count` callers have
 * arrived, so a test orders events by what happened (both workers are inside the cell), never by sleeping.
 * A pool that never gets `count` callers in at once never passes it: the test times out.
 */
export class Barrier {
  private arrived = 0;
  private open!: () => void;
  private readonly opened = new Promise<void>((resolve) => {
    this.open = resolve;
  });

  constructor(private readonly count: number) {}

  arrive(): Promise<void> {
    this.arrived += 1;
    if (this.arrived >= this.count) this.open();
    return this.opened;
  }
}
