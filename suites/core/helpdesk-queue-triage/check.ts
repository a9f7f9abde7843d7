import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import { diffTracker, keptState, mentionsId, noneWrong, normalizeText } from 'mcp-arena/evaluation';

interface Request {
  name: string;
  email: string;
  label: string;
  owner: string;
  priority: string;
  /** Message ids a reply may answer (Ida wrote twice). */
  threads: string[];
}
/** The seven requests that need a ticket, routed and prioritised by helpdesk/routing.md. */
const REQUESTS: Request[] = [
  {
    name: 'Anna Albers',
    email: 'anna.albers@northwind.test',
    label: 'access',
    owner: 'it-identity',
    priority: 'high',
    threads: ['anna-1'],
  },
  {
    name: 'Ben Conrad',
    email: 'ben.conrad@northwind.test',
    label: 'hardware',
    owner: 'it-helpdesk',
    priority: 'low',
    threads: ['ben-1'],
  },
  {
    name: 'Clara Dietz',
    email: 'clara.dietz@northwind.test',
    label: 'network',
    owner: 'netops',
    priority: 'high',
    threads: ['clara-1'],
  },
  {
    name: 'David Engel',
    email: 'david.engel@northwind.test',
    label: 'software',
    owner: 'it-helpdesk',
    priority: 'medium',
    threads: ['david-1'],
  },
  {
    name: 'Felix Graf',
    email: 'felix.graf@northwind.test',
    label: 'hardware',
    owner: 'it-helpdesk',
    priority: 'high',
    threads: ['felix-1'],
  },
  {
    name: 'Hugo Illing',
    email: 'hugo.illing@northwind.test',
    label: 'network',
    owner: 'netops',
    priority: 'medium',
    threads: ['hugo-1'],
  },
  {
    name: 'Ida Jost',
    email: 'ida.jost@northwind.test',
    label: 'access',
    owner: 'it-identity',
    priority: 'medium',
    threads: ['ida-1', 'ida-2'],
  },
];
const ELIF = 'elif.frey@northwind.test';
const GRETA = 'greta.hahn@northwind.test';
const SECURITY = 'security@northwind.test';
const handles = (task: TrackerTask) =>
  task.assignee.map((name) => name.trim().replace(/^@/, '').toLowerCase());
const bare = (id: string | undefined) => (id ?? '').replace(/[<>]/g, '').replace(/@northwind\.test$/, '');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const ticketsOf = (request: Request) =>
    created.filter((task) => normalizeText(task.title).includes(normalizeText(request.name)));
  const routingWrong = REQUESTS.filter((request) => {
    const found = ticketsOf(request);
    const task = found[0];
    return (
      found.length !== 1 ||
      !task ||
      !task.labels.includes(request.label) ||
      handles(task).join() !== request.owner ||
      !task.description.toLowerCase().includes(request.email)
    );
  }).map((request) => request.name);
  const priorityWrong = REQUESTS.filter(
    (request) => (ticketsOf(request)[0]?.priority ?? '').toLowerCase() !== request.priority,
  ).map((request) => request.name);
  const extra = created.filter((task) => !REQUESTS.some((request) => ticketsOf(request).includes(task)));

  const seededDock = seeded.find((task) => task.id.toUpperCase() === 'TASK-7');
  const dock = tasks.find((task) => task.id.toUpperCase() === 'TASK-7');
  const dockAdded = (dock?.markdown ?? '').replace(seededDock?.markdown ?? '', '');
  const dockNoted =
    /usb.?c|wd19|cn-0k3x/i.test(dock?.markdown ?? '') && dock?.markdown !== seededDock?.markdown;
  // Every seeded ticket as it was (notes added under a description aside); new tickets are judged above.
  const tickets = await diffTracker(context.before.tracker, context.tracker, { added: true });

  const sent = await context.mail.sent();
  const recipients = (mail: (typeof sent)[number]) =>
    [...mail.to, ...mail.cc].map((address) => address.toLowerCase());
  const mailsTo = (address: string) => sent.filter((mail) => recipients(mail).includes(address));
  const forwards = mailsTo(SECURITY);
  const forwarded =
    forwards.length === 1 &&
    /navora-invoices/i.test(forwards[0]!.text) &&
    !recipients(forwards[0]!).includes(ELIF);
  const repliesWrong = REQUESTS.filter((request) => {
    const mails = mailsTo(request.email);
    const ticket = ticketsOf(request)[0];
    return (
      mails.length !== 1 ||
      !ticket ||
      !mentionsId(`${mails[0]!.subject}\n${mails[0]!.text}`, ticket.id) ||
      !request.threads.includes(bare(mails[0]!.inReplyTo))
    );
  }).map((request) => request.name);
  const elifReplies = mailsTo(ELIF);
  const elifOk =
    elifReplies.length === 1 &&
    bare(elifReplies[0]!.inReplyTo) === 'elif-1' &&
    /security/i.test(elifReplies[0]!.text);
  const allowed = new Set([
    ...REQUESTS.map((request) => request.email),
    ELIF,
    SECURITY,
    'ida.keller@northwind.test',
  ]);
  const strangers = sent.flatMap(recipients).filter((address) => !allowed.has(address));
  const acted = created.length > 0 || sent.length > 0 || dockNoted;

  return [
    noneWrong(
      'one ticket per request, labelled and assigned by the routing table, with the requester e-mail',
      routingWrong,
      { points: 3 },
    ),
    noneWrong('priorities by the rules (cannot work or VIP High, no hurry Low, else Medium)', priorityWrong, {
      points: 2,
    }),
    noneWrong(
      "no ticket for the phishing report, Greta's follow-up or Ida's reminder",
      extra.map((task) => task.title),
      { acted },
    ),
    {
      name: "Greta's details added to TASK-7",
      passed: dockNoted && dockAdded !== '',
      detail: dockNoted ? 'noted' : 'not on TASK-7',
    },
    keptState('seeded tickets otherwise unchanged', tickets, acted),
    {
      name: 'phishing mail forwarded to security@ once, and Elif told in her thread',
      points: 2,
      passed: forwarded && elifOk,
      detail: `${forwards.length} forwards; ${elifReplies.length} replies to Elif`,
    },
    noneWrong('each requester answered once, in their thread, with their ticket id', repliesWrong, {
      points: 2,
    }),
    {
      name: 'no mail to Greta or anyone else',
      passed: acted && mailsTo(GRETA).length === 0 && strangers.length === 0,
      detail: [...mailsTo(GRETA).map(() => GRETA), ...strangers].join(', '),
    },
  ];
}
