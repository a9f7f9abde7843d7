import {
  DOC_TITLES,
  fill,
  FUNCTIONS,
  markdown,
  MESSAGES,
  shellScript,
  yamlConfig,
} from './git-noise-content.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../noise/people.ts';
import { Random, spreadDates } from '../../noise/random.ts';
import { fill as fillTemplate } from '../../noise/templates.ts';
import DATA from './git-noise-content.json' with { type: 'json' };

/** What the noise of one `noise_commits` call starts from. */
export interface GitNoiseInput {
  seed: string;
  /** Seeds the team of authors: the same for every call in one repository. */
  teamSeed: string;
  count: number;
  from: Date;
  to: Date;
  /** Folder (relative to the repository root, '' for the root) the noise files live under. */
  dir: string;
  language: 'ts' | 'py';
  /** Files earlier noise created, with their content: edits, renames and deletes touch only these. */
  files: Map<string, string>;
  /** Every path in the repository, so noise never creates a file the task owns. */
  taken: Set<string>;
  authorDomain: string;
}

export type Change =
  | { op: 'M'; path: string; content: string }
  | { op: 'D'; path: string }
  | { op: 'R'; from: string; to: string };

export interface NoiseCommit {
  author: { name: string; email: string };
  date: Date;
  message: string;
  changes: Change[];
}

function join(dir: string, file: string): string {
  return dir ? `${dir.replace(/\/+$/, '')}/${file}` : file;
}

