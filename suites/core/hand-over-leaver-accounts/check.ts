import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffCalendar,
  diffMemory,
  diffSql,
  keptState,
  mentionsDate,
  mentionsName,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

const OLU = 'Olu Adeyemi';
const SAM = 'sam.patel@tessaly.test';
interface Handover {
  id: string;
  name: string;
  owner: string;
  ownerEmail: string;
  contactEmail: string;
}
/** Olu's active accounts: North to Hannah, South to Marek, Key to Sam (Halden is churned and stays). */
const ACCOUNTS: Handover[] = [
  ['A-1201', 'Brewhouse Hotels Ltd', 'Hannah Cole', 'fiona.reid@brewhouse-hotels.test'],
  ['A-1217', 'Cornmarket Cafés Ltd', 'Hannah Cole', 'tomasz.novak@cornmarket-cafes.test'],
  ['A-1240', 'Pier Street Bakeries Ltd', 'Marek Dvorak', 'leila@pierstreetbakeries.test'],
  ['A-1255', 'Regent Offices plc', 'Sam Patel', 'marcus.bell@regent-offices.test'],
  ['A-1263', 'Moorland Leisure Group', 'Sam Patel', 'grace.fraser@moorland-leisure.test'],
  ['A-1278', 'Quayside Canteens Ltd', 'Marek Dvorak', 'dev.kaur@quayside-canteens.test'],
].map(([id, name, owner, contactEmail]) => ({
  id: id!,
  name: name!,
  owner: owner!,
  ownerEmail: `${owner!.toLowerCase().replace(' ', '.')}@tessaly.test`,
  contactEmail: contactEmail!,
}));
/** Olu's open deals and their new owners (O-88170 is on Jonas Berg's Ironbridge account). */
const DEALS: Record<string, string> = {
  'O-88101': 'Hannah Cole',
  'O-88110': 'Hannah Cole',
  'O-88120': 'Marek Dvorak',
  'O-88130': 'Sam Patel',
  'O-88131': 'Sam Patel',
  'O-88140': 'Sam Patel',
  'O-88170': 'Jonas Berg',
};
const CAL = {
  retitled: [
    ['brewhouse-rollout-1202@tessaly.test', 'Hannah'],
    ['regent-qbr-1208@tessaly.test', 'Sam'],
    ['pier-street-tasting-1210@tessaly.test', 'Marek'],
  ],
  deleted: 'one-on-one-olu-1203@tessaly.test',
  /** Jonas's customer visit that Olu only joined: it stays as it is (Leona's mail). */
  ironbridge: 'ironbridge-visit-1204@tessaly.test',
};
/** Contacts of accounts that must get no introduction: churned Halden. */
const NOT_MAILED = ['ruby.walsh@halden-uni.test'];

