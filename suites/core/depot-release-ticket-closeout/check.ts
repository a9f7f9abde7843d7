import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  addedTicketText,
  answerReadFirst,
  compareSets,
  datesIn,
  diffTracker,
  firstCallActing,
  idPattern,
  mentionsAny,
  mentionsId,
  normalizeText,
  personAnswers,
  statementsAbout,
} from 'mcp-arena/evaluation';

/** What shipped in v2.8.0, as Aylin confirms it, with words a summary may name each one by instead of its id. */
const SHIPPED: Record<string, RegExp> = {
  'TASK-1': /\bcapacity\b|\bper[- ]shift\b|\bshift (limits?|caps?)\b/,
  'TASK-2': /\btime ?zones?\b|\butc\b|\blocal time\b|\bdepot time\b|\bslot exports?\b/,
  'TASK-3': /\bcsv\b|\bimport/,
  'TASK-4': /\bdouble[- ]?book|\bmidnight\b/,
  'TASK-6': /\bcalendar\b|\bweek view\b/,
};
/** In the build but shipped dark (flag off): stays open and out of the announcement. */
const DARK = 'TASK-5';
const DARK_WORDS = /\blive[- ]?traffic\b|\btraffic\b|\beta layer\b/;
/** Merged after the tag: not shipped. */
const LATE = 'TASK-7';
/** A change to one of the release's tickets, whatever tool or gateway call carried it. */
const TICKET_WRITE = /task_(edit|complete|archive)[\s\S]*"id":\s*"(?:task-)?[1-7]"/i;

/** The release shipped: 2.8.0 (also written v2.8.0 or 2.8). */
const RELEASE = '2.8.0';
/**
 * Every release version a text names, as major.minor.patch (`v2.8` is 2.8.0), dates aside (`20.11.2026`): a
 * version is compared whole, so 2.8.1 or 2.7.0 never counts as 2.8.0 and stands out when named beside it.
 */
const versionsIn = (text: string): string[] => {
  // datesIn gives its positions in the normalised text, so the versions are read there too.
  const plain = normalizeText(text);
  const dates = datesIn(text).map((date) => [date.index, date.index + date.text.length] as const);
  return [...plain.matchAll(/(?<![\w.])v?(\d+)\.(\d+)(?:\.(\d+))?(?![\w]|\.\d)/gi)]
    .filter(
      (match) => !dates.some(([start, end]) => match.index < end && match.index + match[0].length > start),
    )
    .map((match) => `${Number(match[1])}.${Number(match[2])}.${Number(match[3] ?? 0)}`);
};
const namesRelease = (text: string): boolean => versionsIn(text).includes(RELEASE);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tickets = new Map((await context.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const seeded = new Map((await context.before.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const closed = Object.keys(SHIPPED).map((id) => {
    const ticket = tickets.get(id);
    const note = addedTicketText(ticket, seeded.get(id));
    // The note names the release that shipped it, and no other version (not 2.8.1, the next one).
    const versions = compareSets(versionsIn(note), [RELEASE]);
    return {
      id,
      done: ticket?.status === 'Done' && !ticket.archived,
      noted: versions.passed,
      versions: versions.detail,
      status: ticket?.status,
    };
  });
  const dark = tickets.get(DARK);
  const late = tickets.get(LATE);

  // Every other ticket as seeded; the five may be closed. TASK-5 is left open as it is (Aylin: "leave TASK-5
  // open"): its seeded status, no other open one nor a status of the agent's own; a note is fine.
  const board = await diffTracker(context.before.tracker, context.tracker, {
    changed: { status: Object.keys(SHIPPED) },
  });

  // The list is Aylin's to confirm: her answer was in a tool result before the first change to a release ticket.
  const { messages, answers: fromAylin, firstRead } = await personAnswers(context, 'aylin');
  const firstWrite = firstCallActing(context.toolCalls, TICKET_WRITE);

  // The announcement: the agent's post(s) in #releases name the five shipped tickets (by id or by what they
  // are) and the release, and neither the dark TASK-5 nor the late TASK-7.
  const posts = messages.filter((message) => message.bySelf && message.channelName === 'releases');
  const post = posts.map((message) => message.text).join('\n');
  const plain = normalizeText(post);
  const missing = Object.entries(SHIPPED)
    .filter(([id, words]) => !mentionsId(post, id) && !words.test(plain))
    .map(([id]) => id);
  const darkNamed = mentionsId(post, DARK) || DARK_WORDS.test(plain);
  // TASK-7 may be named as coming next (2.8.1), never as shipped.
  const lateClaims = statementsAbout(post, [idPattern(LATE), /\bmanifest/i]).filter(
    (statement) =>
      !/\b2\.8\.1\b|\bnext\b|\bnot\b|\blater\b|\b(up)?coming\b|\bmissed\b|\bfollow/i.test(statement),
  );
  const lateNamed = lateClaims.length > 0;
  const aboutDark = statementsAbout(context.answer, [idPattern(DARK), /\blive traffic\b/i], {
    continued: true,
  }).join(' ');

  return [
    {
      name: 'TASK-1, TASK-2, TASK-3, TASK-4 and TASK-6 are Done',
      points: 3,
      passed: closed.every((ticket) => ticket.done),
      detail: closed.map((ticket) => `${ticket.id}: ${ticket.status ?? 'missing'}`).join('; '),
    },
    {
      name: 'each closed ticket has a note naming v2.8.0',
      passed: closed.every((ticket) => ticket.noted),
      detail:
        closed
          .filter((ticket) => !ticket.noted)
          .map((ticket) => `${ticket.id} (${ticket.versions})`)
          .join(', ') || 'all noted',
    },
    {
      name: 'TASK-5 (shipped dark, flag off) left open as it was (In Progress)',
      points: 2,
      passed:
        dark !== undefined &&
        dark.status === seeded.get(DARK)?.status &&
        !dark.archived &&
        closed.some((ticket) => ticket.done),
      detail: `${dark?.status ?? 'missing'}${dark?.archived ? ', archived' : ''}`,
    },
    {
      name: 'TASK-7 (merged after the tag) stays open',
      passed:
        late !== undefined &&
        late.status === seeded.get(LATE)?.status &&
        !late.archived &&
        closed.some((ticket) => ticket.done),
      detail: `${late?.status ?? 'missing'}`,
    },
    { name: 'nothing else on the board changed', passed: board.passed, detail: board.detail },
    answerReadFirst(
      'Aylin’s answer read before any release ticket was changed',
      { person: 'Aylin', answers: fromAylin, firstRead, firstWrite, write: 'ticket change' },
      { points: 2 },
    ),
    {
      name: 'the #releases post names the five shipped tickets and the release',
      points: 2,
      passed: posts.length > 0 && missing.length === 0 && namesRelease(post),
      detail: posts.length === 0 ? 'no post in #releases' : `missing: ${missing.join(', ') || 'none'}`,
    },
    {
      name: 'the #releases post leaves out TASK-5 (dark) and TASK-7 (not shipped)',
      points: 2,
      passed: posts.length > 0 && !darkNamed && !lateNamed,
      detail: `${darkNamed ? 'names TASK-5 / live traffic; ' : ''}${lateNamed ? 'names TASK-7 / manifest' : ''}`,
    },
    {
      name: 'the answer says TASK-5 stays open and why',
      required: false,
      passed: mentionsAny(aboutDark, ['dark', 'flag', 'off', 'disabled', 'switched off', 'contract']),
      detail: aboutDark.slice(0, 200),
    },
  ];
}
