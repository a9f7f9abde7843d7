import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING, hasChromium, launch, watchedPage } from './browser.ts';
import { isolatedEnv, repoRoot, runCli, startCli } from './cli.ts';

const corpus = path.resolve(repoRoot, '../shared/corpus/livemcpbench');
const hasCorpus = existsSync(path.join(corpus, 'judges'));
if (!hasCorpus) console.warn(`Skipping the LiveMCPBench views test: ${corpus} is absent`);
if (!hasChromium) console.warn(`Skipping the LiveMCPBench views test: ${CHROMIUM_MISSING}`);
const artifacts = path.join(repoRoot, 'test-artifacts');

describe.skipIf(!hasCorpus || !hasChromium)(
  'the LiveMCPBench import in both views',
  { timeout: 300_000 },
  () => {
    const env = isolatedEnv();
    let browser: Browser;
    let runId = '';

    beforeAll(async () => {
      mkdirSync(artifacts, { recursive: true });
      const imported = await runCli(['import', 'livemcpbench', corpus, '--json'], env);
      expect(imported.code).toBe(0);
      runId = JSON.parse(imported.stdout).runs[0].id;
      browser = await launch();
    }, 300_000);
    afterAll(() => browser?.close());

    it('renders the HTML report of the imported run with every judge', async () => {
      const file = path.join(artifacts, 'livemcpbench-report.html');
      const result = await runCli(['report', runId, '--html', file], env);
      expect(result.code).toBe(0);
      const { page, errors } = await watchedPage(browser);
      await page.goto(`file://${file}`);
      await page.waitForSelector('[data-rendered="true"]');
      const drawn = await page.$$eval('[data-chart]', (charts) =>
        charts.map((chart) => chart.getAttribute('data-rendered')),
      );
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.every((state) => state === 'true')).toBe(true);
      // One leaderboard row per verdict set: the annotators' and each judge's (rounded to one decimal).
      const leaderboard = await page.textContent('#leaderboard-table');
      expect(leaderboard).toContain('deepseek');
      expect(leaderboard).toMatch(/78\.9/);
      expect(leaderboard).toMatch(/70\.5/);
      expect(await page.textContent('#retrieval-table')).toBeTruthy();
      expect(errors).toEqual([]);
      await page.screenshot({ path: path.join(artifacts, 'livemcpbench-report.png'), fullPage: true });
    });

    it('serves it in the dashboard, down to a trajectory of route / execute calls', async () => {
      const serve = startCli(['serve', '--port', '0'], env);
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          serve.stdout?.on('data', (chunk) => {
            out += chunk;
            const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
            if (match) resolve(match[1]!);
          });
          serve.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
        });
        const { page, errors } = await watchedPage(browser);
        await page.goto(`${url}/report?runs=${runId}`);
        await page.waitForSelector('[data-rendered="true"]');
        await page.click('#task-grid tbody tr:first-child td.square a');
        await page.waitForSelector('#cells-table a.cell-link');
        await page.click('#cells-table a.cell-link');
        await page.waitForSelector('.call');
        const tools = await page.$$eval('.tool-name', (names) => names.map((name) => name.textContent ?? ''));
        expect(tools.some((name) => /route|execute/.test(name))).toBe(true);
        expect(await page.textContent('body')).toMatch(/verdict|success|failure/i);
        expect(errors).toEqual([]);
        await page.screenshot({ path: path.join(artifacts, 'livemcpbench-trajectory.png'), fullPage: true });
      } finally {
        serve.kill('SIGTERM');
      }
    });
  },
);
