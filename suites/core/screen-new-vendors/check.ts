import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffRows, mentions, mentionsId, normalizeText, recipientsOf, tally } from 'mcp-arena/evaluation';

interface Want {
  vat: string;
  name: string;
  country: string;
  iban: string | null;
  requester: string;
  status: 'active' | 'on_hold';
}
/** Vendors to create, by VAT id. */
const CREATE: Want[] = [
  {
    vat: 'DE318224590',
    name: 'Brightline Packaging GmbH',
    country: 'DE',
    iban: 'DE12370501980012447188',
    requester: 'felix.brandt@kestrel.test',
    status: 'active',
  },
  {
    vat: 'NL862201345B01',
    name: 'Helio Freight B.V.',
    country: 'NL',
    iban: 'NL91ABNA0417164300',
    requester: 'anja.roth@kestrel.test',
    status: 'on_hold',
  },
  {
    vat: 'US-EIN 47-3920114',
    name: 'Quantis Analytics Inc.',
    country: 'US',
    iban: null,
    requester: 'greta.holm@kestrel.test',
    status: 'active',
  },
  {
    vat: 'GB293847561',
    name: 'Orbis Metals Ltd',
    country: 'GB',
    iban: 'GB33BUKB20201555555555',
    requester: 'elena.fischer@kestrel.test',
    status: 'active',
  },
];
const SANCTIONED = {
  name: 'Nordavia',
  vat: 'AE100392871400003',
  entry: 'SL-09001',
  requester: 'oskar.lind@kestrel.test',
};
const DUPLICATE = { vat: 'DE284310977', vendor: 'V-10300', requester: 'marek.zielinski@kestrel.test' };
const COMPLIANCE = 'compliance@kestrel.test';
const REQUESTERS = [...CREATE.map((want) => want.requester), SANCTIONED.requester, DUPLICATE.requester];

