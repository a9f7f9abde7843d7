import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffRows,
  diffSql,
  keptState,
  mailsTo as mailsToAddress,
  mentionsAmount,
  mentionsDate,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

interface Claim {
  who: string;
  email: string;
  serial: string;
  customerId: number | null;
  claimedOn: string;
  decision: 'approved' | 'rejected' | 'info_requested';
  resolution: 'replacement' | 'refund' | null;
  refund: number | null;
  /** Facts the reply must carry besides the decision itself. */
  reply: (text: string) => boolean;
}

const rma = (serial: string) => new RegExp(`RMA[-\\s]?${serial}\\b`, 'i');
const anyRma = /\bRMA[-\s]?[A-Z]{2,3}\d?-\d{5,6}\b/i;

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** `September 2025`, `Sept. 2025`, `09/2025`: the month of a date, with its year. */
const mentionsMonth = (text: string, isoDate: string) => {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const name = MONTH_NAMES[month - 1]!;
  return new RegExp(`\\b${name}[a-z]*\\.?\\s*,?\\s*${year}\\b|(?<![\\d/.])0?${month}[/.-]${year}\\b`).test(
    normalizeText(text),
  );
};
/**
 * Why a claim is out of warranty: the delivery or end date (or at least its month and year), or the length of the
 * warranty (`12 months`, `a year`, `twenty-four months`, `two years`).
 */
const explainsExpiry = (text: string, delivered: string, ended: string, months: number) => {
  const plain = normalizeText(text);
  const length =
    months === 12
      ? /\b(12|twelve)[- ]?months?\b|\b(a|one|1)[- ]year\b|\byear'?s warranty\b/
      : /\b(24|twenty[- ]?four)[- ]?months?\b|\b(two|2)[- ]years?\b/;
  return (
    [delivered, ended].some((day) => mentionsDate(plain, day) || mentionsMonth(plain, day)) ||
    length.test(plain)
  );
};

