import { appModules, appNames, type SystemPackageSpec } from '../environments/index.ts';
import type { AppName } from '../tasks/index.ts';

/** One system package the apps or the tests need, named for each package manager. */
export interface SystemPackage extends SystemPackageSpec {
  /** Apps that need it; empty for packages only the tests need. */
  apps: AppName[];
  /** Why the tests need it (`--dev`). */
  dev?: string;
}

/** What `setup` installs: the apps' backends, then what only the tests need (`--dev`). */
export const SYSTEM_PACKAGES: readonly SystemPackage[] = [
  // libfaketime: every app of a task that declares `now` runs on the scenario's clock.
  {
    apt: 'faketime',
    dnf: 'libfaketime',
    brew: 'libfaketime',
    commands: ['faketime'],
    apps: appNames(),
  },
  // Each app's own (declared in its folder: src/environments/apps/<app>/index.ts), in the registry's order.
  ...appPackages(),
  {
    apt: 'chromium',
    dnf: 'chromium',
    brew: '--cask chromium',
    commands: ['chromium', 'chromium-browser'],
    apps: [],
    dev: 'browser tests of the HTML report and the dashboard',
  },
  {
    apt: 'redis-server',
    dnf: 'redis',
    brew: 'redis',
    commands: ['redis-server'],
    apps: [],
    dev: 'the distributed run test (BullMQ queue)',
  },
  {
    apt: 'postgresql',
    dnf: 'postgresql-server',
    brew: 'postgresql',
    commands: ['initdb', 'postgres'],
    apps: [],
    dev: 'the distributed run test (a shared Postgres)',
  },
];

/** The packages for the given apps (all apps when none are named), plus the tests' with `dev`. */
export function packagesFor(apps: readonly AppName[] | undefined, dev: boolean): SystemPackage[] {
  return SYSTEM_PACKAGES.filter((pkg) =>
    pkg.dev !== undefined ? dev : apps === undefined || pkg.apps.some((app) => apps.includes(app)),
  );
}

/** What a package is for, in a few words: `mail app`, `tests: ...`. */
export function purposeOf(pkg: SystemPackage): string {
  if (pkg.dev !== undefined) return `tests: ${pkg.dev}`;
  return pkg.apps.length === appNames().length
    ? 'every app: the scenario clock'
    : `${pkg.apps.join(', ')} app`;
}

/** `brew install ...` names; formulas Homebrew lacks are left out (said apart). */
export function brewNames(packages: readonly SystemPackage[]): string[] {
  return packages.flatMap((pkg) => (typeof pkg.brew === 'string' ? [pkg.brew] : []));
}

/** The packages the apps declare, one entry per package with every app that needs it. */
function appPackages(): SystemPackage[] {
  const packages: SystemPackage[] = [];
  for (const module of appModules()) {
    for (const spec of module.install?.system ?? []) {
      const same = packages.find((pkg) => pkg.apt === spec.apt);
      if (same) same.apps.push(module.name);
      else packages.push({ ...spec, commands: [...spec.commands], apps: [module.name] });
    }
  }
  return packages;
}
