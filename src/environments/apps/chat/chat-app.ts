import os from 'node:os';
import path from 'node:path';
import { moduleProcessArgs } from '../../../module-process.ts';
import type { Task } from '../../../tasks/index.ts';
import type { App, RunningApp } from '../../app.ts';
import type { CellDir } from '../../cell-dir.ts';
import { ChatClock } from './chat-clock.ts';
import { peopleChatOf } from './chat-people.ts';
import { chatReader, type ChatState } from './chat-reader.ts';
import { chatSeedFile } from './chat-seed.ts';
import { ChatService } from './chat-service.ts';
import { openSqlite } from './chat-sqlite.ts';
import { ChatQueries, ChatStore } from './chat-store.ts';

/** Where the chat tools' conversion is cached (a few milliseconds to load). */
const TOOL_CACHE = path.join(os.tmpdir(), 'mcp-arena-chat-tools');

/**
 * A Slack-compatible chat: a Web API emulator (chat-service.ts) on loopback in the arena's process, its
 * state in the cell's SQLite file (a copy of the task's seed database, built once per machine), its MCP
 * tools converted by `src/openapi` from chat-openapi.yaml and called over HTTP with the agent's token.
 * Coworkers of the task answer there (runner/cell-coworkers.ts, through `peopleChat`).
 */
export class ChatApp implements App<ChatState> {
  readonly name = 'chat';

  async start(task: Task, cell: CellDir): Promise<RunningApp<ChatState> & { service: ChatService }> {
    const seedFile = chatSeedFile(task);
    const store = new ChatStore(path.join(cell.subdir('chat'), 'chat.db'), seedFile);
    const seeded = openSqlite(seedFile, { readonly: true });
    const service = new ChatService(store, new ChatClock(task.now));
    let baseUrl: string;
    try {
      baseUrl = await service.listen();
    } catch (error) {
      store.close();
      seeded.close();
      throw error;
    }
    const self = service.queries.users().find((user) => user.is_self === 1)!;
    return {
      name: this.name,
      service,
      peopleChat: peopleChatOf(service),
      servers: [
        {
          name: 'chat',
          command: process.execPath,
          args: [...moduleProcessArgs(import.meta.url, './chat-mcp-server.ts'), TOOL_CACHE],
          cwd: cell.dir,
          env: { MCP_ARENA_OPENAPI_CHAT_BASE_URL: baseUrl, MCP_ARENA_OPENAPI_CHAT_TOKEN: self.token ?? '' },
        },
      ],
      state: { chat: chatReader(service.queries) },
      before: { chat: chatReader(new ChatQueries(() => seeded)) },
      reset: async () => store.reset(),
      snapshot: async () => snapshotOf(store.db),
      stop: async () => {
        await service.close();
        store.close();
        seeded.close();
      },
    };
  }
}

/** Every table in a canonical order. */
function snapshotOf(db: ChatStore['db']): Record<string, unknown[]> {
  const tables: Record<string, string> = {
    meta: 'key',
    users: 'id',
    channels: 'id',
    members: 'channel, user',
    messages: 'channel, ts',
    reactions: 'channel, ts, name, user',
  };
  return Object.fromEntries(
    Object.entries(tables).map(([table, order]) => [
      table,
      db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all(),
    ]),
  );
}
