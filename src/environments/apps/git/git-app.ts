import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ArenaError } from '../../../errors.ts';
import type { Task } from '../../../tasks/index.ts';
import type { App, AppAvailability, RunningApp } from '../../app.ts';
import type { GitReader, GitState } from './git-reader.ts';
import { execFileAsync, findExecutable, packageServer, seedDir, seedFiles } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { hashTree } from '../files/files-app.ts';
import { restoreTree } from '../files/restore-tree.ts';
import { gitNoiseShell, noiseSeedCache } from './git-noise-shell.ts';

/** Git configuration of every cell: no system or user config of this machine leaks in. */
function gitEnvironment(home: string): Record<string, string> {
  return {
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: path.join(home, '.gitconfig'),
    GIT_TERMINAL_PROMPT: '0',
  };
}

const GITCONFIG = `[user]
\tname = Sam Carter
\temail = sam.carter@northwind.test
[init]
\tdefaultBranch = main
[commit]
\tgpgsign = false
[advice]
\tdetachedHead = false
`;

/** Copies a freshly seeded repository to the cache folder (atomically: a concurrent builder may win). */
function keepInCache(repo: string, cached: string): void {
  const partial = `${cached}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(repo, partial, { recursive: true });
  try {
    renameSync(partial, cached);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}

async function git(repo: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await execFileAsync('git', args, {
    cwd: repo,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Local repositories with real history and branches, served by `@cyanheads/git-mcp-server` with the
 * repositories folder as its base (a tool's `path` is a repository name, e.g. `billing-service`).
 * Each `seed/git/<repo>.sh` is run by bash in a fresh repository `<repo>` (it writes files and commits,
 * setting GIT_AUTHOR_DATE / GIT_COMMITTER_DATE for a stable history; `noise_commits <count> <from> <to> [dir]`
 * adds churn commits); each `seed/git/<repo>.bundle` is cloned.
 */
export class GitApp implements App<GitState> {
  readonly name = 'git';

  availability(): AppAvailability {
    if (findExecutable(['git'])) return { available: true };
    return {
      available: false,
      reason: 'the git command is not installed',
      install: 'apt-get install -y git',
    };
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp<GitState>> {
    const home = cell.subdir('git-home');
    writeFileSync(path.join(home, '.gitconfig'), GITCONFIG);
    const env = gitEnvironment(home);
    const repos = cell.subdir('repos');
    const seeded = cell.subdir('repos-seed');
    const source = seedDir(task, 'git');
    for (const script of seedFiles(source, ['.sh'])) {
      const repo = path.join(seeded, path.basename(script, '.sh'));
      const text = readFileSync(script, 'utf8');
      // Scripts with noise are run once per machine and version, then copied: their history is fixed.
      const cached = text.includes('noise_commits') ? await noiseSeedCache(task, script, text) : undefined;
      if (cached && existsSync(cached)) {
        cpSync(cached, repo, { recursive: true });
        continue;
      }
      mkdirSync(repo, { recursive: true });
      try {
        await git(repo, ['init', '-q', '-b', 'main'], env);
        // `noise_commits` (src/environments/apps/git/) is defined for the scripts that call it.
        const noise = cached ? { BASH_ENV: await gitNoiseShell(), MCP_ARENA_TASK_ID: task.id } : {};
        await execFileAsync('bash', ['-euo', 'pipefail', script], {
          cwd: repo,
          env: { ...process.env, ...env, ...noise },
        });
      } catch (error) {
        throw new ArenaError('APP_START_FAILED', `git seed ${script} failed: ${(error as Error).message}`);
      }
      if (cached) keepInCache(repo, cached);
    }
    for (const bundle of seedFiles(source, ['.bundle'])) {
      const repo = path.join(seeded, path.basename(bundle, '.bundle'));
      await git(seeded, ['clone', '-q', bundle, repo], env);
      // Every branch of the bundle as a local branch, as in the repository it came from.
      const remote = await git(
        repo,
        ['for-each-ref', '--format=%(refname:strip=3)', 'refs/remotes/origin'],
        env,
      );
      for (const branch of remote.split('\n').filter((name) => name && name !== 'HEAD')) {
        await git(repo, ['branch', '-f', '-q', branch, `origin/${branch}`], env).catch(() => '');
      }
      await git(repo, ['remote', 'remove', 'origin'], env);
    }
    restoreTree(repos, seeded);
    // The server's session working directory (git_set_working_dir) kept in files, not in its memory, so a
    // reset can clear it: otherwise a run after a reset would start in the directory the run before chose.
    const session = cell.subdir('git-session');
    const names = (): string[] => readdirSync(repos).sort();
    const gitReader =
      (root: string): GitReader =>
      (repository, args) => {
        const known = readdirSync(root).sort();
        if (!known.includes(repository))
          throw new Error(`no repository "${repository}"; there are: ${known.join(', ')}`);
        return git(path.join(root, repository), args, env);
      };
    return {
      name: this.name,
      servers: [
        packageServer('git', '@cyanheads/git-mcp-server', {
          cwd: repos,
          env: {
            ...env,
            MCP_TRANSPORT_TYPE: 'stdio',
            GIT_BASE_DIR: repos,
            GIT_SIGN_COMMITS: 'false',
            MCP_LOG_LEVEL: 'error',
            STORAGE_PROVIDER_TYPE: 'filesystem',
            STORAGE_FILESYSTEM_PATH: session,
          },
        }),
      ],
      state: { git: gitReader(repos) },
      // repos-seed is only ever copied from: the repositories as seeded.
      before: { git: gitReader(seeded) },
      reset: async () => {
        restoreTree(repos, seeded);
        // The server makes the folders it needs again on its next call.
        rmSync(session, { recursive: true, force: true });
      },
      snapshot: async () => {
        const view: Record<string, unknown> = {};
        for (const name of names()) {
          const repo = path.join(repos, name);
          const files = hashTree(repo);
          view[name] = {
            head: (await git(repo, ['symbolic-ref', '-q', 'HEAD'], env).catch(() => 'detached')).trim(),
            refs: await git(repo, ['for-each-ref', '--format=%(refname) %(objectname)'], env),
            status: await git(repo, ['status', '--porcelain=v1', '--untracked-files=all'], env),
            files: Object.fromEntries(Object.entries(files).filter(([file]) => !file.startsWith('.git/'))),
          };
        }
        return { repositories: view, session: hashTree(session) };
      },
      stop: async () => {},
    };
  }
}
