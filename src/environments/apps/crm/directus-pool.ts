import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type DirectusProcess, startDirectusProcess } from './directus-process.ts';
import { type CrmTemplate, templatesRoot } from './directus-template.ts';

/** A running Directus over its own copy of a template database, lent to one cell at a time. */
export interface DirectusInstance extends DirectusProcess {
  template: CrmTemplate;
  workDir: string;
}

/**
 * Warm Directus instances, per template: starting one takes seconds, resetting its rows milliseconds, so
 * a cell borrows an idle instance (or starts one) and gives it back when it stops. The pool grows to the
 * number of cells running at once; each instance serves one cell at a time, so concurrent cells never
 * share a database. Instances die with this process.
 */
class DirectusPool {
  private readonly idle = new Map<string, DirectusInstance[]>();
  private readonly all = new Set<DirectusInstance>();
  private hooked = false;

  async acquire(template: CrmTemplate): Promise<DirectusInstance> {
    const idle = this.idle.get(template.hash) ?? [];
    this.idle.set(template.hash, idle);
    for (let instance = idle.pop(); instance; instance = idle.pop()) {
      if (await alive(instance)) return instance;
      await this.discard(instance);
    }
    return this.start(template);
  }

  release(instance: DirectusInstance): void {
    if (this.all.has(instance)) this.idle.get(instance.template.hash)?.push(instance);
  }

  /** Stops every idle instance (tests; a process exit ends them anyway). */
  async drain(): Promise<void> {
    const idle = [...this.idle.values()].flat();
    this.idle.clear();
    await Promise.all(idle.map((instance) => this.discard(instance)));
  }

  private async start(template: CrmTemplate): Promise<DirectusInstance> {
    const root = path.join(templatesRoot(), 'instances');
    mkdirSync(root, { recursive: true });
    removeOrphans(root);
    const workDir = mkdtempSync(path.join(root, `${process.pid}-`));
    copyFileSync(template.database, path.join(workDir, 'directus.db'));
    try {
      const instance = { ...(await startDirectusProcess(workDir)), template, workDir };
      this.all.add(instance);
      this.hookExit();
      return instance;
    } catch (error) {
      rmSync(workDir, { recursive: true, force: true });
      throw error;
    }
  }

  private async discard(instance: DirectusInstance): Promise<void> {
    this.all.delete(instance);
    await instance.stop();
    rmSync(instance.workDir, { recursive: true, force: true });
  }

  /** The process groups die on exit (process-groups.ts); their folders go too. */
  private hookExit(): void {
    if (this.hooked) return;
    this.hooked = true;
    process.on('exit', () => {
      for (const instance of this.all) rmSync(instance.workDir, { recursive: true, force: true });
    });
  }
}

/** Folders of instances whose process is gone (killed before its exit hook ran). */
function removeOrphans(root: string): void {
  for (const name of readdirSync(root)) {
    const pid = Number(name.split('-')[0]);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
}

async function alive(instance: DirectusInstance): Promise<boolean> {
  try {
    return (await fetch(`${instance.baseUrl}/server/ping`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

export const directusPool = new DirectusPool();
