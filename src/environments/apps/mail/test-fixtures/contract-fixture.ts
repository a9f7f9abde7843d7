import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The mail app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'mail'),
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
  // email-mcp keeps its queue of scheduled mails in files of its own, beside the Maildir.
  beforeReset: [
    {
      tool: 'mail__schedule_email',
      arguments: {
        account: 'default',
        to: ['priya.nair@northwind.test'],
        subject: 'Quarterly report reminder',
        body: 'Due Friday.',
        send_at: '2027-01-04T09:00:00Z',
      },
    },
  ],
  afterReset: [
    { tool: 'mail__list_scheduled', arguments: { account: 'default' }, lacks: 'Quarterly report reminder' },
  ],
};
