import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runChecks } from './run-checks.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const CHECK = `import { type CheckFunction, mentionsAmount, normalizeText } from 'mcp-arena/evaluation';

const check: CheckFunction = async (context) => [
  { name: 'normalised', passed: normalizeText(context.answer) === "i can't approve 1,234.50" },
  { name: 'amount', passed: mentionsAmount(context.answer, 1234.5) },
];
export default check;
`;

const outside = mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
const inside = mkdtempSync(path.join(REPO, '.check-imports-'));
afterAll(() => {
  rmSync(outside, { recursive: true, force: true });
  rmSync(inside, { recursive: true, force: true });
});

function writeCheck(dir: string, files: Record<string, string> = {}): string {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, 'check.ts'), CHECK);
  return path.join(dir, 'check.ts');
}

const run = async (checkPath: string) =>
  (await runChecks(checkPath, { workspace: outside, seed: outside, answer: 'I can’t approve 1,234.50' })).map(
    (checkpoint) => `${checkpoint.name}: ${checkpoint.passed} ${checkpoint.detail}`.trim(),
  );

describe("a check imports 'mcp-arena/evaluation' wherever its suite lives", () => {
  const passing = ['normalised: true', 'amount: true'];

  it('inside this repository (package self-reference)', async () => {
    expect(await run(writeCheck(path.join(inside, 'task')))).toEqual(passing);
  });

  it('in a folder beside an installed mcp-arena (node_modules)', async () => {
    const dir = path.join(outside, 'installed');
    mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
    symlinkSync(REPO, path.join(dir, 'node_modules', 'mcp-arena'));
    expect(await run(writeCheck(path.join(dir, 'task')))).toEqual(passing);
  });

  it('in a plain folder with no node_modules (compiled to CommonJS)', async () => {
    expect(await run(writeCheck(path.join(outside, 'plain', 'task')))).toEqual(passing);
  });

  it('in an ES module package with no node_modules', async () => {
    const dir = path.join(outside, 'esm');
    writeCheck(dir, { 'package.json': '{ "name": "my-suite", "type": "module" }' });
    expect(await run(path.join(dir, 'check.ts'))).toEqual(passing);
  });
});