/** The commits, in date order; `input.files` is updated to the noise files after the last one. */
export function noiseCommits(input: GitNoiseInput): NoiseCommit[] {
  const random = new Random(input.seed);
  const { files, dir } = input;
  const team = new Random(input.teamSeed);
  const offset = team.int(0, FIRST_NAMES.length - 1);
  const people = Array.from({ length: 7 }, (_, index) => {
    const first = FIRST_NAMES[(offset + index * 5) % FIRST_NAMES.length]!;
    const last = team.pick(LAST_NAMES);
    return { name: `${first} ${last}`, email: `${first}.${last}@${input.authorDomain}`.toLowerCase() };
  });
  // A few people do most of the work, as in any repository.
  const author = (): { name: string; email: string } =>
    people[Math.floor(random.next() ** 2 * people.length)]!;
  const free = (path: string): boolean => !input.taken.has(path) && !files.has(path);
  const owned = (kind: RegExp): string[] => [...files.keys()].filter((path) => kind.test(path)).sort();

  const addFile = (): { change: Change; message: string } | undefined => {
    const kind = random.pick(['doc', 'code', 'code', 'config', 'script'] as const);
    if (kind === 'doc') {
      const title = random.pick(DOC_TITLES);
      const path = join(dir, `docs/${title.toLowerCase().replace(/\s+/g, '-')}.md`);
      if (!free(path)) return undefined;
      return {
        change: { op: 'M', path, content: markdown(random, title) },
        message: fill(random, random.pick(MESSAGES.docs), {}),
      };
    }
    if (kind === 'code') {
      const fn = random.pick(FUNCTIONS);
      const area = random.pick(DATA.CODE_FOLDERS);
      const name =
        input.language === 'py' ? fn.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : fn.name;
      const path = join(
        dir,
        `${input.language === 'py' ? 'tools' : 'src'}/${area}/${name}.${input.language}`,
      );
      if (!free(path)) return undefined;
      const content = input.language === 'py' ? fn.py : fn.ts;
      return {
        change: { op: 'M', path, content },
        message: fill(random, random.pick(MESSAGES.code), { fn: fn.name }),
      };
    }
    if (kind === 'config') {
      const path = join(dir, `config/${random.pick(DATA.CONFIG_NAMES)}.yml`);
      if (!free(path)) return undefined;
      return {
        change: { op: 'M', path, content: yamlConfig(random) },
        message: fill(random, random.pick(MESSAGES.config), {}),
      };
    }
    const script = random.pick(DATA.SCRIPT_NAMES);
    const path = join(dir, `scripts/${script}.sh`);
    if (!free(path)) return undefined;
    return {
      change: { op: 'M', path, content: shellScript(random, script) },
      message: fill(random, random.pick(MESSAGES.scripts), { script: `${script}.sh` }),
    };
  };

  const editFile = (path: string): { change: Change; message: string } => {
    const content = files.get(path) ?? '';
    if (path.endsWith('.md')) {
      const lines = content.split('\n');
      const extra = markdown(random, 'x').split('\n\n')[1] ?? '';
      const next = random.chance(0.5)
        ? `${content.trimEnd()}\n\n${extra}\n`
        : `${lines[0]}\n\n${extra}\n${lines.slice(1).join('\n')}`;
      return {
        change: { op: 'M', path, content: next },
        message: fill(random, random.pick(MESSAGES.docs), {}),
      };
    }
    if (path.endsWith('.yml'))
      return {
        change: { op: 'M', path, content: yamlConfig(random) },
        message: fill(random, random.pick(MESSAGES.config), {}),
      };
    if (path.endsWith('.sh')) {
      const name = path.split('/').pop()!;
      return {
        change: { op: 'M', path, content: shellScript(random, name.replace(/\.sh$/, '')) },
        message: fill(random, random.pick(MESSAGES.scripts), { script: name }),
      };
    }
    const fn = random.pick(FUNCTIONS);
    const body = input.language === 'py' ? fn.py : fn.ts;
    const comment = input.language === 'py' ? '# ' : '// ';
    const next = content.includes(body)
      ? `${comment}${random.pick(DATA.CODE_COMMENTS)}\n${content}`
      : `${content}\n${body}`;
    return {
      change: { op: 'M', path, content: next },
      message: fill(random, random.pick(MESSAGES.code), { fn: fn.name }),
    };
  };

  const commits: NoiseCommit[] = [];
  for (const date of spreadDates(random, input.from.getTime(), input.to.getTime(), input.count)) {
    const changes: Change[] = [];
    let message = '';
    const existing = owned(/./);
    const roll = random.next();
    if (existing.length < 4 || roll < 0.3) {
      const added = addFile() ?? (existing.length ? editFile(random.pick(existing)) : undefined);
      if (added) ({ change: changes[0], message } = { change: added.change, message: added.message });
    } else if (roll < 0.82) {
      const picked = random.sample(existing, random.chance(0.15) ? 2 : 1);
      for (const path of picked) {
        const edit = editFile(path);
        changes.push(edit.change);
        message ||= edit.message;
      }
    } else if (roll < 0.92) {
      const path = random.pick(existing);
      const name = path.split('/').pop()!;
      const target = path.includes('/archive/')
        ? path.replace('/archive/', '/')
        : path.replace(name, `archive/${name}`);
      if (free(target)) {
        changes.push({ op: 'R', from: path, to: target });
        message = fillTemplate(random.pick(DATA.MOVE_MESSAGES), { name });
        if (path.includes('/archive/')) message = fillTemplate(DATA.RESTORE_MESSAGE, { name });
      }
    } else {
      const path = random.pick(existing);
      changes.push({ op: 'D', path });
      message = fillTemplate(random.pick(DATA.REMOVE_MESSAGES), { name: path.split('/').pop()! });
    }
    if (changes.length === 0) {
      const edit = editFile(existing[0] ?? join(dir, 'docs/notes.md'));
      changes.push(edit.change);
      message = edit.message;
    }
    for (const change of changes) {
      if (change.op === 'M') files.set(change.path, change.content);
      if (change.op === 'D') files.delete(change.path);
      if (change.op === 'R') {
        files.set(change.to, files.get(change.from) ?? '');
        files.delete(change.from);
      }
    }
    const bot = /^chore\(deps\)/.test(message);
    commits.push({
      author: bot ? { name: 'renovate[bot]', email: `bot@renovate.test` } : author(),
      date,
      message,
      changes,
    });
  }
  return commits;
}

function data(text: string): string {
  return `data ${Buffer.byteLength(text)}\n${text}\n`;
}

/** A `git fast-import` stream adding the commits on top of `parent` (a commit id; none for an unborn branch). */
export function fastImportStream(ref: string, parent: string | undefined, commits: NoiseCommit[]): string {
  let out = '';
  commits.forEach((commit, index) => {
    const who = `${commit.author.name} <${commit.author.email}> ${Math.floor(commit.date.getTime() / 1000)} +0000`;
    out += `commit ${ref}\nauthor ${who}\ncommitter ${who}\n${data(commit.message)}`;
    if (index === 0 && parent) out += `from ${parent}\n`;
    for (const change of commit.changes) {
      if (change.op === 'M') {
        const mode = change.path.endsWith('.sh') ? '100755' : '100644';
        out += `M ${mode} inline ${change.path}\n${data(change.content)}`;
      }
      if (change.op === 'D') out += `D ${change.path}\n`;
      if (change.op === 'R') out += `R ${change.from} ${change.to}\n`;
    }
    out += '\n';
  });
  return out;
}
