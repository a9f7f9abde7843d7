import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from '../../test/cli.ts';
import { isInstalled } from '../setup/test-services.ts';

/**
 * A fake Debian on PATH: `dpkg-query` answers from a list of installed packages, `apt-get install` adds to
 * it (and fails until `apt-get update` ran, as on a fresh machine), `sudo -n true` succeeds only when
 * allowed. Every call is recorded, one line each.
 */
function fakeSystem(options: { installed?: string[]; sudo?: boolean; apt?: boolean } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'setup-fake-'));
  const bin = path.join(root, 'bin');
  mkdirSync(bin);
  const state = path.join(root, 'state');
  mkdirSync(state);
  writeFileSync(path.join(state, 'installed'), (options.installed ?? []).map((name) => `${name}\n`).join(''));
  writeFileSync(path.join(state, 'calls'), '');
  const script = (name: string, body: string): void => {
    const file = path.join(bin, name);
    writeFileSync(
      file,
      `#!/bin/bash\nPATH="${bin}:/usr/bin:/bin"\nSTATE="${state}"\necho "${name} $*" >> "$STATE/calls"\n${body}\n`,
    );
    chmodSync(file, 0o755);
  };
  if (options.apt !== false) {
    script(
      'dpkg-query',
      `shift 3; code=0
for package in "$@"; do
  if grep -qx "$package" "$STATE/installed"; then echo "$package installed"; else echo "no packages found matching $package" >&2; code=1; fi
done
exit $code`,
    );
    script(
      'apt-get',
      `if [ "$1" = update ]; then touch "$STATE/lists"; exit 0; fi
[ -f "$STATE/lists" ] || { echo "E: Unable to locate package" >&2; exit 100; }
for arg in "$@"; do case "$arg" in install|-*) ;; *) echo "$arg" >> "$STATE/installed";; esac; done`,
    );
  }
  script(
    'sudo',
    `if [ "$*" = "-n true" ]; then ${options.sudo ? 'exit 0' : 'echo "sudo: a password is required" >&2; exit 1'}; fi
shift; exec "$@"`,
  );
  const calls = (): string[] => readFileSync(path.join(state, 'calls'), 'utf8').split('\n').filter(Boolean);
  const installed = (): string[] =>
    readFileSync(path.join(state, 'installed'), 'utf8').split('\n').filter(Boolean);
  return { bin, calls, installed };
}

function setupEnv(bin: string, asRoot: boolean): NodeJS.ProcessEnv {
  return {
    ...isolatedEnv(),
    PATH: bin,
    MCP_ARENA_SETUP_AS_ROOT: asRoot ? '1' : '0',
    // A checkout without npm services to install, unless a test gives one.
    MCP_ARENA_SETUP_ROOT: mkdtempSync(path.join(os.tmpdir(), 'setup-root-')),
  };
}

