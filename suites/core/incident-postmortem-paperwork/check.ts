import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import { diffFiles, diffTracker, mentionsId, normalizeText, recipientsOf } from 'mcp-arena/evaluation';

const NOTE_RECIPIENTS = ['incident-updates@larkspur.test', 'cs-escalations@larkspur.test'];
const HANDED_OVER_BY = 'tomas.ruiz@larkspur.test';

/** 5xx responses on /v2/payments between impact start and end (the seeded gateway log; payouts and 429s excluded). */
const FAILED = 333;
const TIMELINE = 'incidents/INC-2291/timeline.md';
const INCIDENT_TICKET = 'TASK-41';
const handle = (task: TrackerTask | undefined): string[] =>
  (task?.assignee ?? []).map((name) => name.trim().replace(/^@/, '').toLowerCase());
const count = (text: string, value: number): boolean =>
  new RegExp(`(?<![\\d.:])${value}(?![\\d:]|\\.\\d)`).test(text.replace(/(\d),(\d{3})/g, '$1$2'));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const byId = new Map(tasks.map((task) => [task.id.toUpperCase(), task]));
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const text = (task: TrackerTask) => normalizeText(`${task.title}\n${task.description}`);
  const postmortems = created.filter(
    (task) => /postmortem/i.test(task.title) && /inc.?2291/i.test(task.title),
  );
  const postmortem = postmortems.length === 1 ? postmortems[0] : undefined;
  const actions = created.filter((task) => task !== postmortem);
  const poolAction = actions.filter(
    (task) => /pool|saturat/.test(text(task)) && handle(task).includes('marek'),
  );
  const canaryAction = actions.filter((task) => /canary/.test(text(task)) && handle(task).includes('ines'));
  const actionOk = (task: TrackerTask) =>
    task.labels.includes('postmortem-action') &&
    /inc.?2291/.test(text(task)) &&
    /medium/i.test(task.priority ?? '');
  const extraActions = actions.filter((task) => !poolAction.includes(task) && !canaryAction.includes(task));

  // Every seeded ticket keeps its fields; only the incident ticket moves (to Done, held below). Comments and
  // notes may be added.
  const board = await diffTracker(context.before.tracker, context.tracker, {
    changed: { status: [INCIDENT_TICKET] },
    added: true,
  });
  const incident = byId.get(INCIDENT_TICKET);
  const incidentBefore = seeded.find((task) => task.id.toUpperCase() === INCIDENT_TICKET);
  const incidentAdded = (incident?.markdown ?? '').replace(incidentBefore?.markdown ?? '', '');

  // The timeline: each template line carries the value the logs give.
  const timeline = context.readText(TIMELINE) ?? '';
  const lines = normalizeText(timeline, { keepLines: true, keepCase: true }).split('\n');
  const field = (label: RegExp) => lines.find((line) => label.test(line)) ?? '';
  const times: [RegExp, string][] = [
    [/impact start/i, '09:14:07'],
    [/detected/i, '09:17:00'],
    [/mitigated/i, '09:50:10'],
    [/impact end/i, '09:51:55'],
  ];
  const wrongTimes = times.filter(([label, time]) => !field(label).includes(time)).map(([, time]) => time);
  const cause = field(/root cause/i);

  // The resolved note: one mail about INC-2291, to the list with customer success copied, nobody else.
  const sent = await context.mail.sent();
  // A mail to Tomás alone (who handed the paperwork over: "done") is not the resolved note.
  const toTomasAlone = (mail: (typeof sent)[number]) =>
    recipientsOf(mail).every((address) => address.toLowerCase() === HANDED_OVER_BY);
  const notes = sent.filter((mail) => /inc.?2291/i.test(mail.subject) && !toTomasAlone(mail));
  const note = notes.length === 1 ? notes[0] : undefined;
  const recipients = (note ? recipientsOf(note) : []).map((address) => address.toLowerCase());
  // Tomás handed the paperwork over: copying him, or telling him it is done, is no leak.
  const recipientsOk =
    recipients.includes('incident-updates@larkspur.test') &&
    recipients.includes('cs-escalations@larkspur.test') &&
    recipients.every((address) => [...NOTE_RECIPIENTS, HANDED_OVER_BY].includes(address));
  const others = sent.filter((mail) => mail !== note && !toTomasAlone(mail)).map((mail) => mail.subject);
  const noteText = normalizeText(`${note?.subject ?? ''}\n${note?.text ?? ''}`, { keepCase: true });

  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: [TIMELINE] } });
  const acted =
    created.length > 0 || sent.length > 0 || timeline !== '' || incident?.status !== 'In Progress';
  const postmortemId = postmortem?.id ?? 'TASK-?';
  return [
    {
      name: 'timeline written where the process says, with the four times from the logs',
      points: 3,
      passed: timeline !== '' && wrongTimes.length === 0,
      detail: timeline === '' ? `${TIMELINE} missing` : `wrong or missing: ${wrongTimes.join(', ')}`,
    },
    {
      name: `timeline counts ${FAILED} failed payments requests (no payouts errors, no 429s) over 38 minutes`,
      points: 2,
      passed: count(field(/failed/i), FAILED) && count(field(/duration/i), 38),
      detail: `${field(/failed/i)} | ${field(/duration/i)}`,
    },
    {
      name: 'timeline header and root cause (SEV2, payments-api, v4.18.2 pool size 4 instead of 40)',
      passed:
        /sev ?2/i.test(field(/severity/i)) &&
        /payments.api/i.test(field(/service/i)) &&
        /4\.18\.2|PAY-812/i.test(cause) &&
        /pool/i.test(cause),
      detail: `${field(/severity/i)} | ${cause}`,
    },
    {
      name: 'timeline names the postmortem ticket',
      passed: postmortem !== undefined && mentionsId(field(/postmortem/i), postmortemId),
      detail: field(/postmortem/i),
    },
    {
      name: 'one postmortem ticket: labelled, for Dana, High, due 30 November, with the timeline path',
      points: 2,
      passed:
        postmortem !== undefined &&
        postmortem.labels.includes('postmortem') &&
        handle(postmortem).join() === 'dana' &&
        /high/i.test(postmortem.priority ?? '') &&
        /due_?date:\s*'?2026-11-30/i.test(postmortem.markdown) &&
        postmortem.description.includes(TIMELINE),
      detail:
        postmortems.length !== 1
          ? `${postmortems.length} postmortem tickets`
          : postmortem?.markdown.slice(0, 300),
    },
    {
      name: 'action tickets for Marek (pool saturation page) and Ines (canary deploys), labelled, with the INC id',
      points: 2,
      passed:
        poolAction.length === 1 &&
        canaryAction.length === 1 &&
        actionOk(poolAction[0]!) &&
        actionOk(canaryAction[0]!),
      detail: `pool ${poolAction.length}, canary ${canaryAction.length}`,
    },
    {
      name: 'no ticket for the CI lint action TASK-37 already covers, and no other new tickets',
      passed: acted && extraActions.length === 0,
      detail: extraActions.map((task) => task.title).join('; '),
    },
    {
      name: 'incident ticket Done with a comment giving the duration and the postmortem ticket',
      passed:
        incident?.status === 'Done' &&
        count(incidentAdded, 38) &&
        postmortem !== undefined &&
        mentionsId(incidentAdded, postmortemId),
      detail: `${incident?.status}; added: ${incidentAdded.trim().slice(0, 200)}`,
    },
    {
      name: 'other tickets unchanged (INC-2292 stays open)',
      passed: acted && board.passed,
      detail: board.detail,
    },
    {
      name: 'one resolved note to incident-updates@ with cs-escalations@ copied, and nobody else (Tomás, who handed it over, may be copied)',
      passed: note !== undefined && /resolved/i.test(note.subject) && recipientsOk && others.length === 0,
      detail: `${notes.length} notes to ${recipients.join(', ')}; other mails: ${others.join('; ')}`,
    },
    {
      name: 'resolved note gives the window, duration, failed requests and postmortem ticket',
      points: 2,
      passed:
        note !== undefined &&
        noteText.includes('09:14') &&
        /09:5[12]/.test(noteText) &&
        /\b38\s*(min|minutes)\b/i.test(noteText) &&
        count(noteText, FAILED) &&
        postmortem !== undefined &&
        mentionsId(noteText, postmortemId),
      detail: noteText.slice(0, 400),
    },
    {
      name: 'logs, templates and other incidents untouched',
      passed: acted && files.passed,
      detail: files.detail,
    },
  ];
}
