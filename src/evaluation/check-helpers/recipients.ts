import type { MailMessage } from '../../environments/index.ts';

/**
 * Every address a mail went to, To, Cc and Bcc alike, lower-cased and each once: a copy or a blind copy
 * to someone who must not read it is a leak as much as the To line.
 */
export function recipientsOf(mail: Pick<MailMessage, 'to' | 'cc'> & { bcc?: readonly string[] }): string[] {
  return [
    ...new Set([...mail.to, ...mail.cc, ...(mail.bcc ?? [])].map((address) => address.trim().toLowerCase())),
  ];
}

/** The mails that reached the address in any of To, Cc and Bcc (case ignored). */
export function mailsTo<Mail extends Pick<MailMessage, 'to' | 'cc'> & { bcc?: readonly string[] }>(
  mails: readonly Mail[],
  address: string,
): Mail[] {
  const wanted = address.trim().toLowerCase();
  return mails.filter((mail) => recipientsOf(mail).includes(wanted));
}
