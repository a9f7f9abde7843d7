import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { greetsAtOnce, promptSmtpServer } from './prompt-smtp.ts';

describe('promptSmtpServer', () => {
  it('greets at once and still takes mail like smtp-server', async () => {
    const received: string[] = [];
    const server = await promptSmtpServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    // The patch took: were smtp-server's internals to change, the pause comes back and this says so.
    expect(greetsAtOnce(server)).toBe(true);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      const port = (server.server.address() as { port: number }).port;
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        ignoreTLS: true,
      });
      for (const subject of ['first', 'second'])
        await transport.sendMail({ from: 'a@example.test', to: 'b@example.test', subject, text: 'hello' });
      expect(received.map((raw) => raw.match(/^Subject: (.*)$/m)?.[1]?.trim())).toEqual(['first', 'second']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
