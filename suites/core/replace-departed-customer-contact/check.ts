import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm, mentionsDate, mentionsName, normalizeText, recipientsOf } from 'mcp-arena/evaluation';

const AOIFE = 4401;
const ACCOUNT = 2501;
/** Open deals with Aoife as primary contact; the closed pilot 3103 stays. */
const OPEN_DEALS = [3101, 3102];
/** Conor's mail: the guide asks to confirm the change in a reply, so in this thread. */
const REQUEST = 'conor-contact-1123@dublinharbour.example';

type Row = Record<string, unknown>;
const text = (value: unknown): string => normalizeText(String(value ?? ''));
/** The words of a text, punctuation aside ("Billing contact." is kept in "Billing contact; left ..."). */
const words = (value: unknown): string =>
  ` ${text(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

export default async function check({ crm, before, mail }: CheckContext): Promise<CheckpointInput[]> {
  const seeded = new Set((await before.crm.items('contacts')).map((row) => Number(row.id)));
  const contacts = await crm.items('contacts');
  const aoife = contacts.find((row) => Number(row.id) === AOIFE);
  const beforeAoife = (await before.crm.items('contacts')).find((row) => Number(row.id) === AOIFE);
  const added = contacts.filter((row) => !seeded.has(Number(row.id)));
  const declans = added.filter((row) => Number(row.account) === ACCOUNT && text(row.last_name) === 'murphy');
  const declan: Row | undefined = declans.length === 1 ? declans[0] : undefined;
  const declanRight =
    declan !== undefined &&
    text(declan.first_name) === 'declan' &&
    text(declan.email) === 'declan.murphy@dublinharbour.example' &&
    // The number as given, in any usual notation: spaces, dashes, dots, brackets, or the national 01 555 0152.
    ['35315550152', '0035315550152', '015550152', '353015550152'].includes(
      text(declan.phone).replace(/\D/g, ''),
    ) &&
    text(declan.job_title).includes('finance manager') &&
    declan.owner === 'priya.raman@northwind.example' &&
    text(declan.status) === 'active';
  const aoifeRight =
    aoife !== undefined &&
    text(aoife.status) === 'inactive' &&
    /\b(left|departed|leaver)\b|no longer (with|at|works)/.test(text(aoife.notes)) &&
    mentionsDate(String(aoife.notes ?? ''), '2026-11-20') &&
    // The guide adds the line to her notes: what they said before ("Billing contact.") stays.
    (words(beforeAoife?.notes).trim() === '' || words(aoife.notes).includes(words(beforeAoife?.notes)));
  const deals = new Map((await crm.items('deals')).map((row) => [Number(row.id), row]));
  const moved = OPEN_DEALS.filter(
    (id) => declan !== undefined && Number(deals.get(id)?.primary_contact) === Number(declan.id),
  );
  const diff = await diffCrm(before.crm, crm, {
    contacts: {
      added: (row) => Number(row.account) === ACCOUNT,
      changed: { status: [AOIFE], notes: [AOIFE] },
    },
    deals: { changed: { primary_contact: OPEN_DEALS } },
    activities: { added: true },
  });
  const replies = (await mail.sent()).filter((message) =>
    recipientsOf(message).includes('conor.walsh@dublinharbour.example'),
  );
  // "Confirm the change to the customer in a reply": a new mail to Conor is not a reply in his thread.
  const confirmed = replies.some(
    (message) =>
      (message.inReplyTo ?? '').includes(REQUEST) &&
      mentionsName(`${message.subject}\n${message.text}`, 'Declan Murphy'),
  );
  const acted = added.length > 0 || aoife?.status !== 'active' || replies.length > 0;
  return [
    {
      name: 'Aoife Byrne (4401) kept, set inactive, a note that she left on 20 November added to her notes',
      points: 2,
      passed: aoifeRight,
      detail: aoife
        ? `status ${String(aoife.status)}, notes ${JSON.stringify(aoife.notes)}`
        : 'contact 4401 is gone',
    },
    {
      name: 'Declan Murphy added to Dublin Harbour Logistics: Finance Manager, his email and phone, owner Priya, active',
      points: 2,
      passed: declanRight,
      detail: declan ? JSON.stringify(declan) : `${declans.length} Murphy contacts added at the account`,
    },
    {
      name: 'the open deals 3101 and 3102 have Declan as primary contact',
      passed: moved.length === OPEN_DEALS.length,
      detail: `moved: ${moved.join(', ') || 'none'}`,
    },
    {
      name: 'nothing else changed (the closed pilot, the other Aoife Byrne, other contacts and deals)',
      points: 2,
      passed: acted && diff.passed,
      detail: acted ? diff.detail : 'nothing was done',
    },
    {
      name: 'Conor got a confirmation naming Declan Murphy, in a reply to his mail',
      passed: confirmed,
      detail: `${replies.length} mails to Conor, ${replies.filter((m) => (m.inReplyTo ?? '').includes(REQUEST)).length} in his thread`,
    },
  ];
}
