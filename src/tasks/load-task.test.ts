import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ArenaError } from '../errors.ts';
import { loadSuite, loadTask, readTask } from './load-task.ts';
import { toolStepsOf } from './task.ts';
import { appNames } from '../environments/index.ts';
import { probeJsonSchema, taskJsonSchema } from './task-json-schema.ts';

const VALID = `id: sample
title: Sample
category: office
difficulty: easy
prompt: Do the thing.
apps: [files]
tools: [files__write_file]
reference:
  plan:
    - tool: files__write_file
      arguments: {path: out.txt, content: hi}
  answer: Done.
`;

let dirs: string[] = [];
afterEach(() => {
  dirs = [];
});

function taskDir(yaml: string, withCheck = true): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'task-test-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'task.yaml'), yaml);
  if (withCheck) writeFileSync(path.join(dir, 'check.ts'), 'export default () => [];\n');
  return dir;
}

function problemsOf(yaml: string, withCheck = true): string[] {
  const result = readTask(taskDir(yaml, withCheck));
  if (result.ok) throw new Error('expected problems');
  return result.problems.map((problem) => `${problem.field}: ${problem.message}. Fix: ${problem.fix}.`);
}

describe('readTask', () => {
  it('loads a valid task with defaults filled in', () => {
    const task = loadTask(taskDir(VALID));
    expect(task.id).toBe('sample');
    expect(task.limits.maxTurns).toBe(30);
    expect(task.keyPoints).toEqual([]);
    expect(task.checkPath.endsWith('check.ts')).toBe(true);
    expect(toolStepsOf(task.reference.plan)[0]?.arguments).toEqual({ path: 'out.txt', content: 'hi' });
  });

  it('names a missing field and how to add it', () => {
    expect(problemsOf(VALID.replace('title: Sample\n', ''))).toEqual([
      'title: is missing. Fix: add `title:` (string).',
    ]);
  });

  it('names a field of the wrong type', () => {
    expect(problemsOf(VALID.replace('apps: [files]', 'apps: files'))).toEqual([
      'apps: must be a list, got "files". Fix: write a list here.',
    ]);
  });

  it('rejects an unknown app with the apps that exist', () => {
    const yaml = VALID.replace('apps: [files]', 'apps: [files, mainframe]');
    expect(problemsOf(yaml)).toEqual([
      `apps[1]: "mainframe" is not allowed. Fix: use one of ${appNames().join(', ')}.`,
    ]);
  });

  it('rejects a bad difficulty and an unknown field together, in one error', () => {
    const yaml = VALID.replace('difficulty: easy', 'difficulty: extreme').concat('owner: me\n');
    expect(problemsOf(yaml)).toEqual([
      'difficulty: "extreme" is not allowed. Fix: use one of easy, medium, hard.',
      'owner: is not a known field. Fix: remove it or check its spelling against schema/task.schema.json.',
    ]);
  });

  it('rejects a plan step that calls a tool the task does not list', () => {
    const yaml = VALID.replace('    - tool: files__write_file', '    - tool: files__delete_everything');
    expect(problemsOf(yaml)).toEqual([
      "reference.plan[0].tool: files__delete_everything is not one of the task's tools. Fix: add files__delete_everything to tools, or call one of files__write_file.",
    ]);
  });

  it("rejects a history call on an app the task does not run (its state could not be the seed's)", () => {
    const yaml = VALID.concat(
      'history:\n  - {from: agent, tool: mail__send_email, arguments: {}, result: sent}\n',
    );
    expect(problemsOf(yaml)).toEqual([
      'history[0].tool: mail__send_email belongs to app "mail", which is not in apps. Fix: add mail to apps, or leave the call out of the history.',
    ]);
  });

  it('rejects a plan step without a tool and one with a malformed name', () => {
    const yaml = VALID.replace(
      '    - tool: files__write_file\n',
      '    - arguments: {}\n    - tool: write_file\n',
    ).replace('      arguments: {path: out.txt, content: hi}\n', '');
    expect(problemsOf(yaml)).toEqual([
      'reference.plan[0].tool: is missing. Fix: add `tool:` (string).',
      'reference.plan[1].tool: "write_file" must look like <app>__<tool>, e.g. files__read_text_file. Fix: rename it.',
    ]);
  });

  it('reads people and message steps, and refuses what cannot run yet or is ambiguous', () => {
    const person = (id: string, role: string) =>
      `  - {id: ${id}, name: ${id}, role: ${role}, persona: busy, replies: [{when: {any: [day]}, say: Monday}]}\n`;
    const withUser = VALID.replace(
      '  answer: Done.\n',
      '    - say: Which day?\n  answer: Done.\npeople:\n' + person('lena', 'user'),
    );
    const task = loadTask(taskDir(withUser));
    expect(task.people?.[0]).toMatchObject({
      id: 'lena',
      role: 'user',
      knows: [],
      fallback: expect.any(String),
    });
    expect(task.reference.plan[1]).toEqual({ say: 'Which day?' });
    expect(problemsOf(withUser + person('lena', 'user'))).toEqual([
      'people[1].id: lena is given twice. Fix: see schema/task.schema.json.',
      'people: at most one person is the user. Fix: see schema/task.schema.json.',
    ]);
    expect(problemsOf(withUser + person('omar', 'coworker'))).toEqual([
      "people[1].role: omar is a coworker, reached through the chat app, and chat is not one of the task's apps. Fix: add chat to apps (and the coworker to seed/chat/users.yaml).",
    ]);
    const withChat = withUser.replace(/^apps: \[(.*)\]$/m, 'apps: [$1, chat]');
    expect(withChat).not.toBe(withUser);
    expect(loadTask(taskDir(withChat + person('omar', 'coworker'))).people?.[1]?.role).toBe('coworker');
  });

  it('requires the check module', () => {
    expect(problemsOf(VALID, false)).toEqual([
      'checks: check.ts does not exist beside task.yaml. Fix: write check.ts (default export: (context) => Checkpoint[]) or point checks at it.',
    ]);
  });

  it('reports YAML syntax errors with their line', () => {
    const problems = problemsOf('id: [unclosed\n');
    expect(problems[0]).toMatch(/^line \d+: is not valid YAML \(/);
  });

  it('throws one ArenaError listing every problem, never a stack trace', () => {
    const dir = taskDir(VALID.replace('title: Sample\n', '').replace('difficulty: easy', 'difficulty: 3'));
    try {
      loadTask(dir);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ArenaError);
      const message = (error as ArenaError).message;
      expect(message).toMatch(/^invalid task \(2 problems\):/);
      expect(message).toContain('task.yaml: title: is missing');
      expect(message).toContain(
        'task.yaml: difficulty: number 3 is not allowed. Fix: use one of easy, medium, hard.',
      );
    }
  });
});

describe('loadSuite', () => {
  it('finds tasks in subfolders and rejects duplicate ids', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'suite-test-'));
    for (const name of ['a', 'b']) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'task.yaml'), VALID);
      writeFileSync(path.join(root, name, 'check.ts'), 'export default () => [];\n');
    }
    expect(() => loadSuite([root])).toThrow(/id: "sample" is also the id of/);
  });

  it('says so when a path holds no task', () => {
    expect(() => loadSuite([mkdtempSync(path.join(os.tmpdir(), 'empty-'))])).toThrow(/no task.yaml found/);
  });
});

describe('published JSON Schema', () => {
  it('matches the zod schema (run `npm run schema` after changing the task format)', () => {
    const published = JSON.parse(
      readFileSync(new URL('../../schema/task.schema.json', import.meta.url), 'utf8'),
    );
    expect(published).toEqual(taskJsonSchema());
    const probes = JSON.parse(
      readFileSync(new URL('../../schema/probe.schema.json', import.meta.url), 'utf8'),
    );
    expect(probes).toEqual(probeJsonSchema());
  });
});
