import type { SMTPServer, SMTPServerOptions } from 'smtp-server';

/** The parts of smtp-server's connection class this file relies on (not in its published types). */
interface ConnectionInternals {
  _server: SMTPServer;
  _setListeners(ready: () => void): void;
  connectionReady(): void;
  init(): void;
}

/** Servers whose connections greet at once. */
const prompt = new WeakSet<SMTPServer>();
let patched: Promise<boolean> | undefined;

/**
 * smtp-server holds every new connection 100 ms before it greets, to catch clients that talk too soon: a
 * tenth of a second of waiting on every mail sent (the core suite's plans send about 4,900), when a cell's
 * only client is its own MCP server, which waits for the greeting. The servers made here greet at once;
 * should smtp-server's internals change, they keep the library's pause, never break.
 */
export async function promptSmtpServer(options: SMTPServerOptions): Promise<SMTPServer> {
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer(options);
  if (await patchConnections()) prompt.add(server);
  return server;
}

/** Whether the server's connections greet at once (smtp-server's internals were as this file expects). */
export function greetsAtOnce(server: SMTPServer): boolean {
  return prompt.has(server);
}

function patchConnections(): Promise<boolean> {
  patched ??= (async () => {
    const { SMTPConnection } = (await import('smtp-server/lib/smtp-connection.js').catch(() => ({}))) as {
      SMTPConnection?: { prototype: ConnectionInternals };
    };
    const connection = SMTPConnection?.prototype;
    if (typeof connection?._setListeners !== 'function' || typeof connection.connectionReady !== 'function')
      return false;
    const ownInit = connection.init;
    connection.init = function (this: ConnectionInternals) {
      if (!prompt.has(this._server)) return ownInit.call(this);
      this._setListeners(() => this.connectionReady());
    };
    return true;
  })();
  return patched;
}
