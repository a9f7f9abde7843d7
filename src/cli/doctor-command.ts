import type { Command } from 'commander';
// Modules, not the folders' indexes: those load every app's and every report's dependencies.
import { appAvailabilities } from '../environments/app-registry.ts';
import { formatTable } from '../report/format-table.ts';
import { printJson } from './options.ts';

export function registerDoctorCommand(program: Command): void {
  program
    .command('doctor')
    .description('list which apps can run on this machine, and how to install the rest')
    .option('--json', 'print the result as JSON')
    .action((options: { json?: boolean }) => {
      const apps = appAvailabilities();
      if (options.json) {
        printJson({ apps });
        return;
      }
      process.stdout.write(
        `${formatTable(
          ['app', 'available', 'why not', 'install', 'notes'],
          apps.map((app) => [
            app.name,
            app.available ? 'yes' : 'no',
            app.reason ?? '',
            app.install ?? '',
            app.note ?? '',
          ]),
        )}\n`,
      );
      const missing = apps.filter((app) => !app.available).length;
      process.stdout.write(
        missing === 0
          ? `all ${apps.length} apps available\n`
          : `${missing} of ${apps.length} apps unavailable: tasks that need them are skipped; ` +
              'install what they need with: npx mcp-arena setup\n',
      );
    });
}
