import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArenaError } from '../errors.ts';
import { NPM_SERVICES } from '../setup/test-services.ts';
import { SYSTEM_PACKAGES } from '../setup/system-packages.ts';
import type { AppName } from '../tasks/index.ts';
import { appAvailabilities, appNames } from './app-registry.ts';
import { Environment } from './environment.ts';
import { useCellsRoot } from './test-fixtures/cells-root.ts';
import { fixtureTask } from './test-fixtures/contract-fixtures.ts';

const root = useCellsRoot('arena-env-');

/**
 * What an app missing here answers, from what `setup` installs for it: an npm package `setup` installs
 * (Directus for crm), a system package (apt-get), or nothing for an app whose backend comes with `npm ci`.
 */
function expectedInstall(app: AppName): RegExp | undefined {
  if (NPM_SERVICES.some((service) => service.apps.includes(app))) return /^npx mcp-arena setup\b/;
  // libfaketime is for every app (tasks on a scenario's clock), no app's backend: no app needs it to start.
  const backends = SYSTEM_PACKAGES.filter((pkg) => pkg.apps.length < appNames().length);
  if (backends.some((pkg) => pkg.apps.includes(app))) return /\bapt-get install\b/;
  return undefined;
}

/** Processes whose command line names the folder. */
function processesUnder(folder: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return command.includes(folder) ? [command] : [];
      } catch {
        return [];
      }
    });
}

describe('Environment', () => {
  it('undoes everything it started when a later app fails to seed', async () => {
    const task = {
      ...fixtureTask(path.join(import.meta.dirname, 'test-fixtures', 'broken'), 'mail'),
      apps: ['mail', 'sql'] as never,
    };
    const mailAvailable = appAvailabilities().find((app) => app.name === 'mail')!.available;
    if (!mailAvailable) task.apps = ['sql'] as never;
    const failure = await Environment.start(task, 'broken').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ArenaError);
    expect((failure as ArenaError).code).toBe('APP_START_FAILED');
    expect((failure as Error).message).toMatch(/01-broken\.sql/);
    expect(existsSync(root) ? readdirSync(root) : []).toEqual([]);
    expect(processesUnder(root)).toEqual([]);
  });

  it('reports the availability of every app, and what installs a missing one', () => {
    const apps = appAvailabilities();
    expect(apps.map((app) => app.name)).toEqual(appNames());
    for (const app of apps) {
      expect(typeof app.available, app.name).toBe('boolean');
      const install = expectedInstall(app.name);
      // Nothing to install: the app runs wherever npm ci ran.
      if (!install) expect(app, app.name).toMatchObject({ available: true });
      else if (!app.available) {
        expect(app.reason, app.name).toBeTruthy();
        expect(app.install, app.name).toMatch(install);
      }
    }
  });
});
