import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AppState } from './app-state.ts';

/**
 * How much seeded state a task's apps hold, per kind: what an agent may have to page through. Measured
 * on the apps as seeded (by `validate`), so generated noise counts like the task's own data.
 */
export interface StateSize {
  /** Mails over every folder. */
  mails?: number;
  /** Events over every calendar. */
  events?: number;
  /** Commits over every repository (all refs). */
  commits?: number;
  /** Files in the files app's workspace. */
  files?: number;
  /** Rows of the largest table of the sql app or collection of the crm app. */
  largestTableRows?: number;
  /** Rows of the largest sheet over every workbook. */
  largestSheetRows?: number;
  /** Tracker tickets: active, completed and archived (drafts are not tickets yet). */
  tickets?: number;
  /** Entities of the memory graph. */
  entities?: number;
  /** Relations of the memory graph. */
  relations?: number;
  /** Chat messages over every conversation, thread replies included. */
  chatMessages?: number;
  /** Azure resources over every subscription (resource groups and child resources included). */
  azureResources?: number;
}

/** Counts the state of every app the cell runs; `gitRepositories` are the repositories the task seeds. */
export async function measureStateSize(
  state: AppState,
  gitRepositories: readonly string[],
): Promise<StateSize> {
  const size: StateSize = {};
  if (state.mail) {
    let mails = 0;
    for (const folder of await state.mail.folders()) mails += (await state.mail.list(folder)).length;
    size.mails = mails;
  }
  if (state.calendar) size.events = (await state.calendar.events()).length;
  if (state.git) {
    let commits = 0;
    for (const repository of gitRepositories)
      commits += Number((await state.git(repository, ['rev-list', '--all', '--count'])).trim());
    size.commits = commits;
  }
  if (state.workspace && existsSync(state.workspace)) size.files = countFiles(state.workspace);
  if (state.sql?.tables) {
    let largest = 0;
    for (const table of await state.sql.tables()) {
      const [row] = await state.sql(`SELECT count(*)::int AS n FROM "${table.schema}"."${table.name}"`);
      largest = Math.max(largest, Number(row?.n ?? 0));
    }
    size.largestTableRows = largest;
  }
  if (state.spreadsheet) {
    let largest = 0;
    for (const file of state.spreadsheet.files())
      for (const sheet of await state.spreadsheet.sheets(file))
        largest = Math.max(largest, (await state.spreadsheet.rows(file, sheet)).length);
    size.largestSheetRows = largest;
  }
  if (state.tracker) size.tickets = (await state.tracker.tasks()).length;
  if (state.memory) {
    const graph = await state.memory();
    size.entities = graph.entities.length;
    size.relations = graph.relations.length;
  }
  if (state.chat) size.chatMessages = (await state.chat.messages()).length;
  if (state.azure) size.azureResources = (await state.azure.resources()).length;
  if (state.crm) {
    // The CRM's collections are its tables.
    let largest = size.largestTableRows ?? 0;
    for (const collection of state.crm.collections())
      largest = Math.max(largest, (await state.crm.items(collection)).length);
    size.largestTableRows = largest;
  }
  return size;
}

/** Repositories a task seeds: one per `seed/git/<repo>.sh` or `<repo>.bundle`. */
export function seededGitRepositories(taskDir: string): string[] {
  const dir = path.join(taskDir, 'seed', 'git');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const match = /^(.+)\.(sh|bundle)$/.exec(name);
    return match ? [match[1]!] : [];
  });
}

/** One line for people: `75 mails, 130 events, 2,400 rows`. */
export function describeStateSize(size: StateSize): string {
  const parts: Array<[number | undefined, string]> = [
    [size.mails, 'mails'],
    [size.events, 'events'],
    [size.commits, 'commits'],
    [size.files, 'files'],
    [size.largestTableRows, 'table rows'],
    [size.largestSheetRows, 'sheet rows'],
    [size.tickets, 'tickets'],
    [size.entities, 'entities'],
    [size.relations, 'relations'],
    [size.chatMessages, 'chat messages'],
    [size.azureResources, 'Azure resources'],
  ];
  return parts
    .filter(([count]) => count !== undefined)
    .map(([count, what]) => `${count!.toLocaleString('en-US')} ${what}`)
    .join(', ');
}

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countFiles(path.join(dir, entry.name));
    else if (entry.isFile()) count += 1;
  }
  return count;
}
