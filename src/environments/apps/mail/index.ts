import type { AppModule } from '../../app-module.ts';
import { MailApp } from './mail-app.ts';
import { mailNoise } from './mail-noise.ts';
import type { MailState } from './mail-reader.ts';

/** The mail app (see the README's Apps section). */
export const mailApp: AppModule<'mail', MailState> = {
  name: 'mail',
  create: () => new MailApp(),
  seed: { folder: 'seed/mail/', files: '<Folder>/*.eml, mailbox.yaml (the owner)' },
  noise: { file: 'seed/mail/noise.yaml', generate: mailNoise },
  install: { system: [{ apt: 'dovecot-imapd', dnf: 'dovecot', brew: 'dovecot', commands: ['dovecot'] }] },
  absentState: (fail) => ({ mail: { folders: fail, list: fail, sent: fail } }),
};
