import type {
  CalendarEvent,
  GitReader,
  MailReader,
  MemoryEntity,
  MemoryGraph,
  MemoryRelation,
} from '../../environments/index.ts';
import { type AllowedChanges, diffRows, type RowDiff, verdict } from './diff-rows.ts';

/** One git ref and the object it points at. */
export interface GitRef extends Record<string, unknown> {
  ref: string;
  sha: string;
}

const REF_FORMAT = '--format=%(refname) %(objectname)';

/** Every ref (branches, tags) of a repository: `await gitRefs(context.before.git, 'api')`. */
export async function gitRefs(git: GitReader, repository: string): Promise<GitRef[]> {
  const output = await git(repository, ['for-each-ref', REF_FORMAT]);
  return output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [ref = '', sha = ''] = line.trim().split(' ');
      return { ref, sha };
    });
}

/**
 * Branches and tags before and after: `await diffGitRefs(context.before.git, context.git, 'api',
 * { changed: { sha: ['refs/heads/release-1.4'] } })` lets only that branch move.
 */
export async function diffGitRefs(
  before: GitReader,
  after: GitReader,
  repository: string,
  allow: AllowedChanges<GitRef> = {},
): Promise<RowDiff<GitRef>> {
  return diffRows(await gitRefs(before, repository), await gitRefs(after, repository), {
    key: 'ref',
    allow,
    label: repository,
  });
}

export interface MemoryAllowList {
  entities?: AllowedChanges<MemoryEntity & Record<string, unknown>>;
  relations?: AllowedChanges<MemoryRelation & Record<string, unknown>>;
}

/**
 * The memory graph before and after: entities by name (their type and observations), relations by
 * from, type and to. A new observation on an entity is a change of its `observations`; allow it with
 * `{ entities: { changed: { observations: ['Acme Corp'] } } }`.
 */
export function diffMemory(
  before: MemoryGraph,
  after: MemoryGraph,
  allow: MemoryAllowList = {},
): {
  passed: boolean;
  detail: string;
  unexpected: string[];
  entities: RowDiff<MemoryEntity & Record<string, unknown>>;
  relations: RowDiff<MemoryRelation & Record<string, unknown>>;
} {
  const entities = diffRows(
    before.entities as Array<MemoryEntity & Record<string, unknown>>,
    after.entities as Array<MemoryEntity & Record<string, unknown>>,
    { key: 'name', allow: allow.entities, label: 'entity' },
  );
  const relations = diffRows(
    before.relations as Array<MemoryRelation & Record<string, unknown>>,
    after.relations as Array<MemoryRelation & Record<string, unknown>>,
    { key: ['from', 'relationType', 'to'], allow: allow.relations, label: 'relation' },
  );
  const unexpected = [...entities.unexpected, ...relations.unexpected];
  return { ...verdict(unexpected), unexpected, entities, relations };
}

/** A calendar event as the calendar diff compares it: every field as read. */
export type EventRow = CalendarEvent & Record<string, unknown>;

/**
 * Calendar events before and after (from `calendar.events()`), by uid, on every field as written:
 * `diffCalendar(seeded, events, { added: true })` lets the agent add events and change none.
 */
export function diffCalendar(
  before: readonly CalendarEvent[],
  after: readonly CalendarEvent[],
  allow: AllowedChanges<EventRow> = {},
  options: { label?: string; limit?: number } = {},
): RowDiff<EventRow> {
  const rows = (events: readonly CalendarEvent[]): EventRow[] => events.map((event) => ({ ...event }));
  return diffRows(rows(before), rows(after), {
    key: 'uid',
    allow,
    label: options.label ?? 'event',
    limit: options.limit,
  });
}

/** The seeded messages (by Message-ID) found in no folder of the mailbox any more: deleted, not moved. */
export async function missingMail(mail: MailReader, messageIds: readonly string[]): Promise<string[]> {
  const kept = new Set<string>();
  for (const folder of await mail.folders()) {
    for (const message of await mail.list(folder)) kept.add(message.messageId);
  }
  return messageIds.filter((id) => !kept.has(id));
}
