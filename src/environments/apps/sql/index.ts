import type { AppModule } from '../../app-module.ts';
import { SqlApp } from './sql-app.ts';
import type { SqlState } from './sql-reader.ts';

/** The sql app (see the README's Apps section). */
export const sqlApp: AppModule<'sql', SqlState> = {
  name: 'sql',
  create: () => new SqlApp(),
  seed: { folder: 'seed/sql/', files: '*.sql, run in name order' },
  absentState: (fail) => ({ sql: fail }),
};
