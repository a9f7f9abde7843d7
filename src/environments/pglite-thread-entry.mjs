// The embedded Postgres thread's entry: TypeScript through tsx, as the CLI itself runs.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