/** The seven new claims of the week and what each one's decision is under the policy. */
const CLAIMS: Claim[] = [
  {
    who: 'Hannah Weber',
    email: 'hannah.weber@mailbox.test',
    serial: 'LH2-88412',
    customerId: 1,
    claimedOn: '2026-11-16',
    decision: 'approved',
    resolution: 'replacement',
    refund: null,
    reply: (text) => rma('LH2-88412').test(text),
  },
  {
    who: 'Marco Rossi',
    email: 'marco.rossi@posta.test',
    serial: 'SPM-10233',
    customerId: 2,
    claimedOn: '2026-11-17',
    decision: 'rejected',
    resolution: null,
    refund: null,
    reply: (text) => !anyRma.test(text) && explainsExpiry(text, '2025-09-02', '2026-09-02', 12),
  },
  {
    who: 'Aylin Demir',
    email: 'aylin.demir@inbox.test',
    serial: 'MS1-55020',
    customerId: 3,
    claimedOn: '2026-11-18',
    decision: 'rejected',
    resolution: null,
    refund: null,
    reply: (text) => !anyRma.test(text) && /water|liquid|moisture/i.test(text),
  },
  {
    who: 'Jonas Berg',
    email: 'jonas.berg@webpost.test',
    serial: 'LC1-30871',
    customerId: 4,
    claimedOn: '2026-11-18',
    decision: 'approved',
    resolution: 'refund',
    refund: 129,
    reply: (text) =>
      rma('LC1-30871').test(text) &&
      mentionsAmount(text.replace(/RMA[-\s]?LC1-30871/gi, ''), 129) &&
      // The list price may be named to explain the refund, but not given as what Jonas gets back.
      !mentionsAmount(
        text.replace(/[^.\n]*\b(list|current|today'?s|catalogue|shop) price[^.\n]*/gi, ''),
        149,
      ),
  },
  {
    who: 'Lukas Hoffmann',
    email: 'lukas.hoffmann@inbox.test',
    serial: 'LH1-62210',
    customerId: 6,
    claimedOn: '2026-11-19',
    decision: 'rejected',
    resolution: null,
    refund: null,
    reply: (text) => !anyRma.test(text) && explainsExpiry(text, '2024-10-28', '2026-10-28', 24),
  },
  {
    who: 'Priya Nair',
    email: 'priya.nair@mailbox.test',
    serial: 'LH2-99999',
    customerId: null,
    claimedOn: '2026-11-20',
    decision: 'info_requested',
    resolution: null,
    refund: null,
    reply: (text) => !anyRma.test(text) && /receipt|proof of purchase|invoice/i.test(text),
  },
  {
    who: 'Sofia Lind',
    email: 'sofia.lind@posta.test',
    serial: 'BC4-77120',
    customerId: 7,
    claimedOn: '2026-11-20',
    decision: 'approved',
    resolution: 'replacement',
    refund: null,
    reply: (text) => rma('BC4-77120').test(text),
  },
];
const TOM = { email: 'tom.becker@mailbox.test', serial: 'LC1-41177' };
const FILES = [
  'support/README.md',
  'support/warranty-policy.md',
  'support/templates/warranty-approved.txt',
  'support/templates/warranty-rejected.txt',
  'support/templates/warranty-receipt-needed.txt',
  'support/archive/warranty-policy-2023.md',
];
const isoDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const seededMax = Number(
    (await context.before.sql('SELECT max(id) AS max FROM warranty_claims'))[0]?.max ?? 0,
  );
  const added = await context.sql(
    `SELECT id, upper(trim(serial_number)) AS serial, customer_id, to_char(claimed_on, 'YYYY-MM-DD') AS claimed_on,
       lower(decision) AS decision, lower(resolution) AS resolution, refund_amount
     FROM warranty_claims WHERE id > $1 ORDER BY id`,
    [seededMax],
  );
  const rowsOf = (serial: string) => added.filter((row) => row.serial === serial);
  const known = new Set(CLAIMS.map((claim) => claim.serial));
  const extra = added.filter((row) => !known.has(String(row.serial)));
  const perClaim = (test: (claim: Claim) => boolean) => {
    const failed = CLAIMS.filter((claim) => !test(claim));
    return { passed: failed.length === 0, detail: failed.map((claim) => claim.who).join(', ') };
  };
  const rowOf = (claim: Claim) => {
    const rows = rowsOf(claim.serial);
    return rows.length === 1 ? rows[0] : undefined;
  };
  const database = await diffSql(context.before.sql, context.sql, {
    tables: { warranty_claims: { key: 'id', allow: { added: true } } },
  });

  const sent = await context.mail.sent();
  const mailsTo = (address: string) => mailsToAddress(sent, address);
  const textOf = (claim: Claim) => {
    const mails = mailsTo(claim.email);
    return mails.length === 1
      ? normalizeText(`${mails[0]!.subject}\n${mails[0]!.text}`, { keepCase: true })
      : '';
  };
  // The README's step 4: a reply to the customer's own mail (the team sees from the reply marker what was handled).
  const claimMails = (await context.before.mail.list('INBOX')).filter((message) =>
    CLAIMS.some((claim) => message.from.toLowerCase().includes(claim.email)),
  );
  const repliesInThread = (claim: Claim) => {
    const mails = mailsTo(claim.email);
    const theirs = claimMails.filter((message) => message.from.toLowerCase().includes(claim.email));
    return (
      mails.length === 1 && theirs.some((message) => (mails[0]!.inReplyTo ?? '').includes(message.messageId))
    );
  };
  const claimants = new Set([...CLAIMS.map((claim) => claim.email), TOM.email]);
  const strays = sent.flatMap((message) =>
    recipientsOf(message).filter(
      (address) => !claimants.has(address) && address !== 'lina.park@webpost.test',
    ),
  );
  const tomMails = mailsTo(TOM.email);

  // Every seeded mail is still in its folder (reading and flagging are fine).
  const folders = await context.mail.folders();
  const beforeFolders = await context.before.mail.folders();
  // The README says to leave the mails in the inbox: a seeded mail moved to another folder is damage too.
  const all = async (reader: typeof context.mail, names: string[]) =>
    (
      await Promise.all(
        names
          .filter((name) => name !== 'Sent')
          .map(async (name) =>
            (await reader.list(name)).map((message) => ({ id: message.messageId, folder: name })),
          ),
      )
    ).flat();
  const mailbox = diffRows(await all(context.before.mail, beforeFolders), await all(context.mail, folders), {
    key: 'id',
    allow: { added: true },
    label: 'mail',
  });

  const acted = added.length > 0 || sent.length > 0;
  const filesKept = FILES.filter((file) => context.readText(file) === context.readSeed(file));
  return [
    {
      name: 'one new warranty_claims row for each of the seven new claims',
      points: 2,
      ...perClaim((claim) => rowsOf(claim.serial).length === 1),
    },
    {
      name: 'decisions per policy (3 approved, 3 rejected, 1 receipt requested)',
      points: 3,
      ...perClaim((claim) => rowOf(claim)?.decision === claim.decision),
    },
    {
      name: 'approved claims: replacement while the product is sold, refund of the 129.00 paid for the discontinued Cam 1',
      points: 2,
      ...perClaim((claim) => {
        const row = rowOf(claim);
        if (row === undefined) return false;
        const refund = row.refund_amount === null ? null : Number(row.refund_amount);
        return (
          (row.resolution ?? null) === claim.resolution &&
          (claim.refund === null
            ? refund === null || refund === 0
            : Math.abs((refund ?? 0) - claim.refund) < 0.005)
        );
      }),
    },
    {
      name: 'claims logged with the customer of the order (none for the unknown serial) and the day the mail arrived',
      ...perClaim((claim) => {
        const row = rowOf(claim);
        return (
          row !== undefined &&
          (row.customer_id === null ? null : Number(row.customer_id)) === claim.customerId &&
          isoDay(row.claimed_on) === claim.claimedOn
        );
      }),
    },
    {
      name: "Tom Becker's claim, decided on 12 November, not decided again; no rows for mails that are no claims",
      passed: acted && rowsOf(TOM.serial).length === 0 && extra.length === 0,
      detail: extra.map((row) => String(row.serial)).join(', '),
    },
    keptState('earlier claims, orders, customers and products unchanged', database, acted),
    {
      name: "one reply to each claimant, in their claim's thread",
      points: 2,
      ...perClaim(repliesInThread),
    },
    {
      name: 'replies carry the decision: RMA number for approved claims, why not for rejected ones, the receipt request',
      points: 3,
      ...perClaim((claim) => {
        const text = textOf(claim);
        return text !== '' && claim.reply(text);
      }),
    },
    {
      name: 'templates filled in: no placeholders left',
      ...perClaim((claim) => {
        const text = textOf(claim);
        return text !== '' && !/[{}]/.test(text);
      }),
    },
    {
      name: 'no mail to anyone else; Tom gets at most an update on his open claim, no new decision',
      passed:
        acted &&
        strays.length === 0 &&
        tomMails.every((message) => !/reject|not covered|cannot accept/i.test(message.text)),
      detail: strays.join(', '),
    },
    {
      name: 'seeded mails kept; policy and templates untouched',
      passed: acted && mailbox.passed && filesKept.length === FILES.length,
      detail: `${mailbox.detail} ${FILES.filter((file) => !filesKept.includes(file)).join(', ')}`,
    },
  ];
}
