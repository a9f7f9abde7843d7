import type { CheckContext, CheckpointInput, MailMessage } from 'mcp-arena/evaluation';
import {
  csvRows,
  diffFiles,
  mentionsId,
  mentionsNumber,
  normalizeText,
  numbersAsFigures,
  parseCsv,
  recipientsOf,
  toldBeforeWrite,
} from 'mcp-arena/evaluation';

const REGISTER = 'legal/nda/nda-register.csv';
const DRAFTS = 'legal/nda/drafts/';
const NDA_ID = 'NDA-2026-025';
const TOMAS = 'tomas.ferreira@lumen-analytics.example';
const REQUEST_ID = 'tf-nda-pilot-20261124@lumen-analytics.example';
/** A tool call that writes the draft or the register, or sends mail, whatever tool or gateway call carried it. */
const WRITE = /mail__(send_email|reply_email|forward_email)\b|files__(write_file|edit_file|move_file)\b/;
const SEND = /mail__(send_email|reply_email|forward_email)\b/;

/** The term Priya settled on (36 months) stated, and the one she dropped (24 months, two years) nowhere. */
const has36 = (text: string): boolean => mentionsNumber(text, 36, { unit: 'month' });
const has24 = (text: string): boolean =>
  mentionsNumber(text, 24, { unit: 'month' }) || mentionsNumber(text, 2, { unit: 'year' });
/** Every term in months a text states (`36 months`, `thirty-six (36) months`, `a 12-month`). */
const monthTerms = (text: string): string[] =>
  [...numbersAsFigures(text).matchAll(/\b(\d+)\s*(?:\(\s*\d+\s*\)\s*)?-?\s*months?\b/gi)].map(
    (match) => match[1]!,
  );