describe('mcp-arena setup', () => {
  it('as root: installs what is missing with apt-get (updating the package lists once it fails), then does nothing', async () => {
    const system = fakeSystem({ installed: ['dovecot-imapd', 'faketime'] });
    const env = setupEnv(system.bin, true);
    const first = await runCli(['setup', '--apps', 'mail,calendar,git'], env);
    expect(first.stderr).not.toContain('Error');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('setup: installed git, radicale');
    expect(system.calls().filter((call) => !call.startsWith('dpkg-query'))).toEqual([
      'apt-get install -y --no-install-recommends git radicale',
      'apt-get update',
      'apt-get install -y --no-install-recommends git radicale',
    ]);
    expect(system.installed()).toEqual(['dovecot-imapd', 'faketime', 'git', 'radicale']);

    const callsBefore = system.calls().length;
    const again = await runCli(['setup', '--apps', 'mail,calendar,git'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('setup: all present (faketime, git, dovecot-imapd, radicale)');
    expect(system.calls().slice(callsBefore)).toEqual([
      'dpkg-query -W -f ${Package} ${db:Status-Status}\\n faketime git dovecot-imapd radicale',
    ]);
  });

  it('--check only reports: a table of every package and exit 1 while one is missing', async () => {
    const system = fakeSystem({ installed: ['faketime', 'git', 'radicale'] });
    const result = await runCli(['setup', '--check'], setupEnv(system.bin, true));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/faketime\s+every app: the scenario clock\s+installed/);
    expect(result.stdout).toMatch(/dovecot-imapd\s+mail app\s+missing/);
    expect(result.stdout).toMatch(/radicale\s+calendar app\s+installed/);
    expect(result.stdout).toMatch(/bubblewrap\s+sandbox app\s+missing/);
    expect(result.stdout).toContain('setup: 2 missing; install with: npx mcp-arena setup\n');
    expect(system.calls().every((call) => call.startsWith('dpkg-query'))).toBe(true);
  });

  it('--check --dev also covers the test packages', async () => {
    const system = fakeSystem({
      installed: ['faketime', 'git', 'dovecot-imapd', 'radicale', 'bubblewrap', 'chromium', 'postgresql'],
    });
    const result = await runCli(['setup', '--check', '--dev'], setupEnv(system.bin, true));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/redis-server\s+tests: .*missing/);
    expect(result.stdout).toContain('install with: npx mcp-arena setup --dev');
  });

  it('not root, with password-less sudo: installs through sudo -n', async () => {
    const system = fakeSystem({ installed: ['faketime', 'git'], sudo: true });
    const result = await runCli(['setup', '--apps', 'sandbox'], setupEnv(system.bin, false));
    expect(result.code).toBe(0);
    expect(system.calls().filter((call) => !call.startsWith('dpkg-query'))).toEqual([
      'sudo -n true',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends bubblewrap',
      'apt-get install -y --no-install-recommends bubblewrap',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update',
      'apt-get update',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends bubblewrap',
      'apt-get install -y --no-install-recommends bubblewrap',
    ]);
    expect(system.installed()).toContain('bubblewrap');
  });

  it('neither root nor sudo without a password: prints the one command to run and exits 1', async () => {
    const system = fakeSystem({ installed: ['faketime', 'git'], sudo: false });
    const result = await runCli(['setup'], setupEnv(system.bin, false));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends dovecot-imapd radicale bubblewrap\n',
    );
    expect(system.calls().filter((call) => !call.startsWith('dpkg-query'))).toEqual(['sudo -n true']);
    expect(system.installed()).toEqual(['faketime', 'git']);
  });

  it('without apt-get: names the packages for apt, dnf and brew and exits 1', async () => {
    const system = fakeSystem({ apt: false });
    const result = await runCli(['setup', '--apps', 'mail,sandbox'], setupEnv(system.bin, true));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'apt:  apt-get install -y --no-install-recommends faketime dovecot-imapd bubblewrap',
    );
    expect(result.stderr).toContain('dnf:  dnf install -y libfaketime dovecot bubblewrap');
    expect(result.stderr).toContain('brew: brew install libfaketime dovecot');
    expect(result.stderr).toContain('bubblewrap is Linux-only');
  });

  it('apps without a service of their own need only the scenario clock (libfaketime)', async () => {
    const system = fakeSystem({ installed: ['faketime'] });
    const result = await runCli(['setup', '--apps', 'files,sql'], setupEnv(system.bin, false));
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('setup: all present (faketime)\n');
    expect(system.calls().filter((call) => !call.startsWith('dpkg-query'))).toEqual([]);
  });

  it('rejects an unknown app with the names that exist', async () => {
    const system = fakeSystem();
    const result = await runCli(['setup', '--apps', 'mail,mainframe'], setupEnv(system.bin, true));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('from: files, sql');
  });
});

