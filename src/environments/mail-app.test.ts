import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { MailApp } from './mail-app.ts';

describeAppContract('mail', () => new MailApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'mail'),
  seeded: async (state) => {
    const inbox = await state.mail!.list('INBOX');
    const archive = await state.mail!.list('Archive');
    return (
      inbox.length === 1 &&
      inbox[0]!.attachments[0]?.filename === 'INV-2041.csv' &&
      archive.length === 1 &&
      (await state.mail!.folders()).includes('Sent')
    );
  },
  read: {
    tool: 'mail__list_emails',
    arguments: { account: 'default', mailbox: 'INBOX' },
    expect: 'INV-2041',
  },
  change: {
    tool: 'mail__move_email',
    arguments: { account: 'default', emailId: '1', sourceMailbox: 'INBOX', destinationMailbox: 'Archive' },
  },
  changed: async (state) =>
    (await state.mail!.list('Archive')).some((message) => message.subject.includes('INV-2041')),
});
