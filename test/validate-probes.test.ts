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

describe('validate --probes-from runs a review round written apart from the suite', () => {
  /** Only checks that out.txt starts with hi: "hi and bye" passes, an indented "  hi" fails. */
  const STARTS_CHECK = `export default (context) => [
  { name: 'out.txt starts with hi', passed: /^hi\\b/i.test(context.readText('out.txt') ?? '') },
];
`;
  const probe = (kind: string, why: string, content: string, argument = 'path'): string[] => [
    `kind: ${kind}`,
    `why: ${why}`,
    'plan:',
    ...write(content, argument),
    'answer: ok',
  ];
  function writeRound(folders: Record<string, Record<string, string[]>>): string {
    const round = mkdtempSync(path.join(os.tmpdir(), 'round-'));
    for (const [task, probes] of Object.entries(folders)) {
      mkdirSync(path.join(round, task));
      for (const [name, lines] of Object.entries(probes))
        writeFileSync(path.join(round, task, `${name}.yaml`), lines.join('\n'));
    }
    return round;
  }

  it("counts false passes and false failures, lists invalid probes apart, and ignores the task's own probes", async () => {
    // The task's own probe would be accepted wrongly; a round replaces the own probes, so it must not run.
    const task = writeTask(
      { 'wrong-own': probe('wrong', 'own probe, not part of the round', 'hi and more') },
      STARTS_CHECK,
    );
    const round = writeRound({
      'say-hi': {
        'alternative-capital': probe('alternative', 'capital letter', 'Hi'),
        'alternative-indented': probe('alternative', 'indented by two spaces', '  hi'),
        'wrong-bye': probe('wrong', 'writes the wrong word', 'bye'),
        'wrong-hi-and-bye': probe('wrong', 'adds a word the task did not ask for', 'hi and bye'),
        'wrong-broken': probe('wrong', 'never writes', 'bye', 'file'),
        'wrong-no-why': ['kind: wrong', 'plan: []', 'answer: ok'],
      },
      'not-in-suite': { 'wrong-x': probe('wrong', 'x', 'x') },
    });
    const result = await runCli(['validate', task, '--probes-from', round, '--json'], isolatedEnv());
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no task here for not-in-suite\/ \(not run\)/);
    const { tasks, totals } = JSON.parse(result.stdout);
    expect(tasks[0]).toMatchObject({ id: 'say-hi', valid: true, errors: [] });
    expect(tasks[0].round).toEqual({
      alternatives: 2,
      wrong: 2,
      falsePasses: ['wrong-hi-and-bye'],
      falseFailures: ['alternative-indented'],
      invalid: [
        { name: 'wrong-no-why', reason: expect.stringMatching(/wrong-no-why.yaml: why: is missing/) },
        {
          name: 'wrong-broken',
          reason: expect.stringMatching(/^its own tool calls failed: step 1 files__write_file/),
        },
      ],
    });
    expect(tasks[0].probes.map((each: { name: string }) => each.name)).not.toContain('wrong-own');
    expect(totals).toMatchObject({ falsePasses: 1, falseFailures: 1, invalidProbes: 2, countedWrong: 2 });

    const table = await runCli(['validate', task, '--probes-from', round], isolatedEnv());
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(
      /say-hi: false pass: wrong-hi-and-bye \(adds a word the task did not ask for\)/,
    );
    expect(table.stdout).toMatch(
      /say-hi: false failure: alternative-indented \(indented by two spaces\): out.txt starts with hi/,
    );
    expect(table.stdout).toMatch(
      /invalid probes \(not counted\):\n {2}say-hi: wrong-no-why: .*\n {2}say-hi: wrong-broken: its own tool calls failed/,
    );
    expect(table.stdout).toMatch(
      /round over 1 tasks: 1 false passes of 2 wrong plans, 1 false failures of 2 alternatives; 2 false verdicts of 4 \(50.0%\); 2 invalid probes not counted/,
    );
  });

  it('exits 0 when the round finds no false verdict', async () => {
    const task = writeTask({}, EXACT_CHECK);
    const round = writeRound({
      'say-hi': {
        'alternative-capital': probe('alternative', 'capital letter', 'Hi'),
        'wrong-bye': probe('wrong', 'writes the wrong word', 'bye'),
      },
    });
    const result = await runCli(['validate', task, '--probes-from', round], isolatedEnv());
    expect(result.stdout).toMatch(/0 false verdicts of 2 \(0.0%\); 0 invalid probes/);
    expect(result.code).toBe(0);
  });
});
