import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FilesApp, hashTree } from './files-app.ts';
import { fixtureTask } from '../../test-fixtures/contract-fixtures.ts';
import { startAppForTests } from '../../test-fixtures/started-app.ts';
import { filesNoise, seededWorkspace } from './files-noise.ts';

const task = fixtureTask(path.join(import.meta.dirname, 'test-fixtures/files-noise'), 'files');

describe('files noise', () => {
  it('is the same every time, of the count asked for, and never replaces a task file', () => {
    const taken = new Set(['notes/README.md']);
    const files = filesNoise('task-a', 'notes', 80, taken);
    expect(files.size).toBe(80);
    expect([...filesNoise('task-a', 'notes', 80, taken).keys()]).toEqual([...files.keys()]);
    expect(files.has('notes/README.md')).toBe(false);
    expect([...files.keys()].every((file) => file.startsWith('notes/'))).toBe(true);
    const extensions = new Set([...files.keys()].map((file) => path.extname(file)));
    for (const extension of ['.md', '.csv', '.log', '.png']) expect(extensions).toContain(extension);
  });

  it('seeds the workspace from the task files plus the clutter, built once', () => {
    const dir = seededWorkspace(task);
    expect(seededWorkspace(task)).toBe(dir);
    const tree = hashTree(dir);
    expect(Object.keys(tree)).toHaveLength(2 + 60 + 45);
    expect(readFileSync(path.join(dir, 'todo.txt'), 'utf8')).toBe('keep me\n');
    expect(readFileSync(path.join(dir, 'notes/README.md'), 'utf8')).toBe('# Team notes\n');
  });
});

describe('files noise through the filesystem MCP server', () => {
  const started = startAppForTests(new FilesApp(), task, 'files-noise');

  it('serves the clutter beside the task files, and reset restores both', async () => {
    const { app, connection: files } = started;
    const seeded = hashTree(seededWorkspace(task));
    expect(await app.snapshot()).toEqual(seeded);
    const listing = await files.call('list_directory', { path: 'downloads' });
    expect(listing.isError, listing.content).toBe(false);
    const names = Object.keys(seeded).filter((file) => path.dirname(file) === 'downloads');
    for (const name of names) expect(listing.content).toContain(path.basename(name));
    const noteFile = Object.keys(seeded).find((file) => file.endsWith('.md') && file !== 'notes/README.md')!;
    const read = await files.call('read_text_file', { path: noteFile });
    expect(read.content).toContain('# ');
    await files.call('write_file', { path: noteFile, content: 'changed' });
    await app.reset();
    expect(await app.snapshot()).toEqual(seeded);
  });
});