const plain = (text: string): string => normalizeText(text);
const isOwnedBy = (relationType: string) => /^(is )?owned by$/.test(plain(relationType).replace(/_/g, ' '));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { before, sql } = context;
  // Database: the six accounts' and seven deals' owners, nothing else.
  const owners = await sql('SELECT id, owner FROM accounts WHERE id = ANY($1)', [ACCOUNTS.map((a) => a.id)]);
  const accountsWrong = ACCOUNTS.filter((a) => owners.find((row) => row.id === a.id)?.owner !== a.owner);
  const deals = await sql('SELECT id, owner FROM opportunities WHERE id = ANY($1)', [Object.keys(DEALS)]);
  const dealsWrong = Object.entries(DEALS).filter(
    ([id, owner]) => deals.find((row) => row.id === id)?.owner !== owner,
  );
  const database = await diffSql(before.sql, sql, {
    tables: {
      accounts: { key: 'id', allow: { changed: { owner: ACCOUNTS.map((a) => a.id) } } },
      opportunities: { key: 'id', allow: { changed: { owner: Object.keys(DEALS) } } },
    },
  });

  // Memory graph: owners moved, Olu recorded as a leaver, everything else kept (notes may be added).
  const graphBefore = await before.memory();
  const graph = await context.memory();
  const ownerInGraph = (account: string) =>
    graph.relations
      .filter((relation) => relation.from === account && isOwnedBy(relation.relationType))
      .map((r) => r.to);
  const graphOwnersWrong = ACCOUNTS.filter((a) => {
    const found = ownerInGraph(a.name);
    return found.length !== 1 || found[0] !== a.owner;
  });
  const ironbridgeOwners = ownerInGraph('Ironbridge Coworking Ltd');
  const olu = graph.entities.find((entity) => entity.name === OLU);
  const oluWorks = graph.relations.filter(
    (relation) => relation.from === OLU && /works/.test(plain(relation.relationType)),
  );
  const oluSeeded = graphBefore.entities.find((entity) => entity.name === OLU)!.observations;
  const leftNoted =
    olu !== undefined &&
    olu.observations.some(
      (observation) =>
        !oluSeeded.includes(observation) &&
        /\bleft\b|\bleaver\b|\bleaving\b/i.test(observation) &&
        // His last day and no other (not "left on 28 November" beside it).
        mentionsDate(observation, '2026-11-27', { only: true }),
    );
  const movedRelations = new Set([
    ...ACCOUNTS.map((a) => `${a.name}|${OLU}`),
    `${OLU}|Tessaly Coffee Systems`,
  ]);
  const memory = diffMemory(graphBefore, graph, {
    entities: { added: true, changed: { observations: '*' } },
    relations: {
      added: true,
      removed: (relation) => movedRelations.has(`${relation.from}|${relation.to}`),
    },
  });
  const observationsLost = graphBefore.entities.filter((seeded) => {
    const now = graph.entities.find((entity) => entity.name === seeded.name);
    return !now || seeded.observations.some((observation) => !now.observations.includes(observation));
  });
  const strayOwnerRelations = graph.relations.filter(
    (relation) =>
      isOwnedBy(relation.relationType) &&
      !graphBefore.relations.some(
        (seeded) =>
          seeded.from === relation.from &&
          seeded.to === relation.to &&
          seeded.relationType === relation.relationType,
      ) &&
      !ACCOUNTS.some((a) => a.name === relation.from && a.owner === relation.to),
  );

  // Calendar: December customer meetings renamed to the new owner, the 3 December 1:1 gone, the rest kept.
  const eventsBefore = (await before.calendar.events()).map((event) => ({ ...event }));
  const events = (await context.calendar.events()).map((event) => ({ ...event }));
  const byUid = (uid: string) => events.find((event) => event.uid === uid);
  const retitledWrong = CAL.retitled.filter(([uid, first]) => {
    const event = byUid(uid!);
    const seeded = eventsBefore.find((item) => item.uid === uid)!;
    return (
      !event ||
      !new RegExp(`\\b${first}\\b`, 'i').test(event.summary) ||
      /\bolu\b/i.test(event.summary) ||
      Date.parse(event.start) !== Date.parse(seeded.start) ||
      Date.parse(event.end) !== Date.parse(seeded.end)
    );
  });
  const ironbridge = byUid(CAL.ironbridge);
  const ironbridgeBefore = eventsBefore.find((event) => event.uid === CAL.ironbridge);
  const ironbridgeOk =
    ironbridge !== undefined &&
    ironbridge.summary === ironbridgeBefore?.summary &&
    Date.parse(ironbridge.start) === Date.parse('2026-12-04T13:00:00Z');
  const calendar = diffCalendar(
    eventsBefore,
    events,
    {
      added: false,
      removed: (event) => event.uid === CAL.deleted,
      changed: ({ row }) => CAL.retitled.map(([uid]) => uid).includes(String(row.uid)),
    },
    { label: 'calendar: ' },
  );

  // Mail: one introduction per account to its contact, the new owner in copy with name and email.
  const sent = await context.mail.sent();
  const recipients = (message: (typeof sent)[number]) => recipientsOf(message);
  const introFor = (a: Handover) => sent.filter((message) => recipients(message).includes(a.contactEmail));
  const introsWrong = ACCOUNTS.filter((a) => {
    const mails = introFor(a);
    if (mails.length !== 1) return true;
    const mail = mails[0]!;
    const text = normalizeText(`${mail.subject}\n${mail.text}`, { keepCase: true });
    const others = ['Hannah Cole', 'Marek Dvorak', 'Jonas Berg'].filter((name) => name !== a.owner);
    if (others.some((name) => mentionsName(text, name, { require: 'full' }))) return true;
    if (a.owner === 'Sam Patel') return false;
    return (
      !recipients(mail).includes(a.ownerEmail) ||
      !mentionsName(text, a.owner, { require: 'full' }) ||
      !text.toLowerCase().includes(a.ownerEmail)
    );
  });
  const wrongRecipients = sent.flatMap(recipients).filter((address) => NOT_MAILED.includes(address));
  const allowedRecipients = new Set([
    ...ACCOUNTS.flatMap((a) => [a.contactEmail, a.ownerEmail]),
    SAM,
    'callum.doyle@ironbridge-cowork.test',
    'jonas.berg@tessaly.test',
  ]);
  // Colleagues may get a status note or a thank-you; customers only their own introduction.
  const strangers = sent
    .flatMap(recipients)
    .filter((address) => !allowedRecipients.has(address) && !address.toLowerCase().endsWith('@tessaly.test'));

  const acted =
    sent.length > 0 || accountsWrong.length < ACCOUNTS.length || !calendar.passed || !memory.passed;
  return [
    {
      name: 'accounts: North to Hannah, South to Marek, Key to Sam; churned Halden stays with Olu',
      points: 3,
      passed: accountsWrong.length === 0,
      detail: accountsWrong.map((a) => `${a.id}: ${owners.find((row) => row.id === a.id)?.owner}`).join(', '),
    },
    {
      name: "open deals follow the account owner (O-88170 to Jonas Berg); closed deals stay Olu's",
      points: 2,
      passed: dealsWrong.length === 0,
      detail: dealsWrong.map(([id]) => `${id}: ${deals.find((row) => row.id === id)?.owner}`).join(', '),
    },
    keptState('nothing else changed in the database', database, acted),
    {
      name: 'graph: each account "owned by" its new owner only; Ironbridge still Jonas',
      points: 2,
      passed:
        graphOwnersWrong.length === 0 &&
        ironbridgeOwners.length === 1 &&
        ironbridgeOwners[0] === 'Jonas Berg' &&
        strayOwnerRelations.length === 0,
      detail: `${graphOwnersWrong.map((a) => `${a.name}: ${ownerInGraph(a.name).join('/') || 'none'}`).join(', ')} ${strayOwnerRelations.map((r) => `${r.from} -> ${r.to}`).join(', ')}`,
    },
    {
      name: 'graph: Olu kept, "works at" removed, left on 27 November 2026 noted',
      points: 2,
      passed: olu !== undefined && oluWorks.length === 0 && leftNoted,
      detail: olu ? `${oluWorks.length} works-at; ${olu.observations.join(' | ')}` : 'Olu deleted',
    },
    {
      name: 'graph otherwise kept (every seeded fact and relation)',
      passed: acted && memory.passed && observationsLost.length === 0,
      detail: `${memory.detail}; lost observations: ${observationsLost.map((entity) => entity.name).join(', ')}`,
    },
    {
      name: "December customer meetings carry the new owner's first name instead of Olu's, same times",
      points: 2,
      passed: retitledWrong.length === 0,
      detail: retitledWrong.map(([uid]) => `${uid}: ${byUid(uid!)?.summary ?? 'gone'}`).join(', '),
    },
    {
      name: 'the 3 December 1:1 deleted; the 26 November one, the demo before Friday and the rest kept',
      points: 2,
      passed: acted && byUid(CAL.deleted) === undefined && calendar.passed && ironbridgeOk,
      detail: `${calendar.detail}; Ironbridge: ${ironbridge?.summary ?? 'gone'}`,
    },
    {
      name: 'one introduction per customer, the new owner (name and email) in copy; none naming the wrong owner',
      points: 3,
      passed: introsWrong.length === 0,
      detail: introsWrong.map((a) => `${a.name} (${introFor(a).length} mails)`).join(', '),
    },
    {
      name: 'no mail to the churned account nor to any customer outside the handover',
      passed: acted && wrongRecipients.length === 0 && strangers.length === 0,
      detail: [...wrongRecipients, ...strangers].join(', '),
    },
  ];
}
