import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../app.ts';
import type { GitState } from './git-reader.ts';
import { availableForTests } from '../../app-contract.ts';
import { CellDir } from '../../cell-dir.ts';
import { GitApp } from './git-app.ts';
import { McpConnection } from '../../mcp-connection.ts';
import { fixtureTask } from '../../test-fixtures/contract-fixtures.ts';
import { fastImportStream, noiseCommits } from './git-noise.ts';

const input = () => ({
  seed: 'task/repo/root',
  teamSeed: 'task/repo',
  count: 200,
  from: new Date('2026-01-01T00:00:00Z'),
  to: new Date('2026-06-30T23:59:59Z'),
  dir: '',
  language: 'ts' as const,
  files: new Map<string, string>(),
  taken: new Set(['src/vat.ts', 'README.md']),
  authorDomain: 'quayside.test',
});

describe('git noise commits', () => {
  it('are the same for the same input and never touch the files the task owns', () => {
    const first = noiseCommits(input());
    expect(first).toHaveLength(200);
    expect(fastImportStream('refs/heads/main', undefined, noiseCommits(input()))).toBe(
      fastImportStream('refs/heads/main', undefined, first),
    );
    const touched = first.flatMap((commit) =>
      commit.changes.flatMap((change) => (change.op === 'R' ? [change.from, change.to] : [change.path])),
    );
    expect(touched).not.toContain('src/vat.ts');
    expect(touched).not.toContain('README.md');
    expect(first.every((commit, index) => index === 0 || commit.date >= first[index - 1]!.date)).toBe(true);
    expect(new Set(first.map((commit) => commit.author.name)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(first.map((commit) => commit.message)).size).toBeGreaterThan(40);
    expect(first.some((commit) => /^(feat|fix)\b/.test(commit.message))).toBe(false);
  });
});

const gitAvailable = availableForTests(new GitApp().availability(), 'git noise through a seed script');

describe.skipIf(!gitAvailable)('noise_commits in a git seed script', () => {
  const task = fixtureTask(path.join(import.meta.dirname, 'test-fixtures/git-noise'), 'git');
  const cells: CellDir[] = [];
  const apps: RunningApp<GitState>[] = [];
  let connection: McpConnection;

  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      cells.push(CellDir.create(`git-noise-${index}`));
      apps.push(await new GitApp().start(task, cells[index]!));
    }
    connection = await McpConnection.open(apps[0]!.servers[0]!, cells[0]!);
  });

  afterAll(async () => {
    await connection?.close();
    for (const app of apps) await app.stop();
    for (const cell of cells) cell.remove();
  });

  it('adds the commits around the task commits, the same in every cell', async () => {
    const git = apps[0]!.state.git!;
    expect((await git('shop-api', ['rev-list', '--count', 'HEAD'])).trim()).toBe('282');
    const head = await git('shop-api', ['rev-parse', 'HEAD']);
    expect(await apps[1]!.state.git!('shop-api', ['rev-parse', 'HEAD'])).toBe(head);
    const subjects = (await git('shop-api', ['log', '--format=%s'])).trim().split('\n');
    expect(subjects.at(-1)).toBe('Initial commit');
    expect(subjects.indexOf('fix: VAT rate is 21%')).toBe(30);
    expect(await git('shop-api', ['show', 'HEAD:src/vat.ts'])).toBe('export const vat = 0.21;\n');
    expect(await git('shop-api', ['status', '--porcelain'])).toBe('');
    const late = await git('shop-api', ['log', '-30', '--name-only', '--format=']);
    expect(
      late
        .trim()
        .split('\n')
        .filter(Boolean)
        .every((file) => file.startsWith('docs/')),
    ).toBe(true);
  });

  it('serves the history through the git MCP server', async () => {
    const result = await connection.call('git_log', { path: 'shop-api', maxCount: 300 });
    expect(result.isError, result.content).toBe(false);
    expect(result.content).toContain('fix: VAT rate is 21%');
    expect(result.content).toContain('renovate[bot]');
  });
});
