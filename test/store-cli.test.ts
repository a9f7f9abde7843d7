import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTask } from '../src/tasks/index.ts';
import { isolatedEnv, repoRoot, runCli, startCli } from './cli.ts';
import { PlanModel } from './plan-model.ts';

const TASK = 'suites/core/reconcile-payments';

describe('--db', () => {
  it('refuses anything but a postgres:// or postgresql:// URL, in one line naming the option', async () => {
    const env = isolatedEnv();
    const commands = [
      ['run', TASK, '--model', 'noop'],
      ['report', 'latest'],
      ['runs'],
      ['serve', '--port', '0'],
      ['judge', 'latest'],
      ['judge', 'agreement', 'latest'],
      ['cassette', 'latest'],
      ['worker', '--queue', 'redis://127.0.0.1:1'],
      ['import', 'livemcpbench', '/nonexistent'],
    ];
    const bad = ['postgress://localhost/arena', 'mysql://localhost/arena', 'arena.db'];
    const results = await Promise.all(
      commands.map((args, index) => runCli([...args, '--db', bad[index % bad.length]!], env)),
    );
    for (const [index, result] of results.entries()) {
      const label = `${commands[index]!.join(' ')} --db ${bad[index % bad.length]}`;
      expect(result.code, label).toBe(2);
      expect(result.stderr.trim().split('\n'), label).toHaveLength(1);
      expect(result.stderr, label).toContain('--db');
      expect(result.stderr, label).toContain('is not a postgres:// or postgresql:// URL');
    }
    // Nothing was created under the given names.
    expect(existsSync(path.join(repoRoot, 'postgress:'))).toBe(false);
    expect(existsSync(path.join(repoRoot, 'arena.db'))).toBe(false);
    expect(existsSync(env.MCP_ARENA_HOME!) ? readdirSync(env.MCP_ARENA_HOME!) : []).toEqual([]);
  }, 180_000);
});

describe('mcp-arena runs', () => {
  // Answers the first cell and holds the second at its first turn: the run is still going while listed.
  const model = new PlanModel(loadTask(TASK), { holdFrom: 2 });
  afterAll(() => model.stop());

  it('lists a run as running while it stores cells, and partial once killed, with the resume command', async () => {
    const env = isolatedEnv();
    const empty = await runCli(['runs'], env);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain('No runs in the store yet');

    const baseUrl = await model.start();
    const run = startCli(
      ['run', TASK, '--model', model.model, '--base-url', baseUrl, '--repeats', '3', '--concurrency', '1'],
      env,
    );
    const exited = new Promise((resolve) => run.on('exit', resolve));
    await new Promise<void>((resolve) => {
      run.stderr?.on('data', (chunk: Buffer) => {
        if (/^\[1\/3\]/m.test(chunk.toString())) resolve();
      });
    });
    const during = await runCli(['runs', '--json'], env);
    expect(during.code).toBe(0);
    const [running] = JSON.parse(during.stdout);
    expect(running).toMatchObject({ models: [model.model], modes: ['servers'], planned: 3 });
    expect(running.status).toBe('running');
    expect(running.owner.pid).toBe(run.pid);
    expect(running.done).toBe(1);

    run.kill('SIGKILL');
    await exited;
    const after = await runCli(['runs'], env);
    expect(after.code).toBe(0);
    expect(after.stdout).toMatch(new RegExp(`${running.id}\\s.*${model.model}\\s+servers\\s+1/3\\s+partial`));
    expect(after.stdout).toContain(`mcp-arena run --resume ${running.id}`);

    model.open();
    const resumed = await runCli(['run', '--resume', running.id], env);
    expect(resumed.code).toBe(0);
    const [finished] = JSON.parse((await runCli(['runs', '--json'], env)).stdout);
    expect(finished).toMatchObject({ id: running.id, done: 3, planned: 3, status: 'finished' });
  }, 300_000);
});
