import path from 'node:path';
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
// Modules, not the folders' indexes: those load every app's and every report's dependencies.
import { appAvailabilities, appNames } from '../environments/app-registry.ts';
import { formatTable } from '../report/format-table.ts';
import { findMissing, hasApt } from '../setup/find-missing.ts';
import { aptInstall, findPrivilege, manualAptCommand } from '../setup/install-packages.ts';
import { brewNames, packagesFor, purposeOf, type SystemPackage } from '../setup/system-packages.ts';
import {
  installService,
  serviceOf,
  SETUP_ROOT_VARIABLE,
  staleAppServices,
  staleTestServices,
} from '../setup/test-services.ts';
import type { AppName } from '../tasks/index.ts';

interface SetupOptions {
  apps?: AppName[];
  dev?: boolean;
  check?: boolean;
}

const repoRoot = process.env[SETUP_ROOT_VARIABLE] ?? path.resolve(import.meta.dirname, '..', '..');

function appList(value: string): AppName[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !appNames().includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new InvalidArgumentError(`use app names separated by commas, from: ${appNames().join(', ')}`);
  }
  return names as AppName[];
}

export function registerSetupCommand(program: Command): void {
  program
    .command('setup')
    .description(
      'install the system packages the apps need (apt-get as root or through sudo); quick when all are present',
    )
    .option('--apps <names>', 'only these apps, comma-separated (default: every app)', appList)
    .option(
      '--dev',
      "also what the tests need: chromium, redis-server, postgresql and the tests' own npm packages (the MCP Inspector)",
    )
    .option('--check', 'only report what is missing (exit 1 when something is)')
    .action(async (options: SetupOptions) => {
      process.exitCode = (await setup(options)) ? 0 : 1;
    });
}

/** Returns whether everything asked for is present at the end. */
async function setup(options: SetupOptions): Promise<boolean> {
  const packages = packagesFor(options.apps, options.dev === true);
  const missing = findMissing(packages);
  // npm packages: the apps' (Directus for crm) always, the tests' own with --dev.
  const services = options.dev ? staleTestServices(repoRoot) : staleAppServices(repoRoot, options.apps);
  if (options.check) return report(packages, missing, services);
  // Every step named before any starts, with how long it takes: the longest prints little of its own.
  const steps = [
    ...(missing.length > 0
      ? [
          {
            what: `system packages with apt-get: ${missing.map((pkg) => pkg.apt).join(', ')} (about a minute)`,
            run: async () => installPackages(missing),
          },
        ]
      : []),
    ...services.map((folder) => {
      const service = serviceOf(repoRoot, folder);
      const label = service?.what.split(':')[0] ?? path.relative(repoRoot, folder);
      return {
        what: `npm ci in ${path.relative(repoRoot, folder)}: ${service ? `${service.what} (${service.about})` : 'npm packages'}`,
        run: () => installService(folder, label),
      };
    }),
  ];
  if (steps.length > 1) process.stderr.write(`setup: ${steps.length} steps\n`);
  for (const [index, step] of steps.entries()) {
    process.stderr.write(`setup: ${steps.length > 1 ? `[${index + 1}/${steps.length}] ` : ''}${step.what}\n`);
    if (!(await step.run())) return false;
  }
  const installed = missing.length + services.length;
  process.stdout.write(
    installed === 0
      ? packages.length === 0
        ? 'setup: these apps need no system package\n'
        : `setup: all present (${packages.map((pkg) => pkg.apt).join(', ')})\n`
      : `setup: installed ${[...missing.map((pkg) => pkg.apt), ...services.map((folder) => path.relative(repoRoot, folder))].join(', ')}\n`,
  );
  warnUnavailableApps(options.apps);
  return true;
}

function installPackages(missing: SystemPackage[]): boolean {
  const names = missing.map((pkg) => pkg.apt);
  if (!hasApt()) {
    process.stderr.write(
      `setup: missing ${missing.map((pkg) => pkg.commands[0]).join(', ')}; no apt-get here. Install them with one of:\n${otherSystems(missing)}`,
    );
    return false;
  }
  const privilege = findPrivilege();
  if (privilege.kind === 'none') {
    process.stderr.write(
      `setup: missing ${names.join(', ')}, and installing needs root (sudo asks for a password). Run:\n  ${manualAptCommand(names)}\n`,
    );
    return false;
  }
  const stillMissing = aptInstall(names, privilege) ? findMissing(missing) : missing;
  if (stillMissing.length > 0) {
    process.stderr.write(
      `setup: apt-get could not install ${stillMissing.map((pkg) => pkg.apt).join(', ')} (see above); try:\n  ${manualAptCommand(stillMissing.map((pkg) => pkg.apt))}\n`,
    );
    return false;
  }
  return true;
}

/** The install commands of the other package managers, each on its line. */
function otherSystems(missing: SystemPackage[]): string {
  const brew = brewNames(missing);
  const lacking = missing.flatMap((pkg) => (typeof pkg.brew === 'string' ? [] : [pkg.brew.none]));
  return [
    `  apt:  apt-get install -y --no-install-recommends ${missing.map((pkg) => pkg.apt).join(' ')}`,
    `  dnf:  dnf install -y ${missing.map((pkg) => pkg.dnf).join(' ')}`,
    ...(brew.length > 0 ? [`  brew: brew install ${brew.join(' ')}`] : []),
    ...lacking.map((note) => `  (${note})`),
  ]
    .map((line) => `${line}\n`)
    .join('');
}

function report(packages: SystemPackage[], missing: SystemPackage[], services: string[]): boolean {
  const rows = packages.map((pkg) => [
    pkg.apt,
    purposeOf(pkg),
    missing.includes(pkg) ? 'missing' : 'installed',
  ]);
  for (const folder of services)
    rows.push([path.relative(repoRoot, folder), 'npm packages', 'npm ci needed']);
  process.stdout.write(`${formatTable(['package', 'for', 'status'], rows)}\n`);
  if (missing.length + services.length === 0) {
    process.stdout.write('setup: all present\n');
    return true;
  }
  const dev =
    services.some((folder) => !staleAppServices(repoRoot, undefined).includes(folder)) ||
    missing.some((pkg) => pkg.dev !== undefined);
  process.stdout.write(
    `setup: ${missing.length + services.length} missing; install with: npx mcp-arena setup${dev ? ' --dev' : ''}\n`,
  );
  if (missing.length > 0 && !hasApt()) process.stdout.write(`or by hand:\n${otherSystems(missing)}`);
  return false;
}

/** Apps whose packages are there and that still cannot run (e.g. bubblewrap without user namespaces). */
function warnUnavailableApps(apps: AppName[] | undefined): void {
  for (const app of appAvailabilities()) {
    if (app.available || (apps && !apps.includes(app.name))) continue;
    process.stderr.write(`setup: app ${app.name} still cannot run here: ${app.reason}\n`);
  }
}
