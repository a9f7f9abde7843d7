// The embedded Postgres thread's entry when mcp-arena runs from its sources: TypeScript through tsx
// (the built CLI starts dist/environments/apps/sql/pglite-thread.js instead).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
