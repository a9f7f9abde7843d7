import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffSql, keptState, mentionsId, normalizeText, recipientsOf } from 'mcp-arena/evaluation';

/** Routing v4: customer's owner, then Inside Sales under 10 employees, then healthcare, then territory; backups for leave. */
const ROUTE: Record<string, string> = {
  'L-7001': 'Mei Lin',
  'L-7002': 'Hannah Cole',
  'L-7003': 'Hannah Cole',
  'L-7004': 'Inside Sales',
  'L-7005': 'Aisling Moore',
  'L-7006': 'Marek Dvorak',
  'L-7007': 'Mei Lin',
  'L-7008': 'Jonas Berg',
  'L-7009': 'Hannah Cole',
};
const EMAIL: Record<string, string> = {
  'Mei Lin': 'mei.lin@tessaly.test',
  'Hannah Cole': 'hannah.cole@tessaly.test',
  'Inside Sales': 'inside-sales@tessaly.test',
  'Aisling Moore': 'aisling.moore@tessaly.test',
  'Marek Dvorak': 'marek.dvorak@tessaly.test',
  'Jonas Berg': 'jonas.berg@tessaly.test',
};
const IDS = Object.keys(ROUTE);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = await context.sql(
    `SELECT id, owner, status, to_char(assigned_on, 'YYYY-MM-DD') AS assigned_on FROM leads WHERE id = ANY($1)`,
    [IDS],
  );
  const ownerWrong = IDS.filter((id) => rows.find((row) => row.id === id)?.owner !== ROUTE[id]);
  const statusWrong = IDS.filter((id) => {
    const row = rows.find((item) => item.id === id);
    return row?.status !== 'assigned' || row.assigned_on !== context.today;
  });
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      leads: { key: 'id', allow: { changed: { owner: IDS, status: IDS, assigned_on: IDS } } },
    },
  });

  const sent = await context.mail.sent();
  const recipients = (message: (typeof sent)[number]) => recipientsOf(message);
  const textOf = (message: (typeof sent)[number]) => normalizeText(`${message.subject}\n${message.text}`);
  const owners = Object.keys(EMAIL);
  const mailsWrong = owners.filter((owner) => {
    const mails = sent.filter((message) => recipients(message).includes(EMAIL[owner]!));
    if (mails.length !== 1) return true;
    const text = textOf(mails[0]!);
    const own = IDS.filter((id) => ROUTE[id] === owner);
    const others = IDS.filter((id) => ROUTE[id] !== owner);
    return !own.every((id) => mentionsId(text, id)) || others.some((id) => mentionsId(text, id));
  });
  const shared = sent.filter(
    (message) => recipients(message).filter((address) => Object.values(EMAIL).includes(address)).length > 1,
  );
  // Telling Marketing Ops, who handed the leads over, that they are routed is fine; nobody else gets mail.
  const REQUESTER = 'marketing-ops@tessaly.test';
  const strangers = sent
    .flatMap(recipients)
    .filter((address) => !Object.values(EMAIL).includes(address) && address !== REQUESTER);
  const acted = sent.length > 0 || ownerWrong.length < IDS.length;
  return [
    {
      name: 'each lead owned as routing v4 says (customer owner, Inside Sales, healthcare, territory, backup for leave)',
      points: 4,
      passed: ownerWrong.length === 0,
      detail: ownerWrong.map((id) => `${id}: ${String(rows.find((row) => row.id === id)?.owner)}`).join(', '),
    },
    {
      name: "the nine leads set to 'assigned' with today's date",
      passed: statusWrong.length === 0,
      detail: statusWrong.join(', '),
    },
    keptState('no other lead, account, territory or rep changed', database, acted),
    {
      name: 'one mail per rep and to the Inside Sales queue, listing exactly their leads',
      points: 3,
      passed: mailsWrong.length === 0,
      detail: mailsWrong.join(', '),
    },
    {
      name: 'no mail to anyone else (Tariq is on leave), no mail shared between reps',
      passed: acted && strangers.length === 0 && shared.length === 0,
      detail: [...strangers, ...shared.map((message) => message.subject)].join(', '),
    },
  ];
}
