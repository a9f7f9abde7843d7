export interface MailAttachment {
  filename: string;
  contentType: string;
  size: number;
}

/** One message as a check sees it. */
export interface MailMessage {
  folder: string;
  messageId: string;
  from: string;
  to: string[];
  cc: string[];
  /** Blind copies: for a sent mail, the SMTP envelope's recipients that are not in To or Cc. */
  bcc: string[];
  subject: string;
  date: string;
  /** Plain-text body (HTML bodies are reduced to text). */
  text: string;
  inReplyTo?: string;
  /** IMAP flags, e.g. `\\Seen`, `\\Flagged`. */
  flags: string[];
  attachments: MailAttachment[];
}

export interface MailReader {
  /** Folders of the mailbox (`INBOX`, `Sent`, `Archive`, ...). */
  folders(): Promise<string[]>;
  /** Messages of one folder (default INBOX), oldest first. */
  list(folder?: string): Promise<MailMessage[]>;
  /** Every message the SMTP server accepted during the cell, oldest first. */
  sent(): Promise<MailMessage[]>;
}

/** What the mail app offers checks (`context.mail`, and `before.mail` as seeded). */
export interface MailState {
  /** Messages of the mail app: `await mail.list('INBOX')`, `await mail.sent()`. */
  mail: MailReader;
}
