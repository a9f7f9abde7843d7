import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './app-support.ts';
import { CellDir } from './cell-dir.ts';
import { greeting, type ListeningDaemon, startListening } from './daemon-start.ts';

const DAEMON = new URL('./test-fixtures/greeting-daemon.mjs', import.meta.url).pathname;
const cell = CellDir.create('daemon-start');
afterAll(() => cell.remove());

/** The stand-in daemon greeting with `text` after `delayMs`; it answers as itself when the greeting matches. */
function greeter(text: string, delayMs = 0): ListeningDaemon {
  return {
    name: 'greeter',
    launch: (port) => ({ command: process.execPath, args: [DAEMON, String(port), text, String(delayMs)] }),
    answers: async (port) => (await greeting(port)).endsWith(text),
  };
}

/** Another process on a port: it greets as someone else. */
async function squatter(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.end('* OK someone else\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Ports handed out in turn: the given ones first, then fresh ones. */
function portsFrom(first: number[]): () => Promise<number> {
  const queue = [...first];
  return async () => queue.shift() ?? freePort();
}

describe('freePort', () => {
  it('never hands out the same port twice in a process (the kernel repeats them often)', async () => {
    const ports: number[] = [];
    for (let draw = 0; draw < 1000; draw += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('startListening', () => {
  it('waits for a daemon slow to answer, however long it is silent, up to the deadline', async () => {
    const { daemon, port } = await startListening(cell, greeter('slow one', 1500));
    expect(await greeting(port)).toBe('* OK slow one');
    await daemon.stop();
  });

  it('starts again on another port when another process holds the one drawn', async () => {
    const other = await squatter();
    try {
      const { daemon, port } = await startListening(cell, greeter('the real one'), {
        port: portsFrom([other.port]),
      });
      expect(port).not.toBe(other.port);
      expect(await greeting(port)).toBe('* OK the real one');
      expect(await greeting(other.port)).toBe('* OK someone else');
      await daemon.stop();
    } finally {
      await other.close();
    }
  });

  it('never takes another process on the port for the daemon, even while the daemon is still starting', async () => {
    const other = await squatter();
    try {
      // The daemon only tries to bind after 500 ms; meanwhile the other process answers on its port.
      const { daemon, port } = await startListening(cell, greeter('late binder', 500), {
        port: portsFrom([other.port]),
      });
      expect(port).not.toBe(other.port);
      await daemon.stop();
    } finally {
      await other.close();
    }
  });

  it('gives up after three ports, naming each cause', async () => {
    const others = await Promise.all([squatter(), squatter(), squatter()]);
    try {
      const failure = await startListening(cell, greeter('never'), {
        port: portsFrom(others.map((other) => other.port)),
      }).catch((error: unknown) => error as Error);
      expect(failure).toBeInstanceOf(Error);
      const causes = (failure as Error).message.replace(/^greeter did not start \((.*)\)$/s, '$1');
      expect(causes.split('; then ')).toHaveLength(3);
      for (const cause of causes.split('; then '))
        expect(cause).toMatch(
          /^(another process answers on 127\.0\.0\.1:\d+|exited with code 1): cannot listen: listen EADDRINUSE/,
        );
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });

  it('stops a daemon silent past the deadline, without trying other ports', async () => {
    const text = `too slow ${process.pid}`;
    const failure = await startListening(cell, greeter(text, 60_000), { timeoutMs: 500 }).catch(
      (error: unknown) => error as Error,
    );
    expect((failure as Error).message).toMatch(
      /^greeter did not start \(did not answer on 127\.0\.0\.1:\d+ within 0\.5 s\)$/,
    );
    expect(processesWith(text)).toEqual([]);
  });
});

/** Live processes whose command line holds the text. */
function processesWith(text: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
    } catch {
      return false;
    }
  });
}
