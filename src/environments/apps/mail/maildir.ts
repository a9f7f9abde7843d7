import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import type { MailMessage } from './mail-reader.ts';
import { memoByContent } from '../../content-memo.ts';

/**
 * A Maildir++ mailbox as dovecot keeps it: INBOX in the root, every other folder in `.<Name>`
 * (hierarchy separator `.` on disk, `/` to clients), each with `cur/`, `new/`, `tmp/`.
 */
export class Maildir {
  readonly root: string;
  private counter = 0;

  constructor(root: string) {
    this.root = root;
  }

  folderPath(folder: string): string {
    return folder === 'INBOX' ? this.root : path.join(this.root, `.${folder.replaceAll('/', '.')}`);
  }

  createFolder(folder: string): void {
    for (const sub of ['cur', 'new', 'tmp'])
      mkdirSync(path.join(this.folderPath(folder), sub), { recursive: true });
  }

  /** Adds a raw message; `seen` puts it in `cur/` flagged Seen, otherwise it waits unread in `new/`. */
  deliver(folder: string, raw: Buffer | string, seen: boolean): void {
    this.createFolder(folder);
    this.counter += 1;
    const name = `${Date.now()}.M${this.counter}P${process.pid}.arena`;
    const file = seen ? path.join('cur', `${name}:2,S`) : path.join('new', name);
    writeFileSync(path.join(this.folderPath(folder), file), raw);
  }

  /**
   * Writes a folder's seed messages under stable names with a dovecot-uidlist giving them UIDs 1..n in
   * order, so message ids in a task's reference plan are the same in every cell.
   */
  seedFolder(folder: string, raws: Buffer[], seen: boolean): void {
    this.createFolder(folder);
    const dir = this.folderPath(folder);
    const names = raws.map((_, index) => `1000000000.S${String(index + 1).padStart(5, '0')}.arena`);
    raws.forEach((raw, index) => {
      const name = names[index]!;
      writeFileSync(path.join(dir, seen ? path.join('cur', `${name}:2,S`) : path.join('new', name)), raw);
    });
    const lines = [`3 V1 N${raws.length + 1}`, ...names.map((name, index) => `${index + 1} :${name}`)];
    writeFileSync(path.join(dir, 'dovecot-uidlist'), `${lines.join('\n')}\n`);
  }

  folders(): string[] {
    if (!existsSync(this.root)) return [];
    const others = readdirSync(this.root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('.') && entry.name.length > 1)
      .map((entry) => entry.name.slice(1).replaceAll('.', '/'));
    return ['INBOX', ...others.sort()];
  }

  async list(folder = 'INBOX'): Promise<MailMessage[]> {
    const dir = this.folderPath(folder);
    const files: Array<{ file: string; flags: string[] }> = [];
    for (const sub of ['new', 'cur']) {
      const subdir = path.join(dir, sub);
      if (!existsSync(subdir)) continue;
      for (const name of readdirSync(subdir)) {
        files.push({ file: path.join(subdir, name), flags: maildirFlags(name) });
      }
    }
    const messages = await Promise.all(
      files.map(({ file, flags }) => parseMessage(readFileSync(file), folder, flags)),
    );
    return sortMessages(messages);
  }
}

const FLAG_NAMES: Record<string, string> = {
  D: '\\Draft',
  F: '\\Flagged',
  R: '\\Answered',
  S: '\\Seen',
  T: '\\Deleted',
};

function maildirFlags(fileName: string): string[] {
  const info = fileName.split(':2,')[1] ?? '';
  return [...info].flatMap((letter) => (FLAG_NAMES[letter] ? [FLAG_NAMES[letter]] : [])).sort();
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((item) => item.value.map((address) => (address.address ?? '').toLowerCase()));
}

/**
 * A raw message as checks see it. `envelope` is the SMTP envelope's recipients of a sent mail: those not in
 * To or Cc are its blind copies (the client leaves the Bcc header out of what it sends).
 */
export const parseMessage = memoByContent(parseRawMessage);

async function parseRawMessage(
  raw: Buffer,
  folder: string,
  flags: string[],
  envelope: readonly string[] = [],
): Promise<MailMessage> {
  // Loaded on first use, like the other heavy parsers, to keep CLI start-up fast.
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const bcc = [
    ...new Set([...addresses(parsed.bcc), ...envelope.map((address) => address.toLowerCase())]),
  ].filter((address) => !to.includes(address) && !cc.includes(address));
  return {
    folder,
    messageId: parsed.messageId ?? '',
    from: addresses(parsed.from)[0] ?? '',
    to,
    cc,
    bcc,
    subject: parsed.subject ?? '',
    date: parsed.date?.toISOString() ?? '',
    text: (htmlOnly(raw, parsed.html) ? await htmlText(parsed.html as string) : (parsed.text ?? '')).trim(),
    inReplyTo: parsed.inReplyTo,
    flags,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      size: attachment.size,
    })),
  };
}

/** An HTML body with no text/plain part beside it: mailparser's own text of it runs table cells together. */
function htmlOnly(raw: Buffer, html: string | false): boolean {
  return typeof html === 'string' && !/^content-type:\s*text\/plain/im.test(raw.toString('latin1'));
}

/**
 * The text of an HTML body with tables kept as rows of separated cells, and links with their targets.
 * Headings and header cells keep their case (html-to-text upper-cases them by default: `<h3>web-prod</h3>`
 * read as `WEB-PROD` hid the group from a check matching it as written).
 */
async function htmlText(html: string): Promise<string> {
  const { convert } = await import('html-to-text');
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      { selector: 'img', format: 'skip' },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
    ],
  });
}

/** A raw message's Date header in ms since the epoch; NaN when it has none or it does not parse. */
export function headerDate(raw: Buffer): number {
  const text = raw.subarray(0, 16_384).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const header = /^Date:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(end < 0 ? text : text.slice(0, end));
  return header ? Date.parse(header[1]!.replace(/\r?\n[ \t]+/g, ' ').replace(/\s*\([^)]*\)\s*$/, '')) : NaN;
}

/** Messages in Date order (stable: equal or missing dates keep their order, undated ones go last). */
export function byHeaderDate(raws: Buffer[]): Buffer[] {
  const keyed = raws.map((raw, index) => ({ raw, index, time: headerDate(raw) }));
  const rank = (time: number): number => (Number.isNaN(time) ? Number.POSITIVE_INFINITY : time);
  return keyed.sort((a, b) => rank(a.time) - rank(b.time) || a.index - b.index).map((item) => item.raw);
}

/** Oldest first; ties broken by Message-ID and subject so the order never depends on file names. */
export function sortMessages(messages: MailMessage[]): MailMessage[] {
  return messages.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.messageId.localeCompare(b.messageId) ||
      a.subject.localeCompare(b.subject),
  );
}
