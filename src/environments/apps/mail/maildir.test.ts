import { describe, expect, it } from 'vitest';
import { parseMessage } from './maildir.ts';

const mail = (contentType: string, body: string): Buffer =>
  Buffer.from(
    [
      'From: Ana <ana@example.test>',
      'To: bo@example.test',
      'Subject: Card statement',
      'Date: Tue, 24 Nov 2026 09:00:00 +0000',
      'MIME-Version: 1.0',
      `Content-Type: ${contentType}; charset=utf-8`,
      '',
      body,
    ].join('\r\n'),
  );

describe('a message as checks read it', () => {
  // A correct agent may answer with an HTML table: its cells must not run into each other in the text a
  // check reads ("AMX-2611-481384 Nov 2026Lufthansa318,40 €" hid every id and amount).
  it('keeps the cells of an HTML-only table apart', async () => {
    const html =
      '<p>Unmatched:</p><table><tr><th>Ref</th><th>Date</th><th>Amount</th></tr>' +
      '<tr><td>AMX-2611-4813</td><td>84 Nov 2026</td><td>318,40 €</td></tr></table><p>Thanks</p>';
    const { text } = await parseMessage(mail('text/html', html), 'Sent', []);
    expect(text).toMatch(/AMX-2611-4813\s+84 Nov 2026\s+318,40 €/);
    expect(text).toContain('Unmatched:');
    expect(text).toContain('Thanks');
  });

  // A check that an answer carries no internal link must see the link's target, not only its words.
  it('keeps the target of an HTML link', async () => {
    const html = '<p>Agenda: <a href="https://wiki.internal.test/loop">the loop page</a></p>';
    const { text } = await parseMessage(mail('text/html', html), 'Sent', []);
    expect(text).toContain('https://wiki.internal.test/loop');
  });

  // A check matching `web-prod` as written must find it in `<h3>web-prod: ...</h3>`, not `WEB-PROD: ...`.
  it('keeps the case of HTML headings and header cells', async () => {
    const html =
      '<h3>web-prod: Fri 4 Dec 2026, 22:00 UTC</h3><ul><li>web-19.prod</li></ul>' +
      '<table><tr><th>Host</th><th>Window</th></tr><tr><td>web-19.prod</td><td>Fri</td></tr></table>';
    const { text } = await parseMessage(mail('text/html', html), 'Sent', []);
    expect(text).toContain('web-prod: Fri 4 Dec 2026, 22:00 UTC');
    expect(text).toMatch(/Host\s+Window/);
  });

  it('keeps a plain-text body as written', async () => {
    const { text } = await parseMessage(mail('text/plain', 'Line one\r\n\r\nLine two'), 'INBOX', []);
    expect(text).toBe('Line one\n\nLine two');
  });
});
