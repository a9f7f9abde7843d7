import type { MailMessage } from '../../environments/index.ts';
import { mailsTo } from './recipients.ts';

type Addressed = Pick<MailMessage, 'to' | 'cc'> & { bcc?: readonly string[] };

/** A Message-ID as compared: angle brackets, surrounding spaces and case aside. */
const bareId = (id: string | undefined): string => (id ?? '').trim().replace(/^<|>$/g, '').toLowerCase();

/**
 * Whether a mail answers the message in its thread: its In-Reply-To is that Message-ID (`<id>` or `id`,
 * case aside). A new mail, or a reply to another message of the thread, is not.
 */
export function repliesTo(mail: Pick<MailMessage, 'inReplyTo'>, messageId: string): boolean {
  return mail.inReplyTo !== undefined && bareId(mail.inReplyTo) === bareId(messageId);
}

/**
 * The one mail that reached an address (To, Cc or Bcc), or undefined when none or several did: for "one
 * mail to each customer", where a second mail is as wrong as none.
 */
export function onlyMailTo<Mail extends Addressed>(
  mails: readonly Mail[],
  address: string,
): Mail | undefined {
  const reached = mailsTo(mails, address);
  return reached.length === 1 ? reached[0] : undefined;
}

/**
 * Whether a person was answered once, in their own thread: exactly one mail reached the address, and it
 * answers their message (`messageId`). `customers.filter((c) => !answeredOnce(sent, c.address, c.messageId))`.
 */
export function answeredOnce(
  mails: readonly (Addressed & Pick<MailMessage, 'inReplyTo'>)[],
  address: string,
  messageId: string,
): boolean {
  const mail = onlyMailTo(mails, address);
  return mail !== undefined && repliesTo(mail, messageId);
}
