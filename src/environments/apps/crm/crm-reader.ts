/** Rows of the crm app (Directus) as a check sees them: booleans as booleans, dates as `YYYY-MM-DD`. */
export interface CrmReader {
  /** The CRM's collections (`accounts`, `contacts`, `deals`, ...). */
  collections(): string[];
  /** Every row of one collection, by id. */
  items(collection: string): Promise<Array<Record<string, unknown>>>;
}

/** What the crm app offers checks (`context.crm`, and `before.crm` as seeded). */
export interface CrmState {
  /** Rows of the crm app (Directus): `await crm.items('deals')`, by id; diff them with `diffRows(..., { key: 'id' })`. */
  crm: CrmReader;
}
