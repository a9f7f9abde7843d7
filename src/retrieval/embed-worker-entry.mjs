// The background embedding thread's entry when mcp-arena runs from its sources: TypeScript through tsx
// (the built CLI starts dist/retrieval/embed-worker.js instead).
import { register } from 'tsx/esm/api';

register();
await import('./embed-worker.ts');
