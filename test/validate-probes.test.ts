import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from './cli.ts';

/** A files task ("write hi to out.txt") whose check reads the file; `probes` become probes/<name>.yaml. */
function writeTask(probes: Record<string, string[]>, check = EXACT_CHECK): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'probe-task-'));
  writeFileSync(
    path.join(dir, 'task.yaml'),
    [
      'id: say-hi',
      'title: Say hi',
      'category: test',
      'difficulty: easy',
      'prompt: Write hi to out.txt.',
      'apps: [files]',
      'tools: [files__write_file]',
      'reference:',
      '  plan:',
      '    - tool: files__write_file',
      '      arguments: {path: out.txt, content: hi}',
      '  answer: Done.',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'check.ts'), check);
  mkdirSync(path.join(dir, 'probes'));
  for (const [name, lines] of Object.entries(probes))
    writeFileSync(path.join(dir, 'probes', `${name}.yaml`), lines.join('\n'));
  return dir;
}

const EXACT_CHECK = `export default (context) => [
  { name: 'out.txt says hi', passed: context.readText('out.txt')?.trim().toLowerCase() === 'hi' },
];
`;
const LOOSE_CHECK = `export default (context) => [
  { name: 'out.txt mentions hi', passed: /hi/i.test(context.readText('out.txt') ?? '') },
];
`;

const write = (content: string, argument = 'path'): string[] => [
  '  - tool: files__write_file',
  `    arguments: {${argument}: out.txt, content: ${JSON.stringify(content)}}`,
];

describe('validate runs probes', () => {
  it('passes alternatives (also with tools outside the oracle list) and catches wrong plans', async () => {
    const dir = writeTask({
      'alt-capitalised': [
        'kind: alternative',
        'why: capital letter and a newline',
        'plan:',
        ...write('Hi\n'),
        'answer: ok',
      ],
      'alt-looks-first': [
        'kind: alternative',
        'why: lists the folder first, with a tool the oracle list does not name',
        'plan:',
        '  - tool: files__list_directory',
        '    arguments: {path: .}',
        ...write('hi'),
        'answer: ok',
      ],
      'wrong-bye': ['kind: wrong', 'why: writes the wrong word', 'plan:', ...write('bye'), 'answer: ok'],
    });
    const result = await runCli(['validate', dir, '--json'], isolatedEnv());
    const { tasks, totals } = JSON.parse(result.stdout);
    expect(tasks[0].errors).toEqual([]);
    expect(result.code).toBe(0);
    expect(totals).toMatchObject({ alternatives: 2, alternativesPassed: 2, wrong: 1, wrongCaught: 1 });
    const wrong = tasks[0].probes.find((probe: { name: string }) => probe.name === 'wrong-bye');
    expect(wrong).toMatchObject({ passed: false, asExpected: true, failedCheckpoints: ['out.txt says hi'] });
    expect(result.stderr).toMatch(
      /\[1\/1\] say-hi: valid, 2\/2 alternatives passed, 1\/1 wrong plans caught/,
    );
  });

  it('explains every probe that misbehaves, with the failing tool calls', async () => {
    const dir = writeTask(
      {
        'alt-typo': [
          'kind: alternative',
          'why: a typo in an argument name',
          'plan:',
          ...write('hi', 'file'),
          'answer: ok',
        ],
        'wrong-accepted': [
          'kind: wrong',
          'why: says more than hi',
          'plan:',
          ...write('hi and bye'),
          'answer: ok',
        ],
        'wrong-broken': ['kind: wrong', 'why: never writes', 'plan:', ...write('bye', 'file'), 'answer: ok'],
      },
      LOOSE_CHECK,
    );
    const result = await runCli(['validate', dir], isolatedEnv());
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /probe alt-typo \(alternative: a typo in an argument name\) was rejected: out.txt mentions hi; failed tool calls: step 1 files__write_file: .*path/,
    );
    expect(result.stdout).toMatch(/probe wrong-accepted \(wrong: says more than hi\) was accepted/);
    expect(result.stdout).toMatch(
      /probe wrong-broken .* has failing tool calls, so its rejection proves nothing/,
    );
    expect(result.stdout).toMatch(/probes: 0\/1 alternatives passed, 1\/2 wrong plans caught/);
  });

  it('skips probes with --probes none, and reports every problem of a task file at once', async () => {
    const good = writeTask({
      'wrong-bye': ['kind: wrong', 'why: wrong word', 'plan:', ...write('bye'), 'answer: ok'],
    });
    const skipped = await runCli(['validate', good, '--probes', 'none', '--json'], isolatedEnv());
    expect(skipped.code).toBe(0);
    expect(JSON.parse(skipped.stdout).tasks[0].probes).toBeUndefined();

    const bad = writeTask({
      'no-why': ['kind: alternative', 'plan:', ...write('hi'), 'answer: ok'],
      'other-app': [
        'kind: wrong',
        'why: x',
        'plan:',
        '  - tool: mail__send_email',
        '    arguments: {}',
        'answer: ok',
      ],
    });
    const result = await runCli(['validate', bad, '--json'], isolatedEnv());
    expect(result.code).toBe(1);
    const errors: string[] = JSON.parse(result.stdout).tasks[0].errors;
    expect(errors).toEqual([
      expect.stringMatching(/probes\/no-why.yaml: why: is missing/),
      expect.stringMatching(/probes\/other-app.yaml: plan\[0\].tool: mail__send_email belongs to app "mail"/),
    ]);
  });
});
