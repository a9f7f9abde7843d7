import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffRows, mentions, mentionsName, normalizeText, recipientsOf, tally } from 'mcp-arena/evaluation';

const COURSES: Record<string, string> = {
  'DP-101': 'Data protection essentials',
  'IS-201': 'Information security awareness',
  'CC-100': 'Code of conduct',
  'LS-300': 'Lab safety',
};
/** Overdue at the end of the quarter (2026-11-30): employee -> [name, address, manager's address, courses]. */
const OVERDUE: Record<number, [string, string, string, string[]]> = {
  301: ['Jana Kuhn', 'jana.kuhn.301@kestrel.test', 'anna.frey@kestrel.test', ['DP-101']],
  318: ['Ole Frey', 'ole.frey.318@kestrel.test', 'david.ilgen@kestrel.test', ['IS-201']],
  325: ['Tom Hein', 'tom.hein.325@kestrel.test', 'elif.jahn@kestrel.test', ['DP-101', 'IS-201']],
  332: ['Lina Mohr', 'lina.mohr.332@kestrel.test', 'carla.hein@kestrel.test', ['LS-300']],
  346: ['Vito Rau', 'vito.rau.346@kestrel.test', 'hanna.lang@kestrel.test', ['CC-100']],
  353: ['Aylin Graf', 'aylin.graf.353@kestrel.test', 'ben.graf@kestrel.test', ['DP-101']],
  360: ['Bruno Seidel', 'bruno.seidel.360@kestrel.test', 'carla.hein@kestrel.test', ['IS-201']],
  367: ['Pia Nagel', 'pia.nagel.367@kestrel.test', 'finn.kuhn@kestrel.test', ['DP-101']],
};
const HR_LEAD = 'helga.brenner@kestrel.test';
const MANAGERS = new Set(Object.values(OVERDUE).map(([, , manager]) => manager));

const names = (text: string, code: string): boolean => mentions(text, code) || mentions(text, COURSES[code]!);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();
  const addressesOf = (message: (typeof sent)[number]) => recipientsOf(message).map((to) => to.toLowerCase());
  // Every mail that reached the person (To, Cc or Bcc): a copy of someone else's reminder is one too.
  const to = (address: string) =>
    sent.filter((message) => addressesOf(message).some((each) => each.includes(address)));
  const chased = Object.entries(OVERDUE).filter(([, [, address]]) => to(address).length > 0);
  const mailsRight = Object.entries(OVERDUE).filter(([, [, address, , courses]]) => {
    const mails = to(address);
    if (mails.length !== 1) return false;
    const text = `${mails[0]!.subject}\n${mails[0]!.text}`;
    const others = Object.keys(COURSES).filter((code) => !courses.includes(code));
    return courses.every((code) => names(text, code)) && others.every((code) => !names(text, code));
  });
  const managersCopied = Object.entries(OVERDUE).filter(([, [, address, manager]]) => {
    const mails = to(address);
    // Their own manager, and nobody else's: another manager in copy learns a stranger's training status.
    const copied = mails.length === 1 ? addressesOf(mails[0]!) : [];
    return (
      copied.some((each) => each.includes(manager)) &&
      copied.every((each) =>
        [address, manager, HR_LEAD, 'people.ops@kestrel.test'].some((ok) => each.includes(ok)),
      )
    );
  });
  const overdueAddresses = Object.values(OVERDUE).map(([, address]) => address);
  const allowed = [...overdueAddresses, ...MANAGERS, HR_LEAD, 'people.ops@kestrel.test'];
  const strays = sent.filter((message) =>
    addressesOf(message).some((address) => !allowed.some((each) => address.includes(each))),
  );
  const summary = sent.filter(
    (message) =>
      message.to.some((each) => each.toLowerCase().includes(HR_LEAD)) &&
      !addressesOf(message).some((each) => overdueAddresses.some((address) => each.includes(address))),
  );
  const summaryText = summary.map((message) => `${message.subject}\n${message.text}`).join('\n');
  const summaryRight =
    summary.length >= 1 &&
    Object.values(OVERDUE).every(([name]) => mentionsName(summaryText, name, { require: 'full' })) &&
    /\b(8|eight)\b/i.test(summaryText);

  // Log: one reminder per person and overdue course, dated the day of sending, nothing else.
  const query = `SELECT id, employee_id, course_code, sent_on::text AS sent_on, note FROM training_reminders ORDER BY id`;
  const before = await context.before.sql(query);
  const after = await context.sql(query);
  const seededIds = new Set(before.map((row) => Number(row.id)));
  const added = after.filter((row) => !seededIds.has(Number(row.id)));
  const want = Object.entries(OVERDUE).flatMap(([id, [, , , courses]]) =>
    courses.map((code) => `${id}/${code}`),
  );
  const got = added.map((row) => `${Number(row.employee_id)}/${String(row.course_code)}`).sort();
  const logRight =
    JSON.stringify(got) === JSON.stringify([...want].sort()) &&
    // sent_on is the day the reminders went out: today, not the chase's reference date (30 November).
    added.every((row) => String(row.sent_on) === context.today);
  // Helga's rules fix the chase mail's subject and the log note; other words around them are fine.
  const subjectsWrong = Object.values(OVERDUE)
    .filter(([, address]) => to(address).length === 1)
    .filter(([, address]) => !normalizeText(to(address)[0]!.subject).includes('mandatory training overdue'))
    .map(([name]) => name);
  const notesWrong = added.filter((row) => !/\bq4\b.*\bchase\b/.test(normalizeText(String(row.note ?? ''))));
  const logKept = diffRows(before, after, { key: 'id', label: 'training_reminders', allow: { added: true } });
  const tables: string[] = [];
  for (const table of ['employees', 'courses', 'training_records']) {
    const hash = async (sql: CheckContext['sql']) =>
      (await sql(`SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS h FROM ${table} t`))[0]?.h;
    if ((await hash(context.sql)) !== (await hash(context.before.sql))) tables.push(table);
  }
  const acted = sent.length > 0 || added.length > 0;

  return [
    tally('every overdue person chased (expired, never done, due in the quarter, failed retake)', chased, 8, {
      points: 2,
    }),
    tally('one mail each naming exactly their overdue courses', mailsRight, 8, { points: 2 }),
    tally('their manager in copy, and no other manager', managersCopied, 8),
    {
      name: 'nobody else mailed (renewed, due after the quarter, new joiner, leaver, on leave)',
      points: 2,
      passed: acted && strays.length === 0,
      detail: strays
        .slice(0, 4)
        .map((message) => addressesOf(message).join(','))
        .join('; '),
    },
    {
      name: 'training_reminders: one row per person and overdue course, dated the day sent',
      points: 2,
      passed: logRight && logKept.passed,
      detail: `${got.join(', ')} ${logKept.detail}`,
    },
    {
      name: 'subject "Mandatory training overdue" and log note "Q4 chase", as the rules give them',
      passed: chased.length > 0 && added.length > 0 && subjectsWrong.length === 0 && notesWrong.length === 0,
      detail: `subjects: ${subjectsWrong.join(', ') || 'right'}; notes: ${notesWrong.map((row) => String(row.note)).join(', ') || 'right'}`,
    },
    {
      name: 'employees, courses and training records untouched',
      passed: acted && tables.length === 0,
      detail: tables.join(', '),
    },
    {
      name: 'summary to Helga names the 8 people',
      passed: summaryRight,
      detail: `${summary.length} summary mails`,
    },
  ];
}
