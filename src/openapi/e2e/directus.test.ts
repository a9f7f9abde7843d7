import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenapiServer } from '../openapi-server.ts';
import { createOpenapiSource, type OpenapiSource } from '../openapi-source.ts';
import { type DirectusService, directusCli, startDirectus } from './directus-service.ts';

const installed = directusCli() !== undefined;
if (!installed)
  console.warn(
    'skipping the Directus end-to-end test: Directus is not installed (npm ci --prefix test/services/directus, as .ci/run does)',
  );

interface Note {
  id: number;
  title: string;
  body: string | null;
  done: boolean | number | null;
}

describe.skipIf(!installed)(
  'generated tools against a real Directus (SQLite, loopback) and its own spec',
  () => {
    const work = mkdtempSync(path.join(tmpdir(), 'directus-e2e-'));
    let directus: DirectusService;
    let source: OpenapiSource;
    let client: Client;

    /** Reads the service's state directly, not through the tools under test. */
    const admin = async (route: string, init: RequestInit = {}): Promise<Response> =>
      fetch(`${directus.baseUrl}${route}`, {
        ...init,
        headers: { Authorization: `Bearer ${directus.token}`, 'Content-Type': 'application/json' },
      });

    const call = async (name: string, args: Record<string, unknown>) => {
      const result = await client.callTool({ name, arguments: args });
      const text = (result.content as Array<{ type: string; text: string }>)[0]?.text ?? '';
      return { isError: result.isError === true, text };
    };

    beforeAll(async () => {
      directus = await startDirectus(work);
      const created = await admin('/collections', {
        method: 'POST',
        body: JSON.stringify({
          collection: 'notes',
          schema: {},
          meta: { note: 'mcp-arena end-to-end test' },
          fields: [
            { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
            { field: 'title', type: 'string', schema: { is_nullable: false } },
            { field: 'body', type: 'text' },
            { field: 'done', type: 'boolean', schema: { default_value: false } },
          ],
        }),
      });
      expect(created.status).toBe(200);
      // The spec is the one Directus generates for this instance, collections included.
      const spec = await admin('/server/specs/oas');
      const specDir = path.join(work, 'specs', 'directus');
      mkdirSync(specDir, { recursive: true });
      writeFileSync(path.join(specDir, 'openapi.json'), await spec.text());
      source = await createOpenapiSource([path.join(specDir, 'openapi.json')], {
        cacheDir: false,
        executor: { config: { baseUrl: directus.baseUrl, auth: { type: 'bearer', token: directus.token } } },
      });
      const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
      client = new Client({ name: 'directus-e2e', version: '1.0.0' });
      await Promise.all([
        createOpenapiServer(source.tools, source.executor).connect(serverTransport),
        client.connect(clientTransport),
      ]);
    }, 240_000);

    afterAll(async () => {
      await client?.close();
      await directus?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    it('converts the served spec with nothing skipped, the collection tools included', async () => {
      expect(source.conversion.skipped).toEqual([]);
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      for (const name of [
        'directus__createItemsNotes',
        'directus__readItemsNotes',
        'directus__readSingleItemsNotes',
        'directus__updateSingleItemsNotes',
        'directus__deleteSingleItemsNotes',
      ]) {
        expect(names).toContain(name);
      }
    });

    it('creates, reads, updates, lists and deletes items through the tools, as the database shows', async () => {
      const created = await call('directus__createItemsNotes', {
        body: { title: 'Buy milk', body: 'two litres' },
      });
      expect(created.isError).toBe(false);
      const id = (JSON.parse(created.text) as { data: Note }).data.id;
      const stored = (await (await admin(`/items/notes/${id}`)).json()) as { data: Note };
      expect(stored.data).toMatchObject({ title: 'Buy milk', body: 'two litres' });

      const read = await call('directus__readSingleItemsNotes', { id, fields: ['id', 'title'] });
      expect(JSON.parse(read.text)).toEqual({ data: { id, title: 'Buy milk' } });

      // The body has an `id` property like the path parameter, so it stays one `body` argument.
      const updated = await call('directus__updateSingleItemsNotes', {
        id,
        body: { title: 'Buy oat milk', done: true },
      });
      expect(updated.isError).toBe(false);
      const afterUpdate = (await (await admin(`/items/notes/${id}`)).json()) as { data: Note };
      expect(afterUpdate.data.title).toBe('Buy oat milk');
      expect(Boolean(afterUpdate.data.done)).toBe(true);

      await call('directus__createItemsNotes', { body: { title: 'Call mum' } });
      const listed = await call('directus__readItemsNotes', {
        filter: { title: { _starts_with: 'Buy' } },
        fields: ['title'],
        sort: ['id'],
      });
      expect(JSON.parse(listed.text)).toEqual({ data: [{ title: 'Buy oat milk' }] });

      const deleted = await call('directus__deleteSingleItemsNotes', { id });
      expect(deleted.isError).toBe(false);
      const remaining = (await (await admin('/items/notes?fields=title')).json()) as {
        data: Array<{ title: string }>;
      };
      expect(remaining.data).toEqual([{ title: 'Call mum' }]);
    });

    it('returns the HTTP error of a missing item, and rejects bad arguments before any request', async () => {
      const missing = await call('directus__readSingleItemsNotes', { id: 999_999 });
      expect(missing.isError).toBe(true);
      expect(missing.text).toMatch(/^HTTP (403|404)/);
      const invalid = await call('directus__readSingleItemsNotes', {});
      expect(invalid).toEqual({
        isError: true,
        text: "Invalid arguments for directus__readSingleItemsNotes: arguments must have required property 'id'",
      });
    });
  },
);
