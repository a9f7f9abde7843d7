import { Store } from '../../store/index.ts';

/**
 * Opens the store every worker and producer share. Processes starting together on a fresh database
 * race to create its schema (one of them fails on a table the other just made), so retry a little.
 */
export async function openSharedStore(db: string, attempts = 6): Promise<Store> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await Store.open(db);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}
