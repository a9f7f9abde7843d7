import type { Task } from '../../../tasks/index.ts';
import type { App, AppAvailability, RunningApp } from '../../app.ts';
import { packageServer, seedDir, serverPackageAvailability } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { hashTree } from '../files/files-app.ts';
import { restoreTree } from '../files/restore-tree.ts';
import { rootedLaunch } from '../../rooted-mcp-proxy.ts';
import type { PdfState } from './pdf-state.ts';

/** Optional, from vendor/npm/ (see serverPackageAvailability). */
const SERVER_PACKAGE = '@sylphx/pdf-reader-mcp';

/**
 * PDF documents in a per-cell folder seeded from the task's `seed/pdf/`, read through
 * `@sylphx/pdf-reader-mcp` (`read_pdf`: text, metadata, pages; paths relative to the folder), plus
 * `list_files` from the proxy in front of it.
 */
export class PdfApp implements App<PdfState> {
  readonly name = 'pdf';

  availability(): AppAvailability {
    return serverPackageAvailability(SERVER_PACKAGE);
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp<PdfState>> {
    const root = cell.subdir('documents');
    const seed = seedDir(task, 'pdf');
    restoreTree(root, seed);
    return {
      name: this.name,
      // The proxy adds `list_files`; read_pdf's paths (inside `sources`) resolve against its working folder.
      servers: [rootedLaunch(packageServer('pdf', SERVER_PACKAGE, { cwd: root }), root, [])],
      state: { pdfFolder: root },
      reset: async () => {
        restoreTree(root, seed);
      },
      snapshot: async () => hashTree(root),
      stop: async () => {},
    };
  }
}
