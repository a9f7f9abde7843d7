import { appAvailabilities } from '../src/environments/index.ts';

/**
 * The apps among `apps` that cannot run here (`setup` has not run), each with why and what installs it;
 * said on stderr with the tests that skip for them, so those tests skip, never fail, on such a machine.
 */
export function missingApps(apps: readonly string[], tests: string): string[] {
  const missing = appAvailabilities()
    .filter((app) => apps.includes(app.name) && !app.available)
    .map((app) => `${app.name}: ${app.reason}${app.install ? ` (install: ${app.install})` : ''}`);
  if (missing.length > 0) console.warn(`skipping ${tests}: ${missing.join('; ')}`);
  return missing;
}
