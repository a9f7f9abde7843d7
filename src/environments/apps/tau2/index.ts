import type { AppModule } from '../../app-module.ts';
import { Tau2App } from './tau2-app.ts';
import type { Tau2State } from './tau2-reader.ts';

/** The tau2 app: a τ²-bench domain's tools and database (see the README's Apps section). */
export const tau2App: AppModule<'tau2', Tau2State> = {
  name: 'tau2',
  create: () => new Tau2App(),
  seed: {
    folder: 'seed/tau2/',
    files:
      'tau2.json ({domain, db: path of db.json or db.toml, userDb?: telecom user_db.toml or mock user_db.json, task?: the upstream task})',
  },
  absentState: (fail) => ({
    tau2: {
      domain: fail,
      db: fail,
      task: fail,
      writes: fail,
      replay: fail,
      telecom: fail,
      telecomReplay: fail,
      mock: fail,
      mockReplay: fail,
      userTools: fail,
      callUserTool: fail,
    },
  }),
};
