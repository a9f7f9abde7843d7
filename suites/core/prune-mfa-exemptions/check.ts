import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  addedTicketText,
  datesIn,
  diffFiles,
  diffTracker,
  isDate,
  mentionsDate,
  mentionsId,
  normalizeText,
  statementsAbout,
  statesDate,
  toldBeforeWrite,
} from 'mcp-arena/evaluation';
import { parse } from 'yaml';

const FILE = 'security/mfa-exemptions.yaml';
const TICKET = 'TASK-3';
/** Kim's final decision: these stay (the kiosk only until Friday), the four users go. */
const KEPT_AS_IS = ['svc-backup', 'svc-scanner'];
const KIOSK = 'kiosk-boardroom';
const KIOSK_EXPIRES = '2026-11-27';
const REMOVED = ['j.meyer', 't.osei', 'contractor-alvarez', 'm.kowalski'];
/** Days a note about the kiosk may name: its new expiry, Thursday's board meeting, its seeded dates, today. */
const KIOSK_DAYS = [KIOSK_EXPIRES, '2026-11-26', '2026-01-15', '2026-10-31', '2026-11-24'];
const WRITES = /files__(write_file|edit_file|move_file|create_directory)|write_file|edit_file|move_file/;

type Entry = Record<string, unknown>;
interface ExemptionFile {
  policy?: unknown;
  exemptions?: Entry[];
}

const readYaml = (text: string): ExemptionFile | undefined => {
  try {
    const value = parse(text) as ExemptionFile | null;
    return value ?? undefined;
  } catch {
    return undefined;
  }
};
const asText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
/** Same fields as the seeded entry (`b`); with `extraAllowed`, fields the agent added (a comment) are fine. */
const same = (
  a: Entry | undefined,
  b: Entry | undefined,
  except: string[] = [],
  extraAllowed = false,
): boolean => {
  if (!a || !b) return false;
  const keys = new Set(
    [...Object.keys(a).filter(() => !extraAllowed), ...Object.keys(b)].filter((key) => !except.includes(key)),
  );
  return [...keys].every((key) => normalizeText(asText(a[key])) === normalizeText(asText(b[key])));
};
/** An account name as a whole word (dots and dashes are part of it). */
const namesAccount = (text: string, account: string): boolean =>
  new RegExp(
    `(^|[^a-z0-9.-])${account.replace(/[.-]/g, (c) => `\\${c}`)}($|[^a-z0-9-]|\\.(?![a-z0-9]))`,
    'i',
  ).test(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const seededText = (await context.readSeed(FILE)) ?? '';
  let text = '';
  try {
    text = (await context.readText(FILE)) ?? '';
  } catch {
    text = '';
  }
  const seeded = readYaml(seededText);
  const after = readYaml(text);
  const entries = after?.exemptions ?? [];
  const byAccount = new Map(entries.map((entry) => [String(entry.account), entry]));
  const seededBy = new Map((seeded?.exemptions ?? []).map((entry) => [String(entry.account), entry]));
  const accounts = entries.map((entry) => String(entry.account));
  const changed = text !== seededText;
  const kiosk = byAccount.get(KIOSK);

  // Every other file as seeded (a backup copy or notes added beside it are harmless).
  const files = diffFiles(context.before.workspace, context.workspace, {
    allow: { added: true, changed: [FILE] },
  });
  const board = await diffTracker(context.before.tracker, context.tracker, { changed: { status: [TICKET] } });

  // Kim decides: the file is written only after she changed her mind on the final list (her message naming the
  // kiosk), never on her first answer alone.
  const change = context.conversation.find(
    (message) =>
      message.from === 'kim' &&
      /\bkiosk\b/.test(normalizeText(message.text)) &&
      (mentionsDate(message.text, KIOSK_EXPIRES) ||
        /\b(friday|as well|too|also)\b/.test(normalizeText(message.text))),
  );
  const firstWrite = context.toolCalls.find((call) => !call.isError && WRITES.test(call.name));

  const tickets = new Map((await context.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const seededTickets = new Map(
    (await context.before.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]),
  );
  const note = addedTicketText(tickets.get(TICKET), seededTickets.get(TICKET));
  const aboutKiosk = statementsAbout(note, /\bkiosk(-boardroom)?\b/i);
  // Each statement about the kiosk that gives a day gives its new expiry (the board meeting or the seeded
  // expiry only beside it): "kept until Thursday 26 November" is a wrong expiry, whatever else says the 27th.
  const kioskExpiry = statesDate(note, /\bkiosk(-boardroom)?\b/i, KIOSK_EXPIRES, {
    allowed: [context.today],
  });
  const kioskWrongDates = aboutKiosk
    .flatMap((statement) => datesIn(statement))
    .filter((mention) => mention.dates.length > 0 && !KIOSK_DAYS.some((day) => isDate(mention, day)))
    .map((mention) => mention.text);

  return [
    {
      name: 'the list keeps exactly svc-backup, svc-scanner and kiosk-boardroom',
      points: 3,
      passed:
        after !== undefined &&
        accounts.length === 3 &&
        [...KEPT_AS_IS, KIOSK].every((account) => byAccount.has(account)),
      detail: after ? accounts.join(', ') : 'the file is no longer valid YAML',
    },
    {
      name: 'kiosk-boardroom expires on Friday 27 November 2026 (Kim’s change of mind)',
      points: 2,
      passed: kiosk !== undefined && asText(kiosk.expires) === KIOSK_EXPIRES,
      detail: kiosk ? `expires ${asText(kiosk.expires)}` : 'kiosk-boardroom removed',
    },
    {
      name: 'the kept entries otherwise as they were, and the policy block unchanged',
      passed:
        changed &&
        KEPT_AS_IS.every((account) => same(byAccount.get(account), seededBy.get(account))) &&
        same(kiosk, seededBy.get(KIOSK), ['expires', 'reason'], true) &&
        JSON.stringify(after?.policy) === JSON.stringify(seeded?.policy),
      detail: KEPT_AS_IS.filter((account) => !same(byAccount.get(account), seededBy.get(account))).join(', '),
    },
    {
      name: 'the file’s header comment kept',
      passed: changed && text.includes('Accounts allowed to sign in without MFA'),
    },
    { name: 'no other file changed or removed', passed: changed && files.passed, detail: files.detail },
    toldBeforeWrite(
      'saved only after Kim saw the final list and changed her mind',
      {
        told: change,
        firstWrite,
        event: 'Kim changed her mind',
        write: 'write',
        untold: 'Kim never saw a final list (or was never asked)',
      },
      { points: 2 },
    ),
    {
      name: 'TASK-3 notes the four removed accounts and the kiosk kept until 27 November',
      points: 2,
      passed:
        REMOVED.every((account) => namesAccount(note, account)) &&
        mentionsId(note, KIOSK) &&
        kioskExpiry.passed &&
        kioskWrongDates.length === 0,
      detail: `${REMOVED.filter((account) => !namesAccount(note, account)).join(', ') || 'all removed named'}; kiosk: ${kioskExpiry.detail || aboutKiosk.join(' ').slice(0, 160)}${kioskWrongDates.length ? `; wrong dates: ${kioskWrongDates.join(', ')}` : ''}`,
    },
    { name: 'nothing else on the board changed', passed: board.passed, detail: board.detail },
  ];
}
