import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { availableForTests } from '../../app-contract.ts';
import { MailApp } from './mail-app.ts';
import { headerDate, parseMessage } from './maildir.ts';
import { fixtureTask } from '../../test-fixtures/contract-fixtures.ts';
import { startAppForTests } from '../../test-fixtures/started-app.ts';
import { MAIL_NOISE_KINDS } from './mail-kinds.ts';
import { mailNoise, readMailNoise } from './mail-noise.ts';

const owner = { address: 'sam.carter@northwind.test', name: 'Sam Carter' };
const spec = {
  folders: { INBOX: 45, Archive: 30 },
  from: new Date('2026-09-01T00:00:00Z'),
  to: new Date('2026-11-23T23:59:59Z'),
  exclude: [],
};

describe('mail noise', () => {
  it('is the same for a task every time and differs between tasks', async () => {
    const [first, again, other] = await Promise.all([
      mailNoise('task-a', spec, owner),
      mailNoise('task-a', { ...spec }, owner),
      mailNoise('task-b', spec, owner),
    ]);
    expect(first.INBOX).toHaveLength(45);
    expect(first.Archive).toHaveLength(30);
    expect(Buffer.concat(again.INBOX!).equals(Buffer.concat(first.INBOX!))).toBe(true);
    expect(Buffer.concat(other.INBOX!).equals(Buffer.concat(first.INBOX!))).toBe(false);
  });

  it('stays within the dates and mixes HTML-only, multipart and attachment mails', async () => {
    const { INBOX: raws = [] } = await mailNoise('task-a', spec, owner);
    const messages = await Promise.all(raws.map((raw) => parseMessage(raw, 'INBOX', [])));
    for (const raw of raws) {
      expect(headerDate(raw)).toBeGreaterThanOrEqual(spec.from.getTime());
      expect(headerDate(raw)).toBeLessThanOrEqual(spec.to.getTime());
    }
    const types = raws.map((raw) => /^Content-Type: ([^;\r\n]+)/im.exec(raw.toString())?.[1]);
    expect(types).toContain('text/html');
    expect(types).toContain('multipart/alternative');
    expect(types).toContain('multipart/mixed');
    expect(messages.some((message) => message.attachments.length > 0)).toBe(true);
    expect(new Set(messages.map((message) => message.subject)).size).toBeGreaterThan(25);
    expect(messages.some((message) => message.text.length > 3000)).toBe(true);
  });

  it('leaves out excluded kinds', async () => {
    const kept = MAIL_NOISE_KINDS.filter((kind) => kind !== 'thread' && kind !== 'attachment');
    const { INBOX: raws = [] } = await mailNoise(
      'task-a',
      { ...spec, exclude: ['thread', 'attachment'] },
      owner,
    );
    const messages = await Promise.all(raws.map((raw) => parseMessage(raw, 'INBOX', [])));
    expect(kept).toHaveLength(MAIL_NOISE_KINDS.length - 2);
    expect(messages.some((message) => message.subject.startsWith('Re:'))).toBe(false);
    expect(messages.some((message) => message.attachments.length > 0)).toBe(false);
  });

  it('rejects a malformed noise.yaml with the file and the expected shape', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-noise-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'noise.yaml'),
      'folders: { INBOX: 45 }\nfrom: 2026-09-01\nto: 2026-11-23\nexclude: [invoices]\n',
    );
    expect(() => readMailNoise(dir)).toThrow(/noise\.yaml: exclude\.0: .*expected folders/);
  });
});

const mailAvailable = availableForTests(new MailApp().availability(), 'mail noise through the MCP server');

describe.skipIf(!mailAvailable)('mail noise through the email MCP server', () => {
  const task = fixtureTask(path.join(import.meta.dirname, 'test-fixtures/mail-noise'), 'mail');
  const started = startAppForTests(new MailApp(), task, 'mail-noise');
  const call = async (tool: string, args: Record<string, unknown>): Promise<string> => {
    const result = await started.connection.call(tool, { account: 'default', ...args });
    expect(result.isError, result.content).toBe(false);
    return result.content;
  };

  it('delivers the task mails and the noise in Date order, so ids follow time', async () => {
    const { app } = started;
    const inbox = await app.state.mail!.list('INBOX');
    expect(inbox).toHaveLength(47);
    expect(inbox[0]!.subject).toBe('Kick-off notes');
    expect(inbox.at(-1)!.subject).toBe('Budget figures for Q4');
    expect(await app.state.mail!.list('Archive')).toHaveLength(30);
    // UID 1 is the oldest mail (a task mail filed second), UID 47 the newest.
    expect(await call('get_email', { emailId: '1' })).toContain('Kick-off notes');
    expect(await call('get_email', { emailId: '47' })).toContain('Budget figures for Q4');
  });

  it('serves HTML-only, multipart and attachment noise through list and get', async () => {
    const { app } = started;
    const listing = await call('list_emails', { mailbox: 'INBOX', pageSize: 100 });
    const inbox = await app.state.mail!.list('INBOX');
    expect(inbox.filter((message) => listing.includes(message.subject))).toHaveLength(47);
    const raws = (await mailNoise(task.id, readMailNoise(path.join(task.dir, 'seed/mail'))!, owner)).INBOX!;
    const uidOf = (subject: string): string =>
      String(inbox.findIndex((message) => message.subject === subject) + 1);
    const kinds = { html: 'text/html', multipart: 'multipart/alternative', attachment: 'multipart/mixed' };
    for (const [name, type] of Object.entries(kinds)) {
      const raw = raws.find((candidate) =>
        new RegExp(`^Content-Type: ${type}`, 'im').test(candidate.toString()),
      );
      expect(raw, `a ${name} noise mail`).toBeDefined();
      const message = await parseMessage(raw!, 'INBOX', []);
      const body = await call('get_email', { emailId: uidOf(message.subject), format: 'text' });
      expect(body).toContain(message.subject);
      const words = message.text.split(/\s+/).filter((word) => /^[a-z]{7,}$/.test(word));
      expect(words.length, `${name} mail has readable text`).toBeGreaterThan(0);
      expect(body).toContain(words[0]);
      for (const attachment of message.attachments) expect(body).toContain(attachment.filename);
    }
  });
});
