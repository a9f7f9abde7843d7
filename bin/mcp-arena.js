#!/usr/bin/env node
// Runs the TypeScript CLI directly: task checks are TypeScript too, so tsx is needed at run time anyway.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