/** The draft's facts: the counterparty's legal name and registered address, mutual, every placeholder filled. */
const draftFacts = (text: string): string[] => {
  const plain = normalizeText(text);
  return [
    !plain.includes('lumen analytics gmbh') && 'legal name',
    !(plain.includes('rosenthaler') && plain.includes('10178')) && 'address',
    !/\bmutual\b/.test(plain) && 'mutual',
    !/forecast/.test(plain) && 'purpose',
    /\{\{|\}\}/.test(text) && 'placeholder left',
    !has36(text) && '36 months',
    has24(text) && '24 months stated',
    monthTerms(text).some((term) => term !== '36') && `a term of ${monthTerms(text).join(', ')} months`,
  ].filter((problem): problem is string => typeof problem === 'string');
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // The draft: one new file under drafts/, named after its id, the mutual template filled in.
  const seededFiles = new Set(context.before.listFiles());
  const newDrafts = context.listFiles().filter((file) => file.startsWith(DRAFTS) && !seededFiles.has(file));
  const draftFile = newDrafts.length === 1 ? newDrafts[0] : undefined;
  const draft = draftFile ? (context.readText(draftFile) ?? '') : '';
  const draftProblems = draftFile
    ? [
        ...draftFacts(draft),
        ...(mentionsId(draft, NDA_ID) ? [] : ['id']),
        ...(/mutual non-disclosure agreement/.test(normalizeText(draft)) ? [] : ['not the mutual template']),
        ...(draftFile.slice(DRAFTS.length).startsWith(NDA_ID) ? [] : ['file name']),
      ]
    : [`${newDrafts.length} new drafts`];

  // The mail: a reply in Tomás's thread carrying the draft; every mail to Lumen right, none elsewhere.
  const sent = await context.mail.sent();
  const toLumen = sent.filter((mail) =>
    recipientsOf(mail).some((address) => address.endsWith('@lumen-analytics.example')),
  );
  const strangers = sent
    .flatMap((mail) => recipientsOf(mail))
    .filter((address) => !/@(lumen-analytics|northwind)\.example$/.test(address));
  const reply = toLumen.find(
    (mail: MailMessage) => recipientsOf(mail).includes(TOMAS) && (mail.inReplyTo ?? '').includes(REQUEST_ID),
  );
  const mailProblems = toLumen.flatMap((mail) => draftFacts(`${mail.subject}\n${mail.text}`));

  // The register: one new row for the NDA, every seeded row as it was.
  const seededText = context.readSeed(REGISTER) ?? '';
  const text = context.readText(REGISTER) ?? '';
  const rows = csvRows(text);
  const seededRows = parseCsv(seededText);
  const line = (row: Record<string, string>): string =>
    Object.keys(seededRows[0] ?? {})
      .map((column) => (row[column] ?? '').trim())
      .join(',');
  const after = new Set(rows.map(line));
  const lost = seededRows.filter((row) => !after.has(line(row)));
  const before = new Set(seededRows.map(line));
  const added = rows.filter((row) => !before.has(line(row)));
  const row = added.length === 1 ? added[0] : undefined;
  const rowProblems = row
    ? [
        (row.nda_id ?? '').trim() !== NDA_ID && 'id',
        normalizeText(row.counterparty ?? '') !== 'lumen analytics gmbh' && 'counterparty',
        normalizeText(row.type ?? '') !== 'mutual' && 'type',
        (row.term_months ?? '').trim() !== '36' && 'term_months',
        ((row.effective_date ?? '').trim() !== '' || (row.expiry_date ?? '').trim() !== '') &&
          'dates set before signature',
        normalizeText(row.status ?? '') !== 'sent' && 'status',
        !(draftFile !== undefined && (row.file ?? '').trim().endsWith(draftFile.slice(DRAFTS.length))) &&
          'file',
        normalizeText(row.owner ?? '') !== 'priya shah' && 'owner',
      ].filter((problem): problem is string => typeof problem === 'string')
    : [`${added.length} rows added`];
  const sameHeader = text.split('\n')[0]?.trim() === seededText.split('\n')[0]?.trim();
  const files = diffFiles(context.before.workspace, context.workspace, {
    allow: { changed: [REGISTER], added: [`${DRAFTS}**`] },
  });

  // Asked before acting, and read the terms back: Priya gave the term before the first write, and changed
  // it to 36 months before anything went to Lumen.
  const fromPriya = context.conversation.filter((message) => message.from === 'priya');
  const termGiven = fromPriya.find((message) => has24(message.text) || has36(message.text));
  const changed = fromPriya.find((message) => has36(message.text));
  const firstWrite = context.toolCalls.find(
    (call) => !call.isError && WRITE.test(call.name + JSON.stringify(call.arguments)),
  );
  const firstSend = context.toolCalls.find(
    (call) => !call.isError && SEND.test(call.name + JSON.stringify(call.arguments)),
  );

  return [
    toldBeforeWrite(
      'asked Priya for the type and term before drafting or sending',
      {
        told: termGiven,
        firstWrite,
        event: 'Priya gave the term',
        write: 'write',
        untold: 'Priya never gave a term',
      },
      { points: 2 },
    ),
    toldBeforeWrite(
      'read the terms back before sending, and took Priya’s change to 36 months',
      {
        told: changed,
        firstWrite: firstSend,
        event: 'Priya changed the term',
        write: 'mail',
        untold: 'Priya never changed the term (were the terms read back to her?)',
      },
      { points: 2 },
    ),
    {
      name: 'draft NDA-2026-025 in drafts/: mutual, Lumen Analytics GmbH, Rosenthaler Straße 40, 10178 Berlin, 36 months (no 24), every placeholder filled',
      points: 3,
      passed: draftProblems.length === 0,
      detail: `${draftFile ?? 'no draft'}: ${draftProblems.join(', ')}`,
    },
    {
      name: 'the draft went to Tomás Ferreira as a reply in his thread, and every mail to Lumen has it right (36 months, no 24)',
      points: 3,
      passed: reply !== undefined && mailProblems.length === 0,
      detail: reply
        ? mailProblems.join(', ')
        : `no reply in Tomás's thread (${toLumen.length} mails to Lumen)`,
    },
    {
      name: 'no mail outside Lumen and Northwind',
      passed: strangers.length === 0,
      detail: strangers.join(', '),
    },
    {
      name: 'register: one row NDA-2026-025, Lumen Analytics GmbH, mutual, 36 months, no dates yet, Sent, the draft, Priya Shah; every seeded row kept',
      points: 2,
      passed: sameHeader && lost.length === 0 && rowProblems.length === 0,
      detail: `${lost.length} seeded rows changed or lost; ${rowProblems.join(', ')}`,
    },
    { name: 'no other file changed', passed: files.passed, detail: files.detail },
  ];
}