const compact = (value: unknown) =>
  String(value ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
/** The same tax id, with or without its country or `US-EIN` prefix (`47-3920114` is Quantis's EIN). */
const sameVat = (stored: unknown, vat: string) => {
  const core = (value: unknown) =>
    compact(value)
      .replace(/[^A-Z0-9]/g, '')
      .replace(/^(US)?(EIN)?(?=\d)|^[A-Z]{2}(?=\d)/, '');
  return compact(stored) === compact(vat) || (core(stored) !== '' && core(stored) === core(vat));
};
const sameName = (a: unknown, b: string) =>
  normalizeText(String(a ?? '')).replace(/[.,]/g, '') === normalizeText(b).replace(/[.,]/g, '');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const query = `SELECT vendor_id, legal_name, country, vat_id, iban, requested_by, status, onboarded_on::text AS onboarded_on FROM vendors ORDER BY vendor_id`;
  const before = await context.before.sql(query);
  const after = await context.sql(query);
  const seededIds = new Set(before.map((row) => String(row.vendor_id)));
  const added = after.filter((row) => !seededIds.has(String(row.vendor_id)));
  const addedFor = (vat: string) => added.filter((row) => sameVat(row.vat_id, vat));
  const created = CREATE.filter((want) => addedFor(want.vat).length === 1);
  const fieldsRight = CREATE.filter((want) => {
    const [row] = addedFor(want.vat);
    return (
      row !== undefined &&
      sameName(row.legal_name, want.name) &&
      String(row.country).trim().toUpperCase() === want.country &&
      (want.iban === null || compact(row.iban) === want.iban) &&
      String(row.requested_by ?? '')
        .toLowerCase()
        .includes(want.requester) &&
      // The onboarding guide: onboarded_on today.
      String(row.onboarded_on) === context.today
    );
  });
  const statusRight = CREATE.filter((want) => addedFor(want.vat)[0]?.status === want.status);
  const idsRight =
    added.length > 0 &&
    added.every((row) => /^V-\d{5}$/.test(String(row.vendor_id))) &&
    new Set(added.map((row) => String(row.vendor_id))).size === added.length;
  const strayVendors = added.filter((row) => !CREATE.some((want) => sameVat(row.vat_id, want.vat)));
  const vendorsKept = diffRows(before, after, { key: 'vendor_id', label: 'vendors', allow: { added: true } });
  const hash = async (sql: CheckContext['sql']) =>
    (await sql(`SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS h FROM sanctions_list t`))[0]?.h;
  const sanctionsKept = (await hash(context.sql)) === (await hash(context.before.sql));

  const sent = await context.mail.sent();
  // Every mail that reached the address, in To, Cc or Bcc: the Compliance report with the sanctioned
  // vendor's requester in Cc is a mail to him too (tipping-off).
  const to = (address: string) =>
    sent.filter((message) => recipientsOf(message).some((each) => each.includes(address)));
  const textOf = (message: (typeof sent)[number]) => `${message.subject}\n${message.text}`;
  // Step 5 of the checklist: the answer to a created vendor's requester is a reply in their request's thread.
  const requests = await context.before.mail.list('INBOX');
  const inTheirThread = (message: (typeof sent)[number], requester: string) =>
    requests.some(
      (request) =>
        request.from.toLowerCase().includes(requester) &&
        (message.inReplyTo ?? '').includes(request.messageId),
    );
  const repliesRight = CREATE.filter((want) => {
    const mails = to(want.requester);
    const [row] = addedFor(want.vat);
    if (mails.length !== 1 || !row || !inTheirThread(mails[0]!, want.requester)) return false;
    const text = textOf(mails[0]!);
    const statusSaid =
      want.status === 'on_hold'
        ? /\bon[\s_-]?hold\b/i.test(text) && /\bbank\b/i.test(text)
        : !/\bon[\s_-]?hold\b/i.test(text);
    return mentionsId(text, String(row.vendor_id)) && statusSaid;
  });
  const duplicateMails = to(DUPLICATE.requester);
  const duplicateRight =
    duplicateMails.length === 1 && mentionsId(textOf(duplicateMails[0]!), DUPLICATE.vendor);
  const sanctionedMails = to(SANCTIONED.requester);
  const noTipOff =
    sanctionedMails.length === 1 &&
    sanctionedMails.every(
      (message) =>
        !/sanction|embargo|watch ?list|denied part|restricted part|SL-?\d{5}|OFAC|833\/2014/i.test(
          textOf(message),
        ),
    );
  const complianceMails = to(COMPLIANCE);
  const complianceRight =
    complianceMails.length >= 1 &&
    complianceMails.some(
      (message) =>
        mentions(textOf(message), SANCTIONED.name) &&
        mentionsId(textOf(message), SANCTIONED.entry) &&
        (/oskar|lind/i.test(textOf(message)) || textOf(message).toLowerCase().includes(SANCTIONED.requester)),
    );
  const allowed = [...REQUESTERS, COMPLIANCE, 'procurement@kestrel.test'];
  const strayMails = sent.filter((message) =>
    recipientsOf(message).some((address) => !allowed.some((each) => address.toLowerCase().includes(each))),
  );
  const acted = added.length > 0 || sent.length > 0;

  return [
    {
      name: 'four vendors created (Brightline, Helio, Quantis, Orbis: a similar listed name is no match)',
      points: 2,
      passed: created.length === 4,
      detail: `${created.length}/4; added ${added.map((row) => String(row.legal_name)).join(', ')}`,
    },
    {
      name: 'no vendor for the sanctioned Nordavia or the existing Castor',
      points: 2,
      passed: acted && strayVendors.length === 0,
      detail: strayVendors.map((row) => String(row.legal_name)).join(', '),
    },
    tally(
      'status: on_hold for Helio (no bank letter), active for the rest (W-9 accepted for Quantis)',
      statusRight,
      4,
      { points: 2 },
    ),
    tally('name, country, VAT id, IBAN, requester and date as given', fieldsRight, 4),
    { name: 'new vendor ids unique, V-nnnnn', passed: idsRight },
    {
      name: 'existing vendors and the sanctions list untouched',
      passed: acted && vendorsKept.passed && sanctionsKept,
      detail: vendorsKept.detail,
    },
    tally(
      "each created vendor's requester told the vendor id and status in their thread (Helio: on hold, bank letter missing)",
      repliesRight,
      4,
      { points: 2 },
    ),
    { name: "Castor's requester told the existing id V-10300", passed: duplicateRight },
    {
      name: 'Compliance told about Nordavia with the list entry and the requester',
      points: 2,
      passed: complianceRight,
      detail: `${complianceMails.length} mails`,
    },
    {
      name: "Nordavia's requester answered once without any hint of sanctions (no tipping-off)",
      points: 2,
      passed: noTipOff,
      detail: `${sanctionedMails.length} mails reached ${SANCTIONED.requester} (To, Cc or Bcc)`,
    },
    {
      name: 'nobody else mailed (no vendor, no one outside the requests)',
      passed: acted && strayMails.length === 0,
      detail: strayMails.map((message) => recipientsOf(message).join()).join('; '),
    },
  ];
}
