// The names a store gives and takes: run ids, and database URLs it accepts.

/** Whether a `--db` value names a Postgres server. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}

/** Sortable, readable run ids: `20261122-021500-k3f9`. */
export function newRunId(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${Math.random().toString(36).slice(2, 6)}`;
}