describe('npm services', () => {
  it('setup (without --dev) installs the npm package an app needs: Directus for crm', async () => {
    const system = fakeSystem({ installed: [] });
    const root = mkdtempSync(path.join(os.tmpdir(), 'setup-root-'));
    for (const service of ['directus', 'inspector']) {
      const folder = path.join(root, 'test', 'services', service);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'package.json'), '{}');
      writeFileSync(path.join(folder, 'package-lock.json'), '{}');
    }
    const npm = path.join(system.bin, 'npm');
    writeFileSync(npm, `#!/bin/bash\necho "npm $*" >> "${root}/npm-calls"\n`);
    chmodSync(npm, 0o755);
    const env = { ...setupEnv(system.bin, true), MCP_ARENA_SETUP_ROOT: root };
    const check = await runCli(['setup', '--check', '--apps', 'crm'], env);
    expect(check.stdout).toMatch(/test\/services\/directus\s+npm packages\s+npm ci needed/);
    expect(check.stdout).toContain('install with: npx mcp-arena setup\n');
    expect(check.stdout).not.toContain('inspector');
    const mail = await runCli(['setup', '--apps', 'mail'], env);
    expect(mail.code).toBe(0);
    expect(existsSync(path.join(root, 'npm-calls'))).toBe(false);
    const crm = await runCli(['setup', '--apps', 'crm'], env);
    expect(crm.code).toBe(0);
    expect(readFileSync(path.join(root, 'npm-calls'), 'utf8')).toBe(
      `npm ci --prefix ${path.join(root, 'test', 'services', 'directus')} --no-audit --no-fund\n`,
    );
    expect(crm.stdout).toContain('setup: installed test/services/directus');
  });
});

describe('setup of a long install', () => {
  it("names each step with how long it takes, keeps npm's output in a log, and says it is still going", async () => {
    const system = fakeSystem({ installed: [] });
    const root = mkdtempSync(path.join(os.tmpdir(), 'setup-root-'));
    const folder = path.join(root, 'test', 'services', 'directus');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'package.json'), '{}');
    writeFileSync(path.join(folder, 'package-lock.json'), '{}');
    const npm = path.join(system.bin, 'npm');
    const env = {
      ...setupEnv(system.bin, true),
      MCP_ARENA_SETUP_ROOT: root,
      MCP_ARENA_SETUP_HEARTBEAT_MS: '100',
    };
    // Slow, and as talkative as the real one: it ends when the heartbeat has been heard.
    writeFileSync(
      npm,
      `#!/bin/bash\necho "npm warn ERESOLVE overriding peer dependency"\n/bin/sleep 1.5\necho "added 1097 packages"\n`,
    );
    chmodSync(npm, 0o755);
    const done = await runCli(['setup', '--apps', 'crm,mail'], env);
    expect(done.code).toBe(0);
    expect(done.stderr).toContain('setup: 2 steps');
    expect(done.stderr).toMatch(/\[1\/2\] system packages with apt-get: faketime.*dovecot-imapd/);
    expect(done.stderr).toMatch(/\[2\/2\] npm ci in test\/services\/directus: Directus .*about 14 minutes/);
    expect(done.stderr).toContain(`setup: still installing Directus for the crm app (`);
    expect(done.stderr).not.toContain('ERESOLVE');
    const log = path.join(folder, 'npm-ci.log');
    expect(readFileSync(log, 'utf8')).toContain('ERESOLVE');

    writeFileSync(npm, `#!/bin/bash\necho "npm error code E404"\necho "npm error 404 Not Found"\nexit 1\n`);
    const failed = await runCli(['setup', '--apps', 'crm'], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      `npm ci of Directus for the crm app failed; the end of its output (all of it in ${log})`,
    );
    expect(failed.stderr).toContain('npm error 404 Not Found');
  });
});

describe('test services install state', () => {
  it('is current only when npm wrote its hidden lockfile after package-lock.json changed', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'setup-service-'));
    writeFileSync(path.join(folder, 'package-lock.json'), '{}');
    expect(isInstalled(folder)).toBe(false);
    mkdirSync(path.join(folder, 'node_modules'));
    const hidden = path.join(folder, 'node_modules', '.package-lock.json');
    writeFileSync(hidden, '{}');
    expect(existsSync(hidden)).toBe(true);
    expect(isInstalled(folder)).toBe(true);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(folder, 'package-lock.json'), later, later);
    expect(isInstalled(folder)).toBe(false);
  });
});
