import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm, keptState, mailsTo, mentions } from 'mcp-arena/evaluation';

const SOFIE = 'sofie.lund@northwind.example';
const MIKAEL = 'mikael.aaltonen@northwind.example';
/** Helena's split: Norway to Sofie, Sweden, Finland and Denmark to Mikael. */
const ACCOUNTS: Record<number, { owner: string; name: string }> = {
  2201: { owner: SOFIE, name: 'Hafslund Kraft' },
  2202: { owner: SOFIE, name: 'Trondheim Shipping' },
  2205: { owner: SOFIE, name: 'Bergen Fiskeri' },
  2209: { owner: SOFIE, name: 'Vestfold Marine' },
  2211: { owner: MIKAEL, name: 'Malmö Freight' },
  2204: { owner: MIKAEL, name: 'Göta Kanal Foods' },
  2203: { owner: MIKAEL, name: 'Aalto Paper' },
  2207: { owner: MIKAEL, name: 'Skagen Designs' },
};
/** Open deals and Jonas's active contacts follow their account. */
const DEALS: Record<number, number> = {
  3001: 2201,
  3002: 2202,
  3003: 2205,
  3004: 2211,
  3005: 2203,
  3006: 2207,
};
const CONTACTS: Record<number, number> = {
  4301: 2201,
  4302: 2201,
  4303: 2202,
  4304: 2205,
  4305: 2209,
  4306: 2211,
  4307: 2211,
  4308: 2204,
  4309: 2203,
  4310: 2207,
};

type Row = Record<string, unknown>;
const byId = (rows: Row[]): Map<number, Row> => new Map(rows.map((row) => [Number(row.id), row]));

export default async function check({ crm, before, mail }: CheckContext): Promise<CheckpointInput[]> {
  const accounts = byId(await crm.items('accounts'));
  const deals = byId(await crm.items('deals'));
  const contacts = byId(await crm.items('contacts'));
  const reps = byId(await crm.items('sales_reps'));
  const ownerOf = (account: number): string => ACCOUNTS[account]!.owner;
  const wrongAccounts = Object.keys(ACCOUNTS)
    .map(Number)
    .filter((id) => accounts.get(id)?.owner !== ownerOf(id));
  const wrongDeals = Object.entries(DEALS).filter(
    ([id, account]) => deals.get(Number(id))?.owner !== ownerOf(account),
  );
  const wrongContacts = Object.entries(CONTACTS).filter(
    ([id, account]) => contacts.get(Number(id))?.owner !== ownerOf(account),
  );
  const diff = await diffCrm(before.crm, crm, {
    accounts: { changed: { owner: Object.keys(ACCOUNTS).map(Number) } },
    deals: { changed: { owner: Object.keys(DEALS).map(Number) } },
    contacts: { changed: { owner: Object.keys(CONTACTS).map(Number) } },
    sales_reps: { changed: { active: [101] } },
  });
  const sent = await mail.sent();
  const told = [SOFIE, MIKAEL].filter((owner) => {
    // Every mail that reached the owner, in To, Cc or Bcc: a copy of the other owner's handover is a leak.
    const mails = mailsTo(sent, owner);
    const content = mails.map((message) => `${message.subject}\n${message.text}`).join('\n');
    const theirs = Object.values(ACCOUNTS).filter((account) => account.owner === owner);
    const others = Object.values(ACCOUNTS).filter((account) => account.owner !== owner);
    return (
      mails.length > 0 &&
      theirs.every((account) => mentions(content, account.name)) &&
      !others.some((account) => mentions(content, account.name))
    );
  });
  const acted = wrongAccounts.length < Object.keys(ACCOUNTS).length || sent.length > 0;
  return [
    {
      name: "Jonas's accounts have their new owners (Norway Sofie Lund, the rest Mikael Aaltonen)",
      points: 2,
      passed: wrongAccounts.length === 0,
      detail: `wrong: ${wrongAccounts.join(', ') || 'none'}`,
    },
    {
      name: "open deals and Jonas's active contacts followed their accounts",
      points: 2,
      passed: wrongDeals.length === 0 && wrongContacts.length === 0,
      detail: `wrong deals: ${wrongDeals.map(([id]) => id).join(', ') || 'none'}; wrong contacts: ${wrongContacts.map(([id]) => id).join(', ') || 'none'}`,
    },
    {
      name: 'Jonas is inactive in sales_reps',
      passed: reps.get(101)?.active === false,
      detail: `active: ${String(reps.get(101)?.active)}`,
    },
    keptState(
      "closed deals, the inactive contact and other reps' contacts kept their owners; nothing else changed",
      diff,
      acted,
      { points: 2 },
    ),
    {
      name: "Sofie and Mikael each got a mail naming their accounts (and not the other's)",
      points: 2,
      passed: told.length === 2,
      detail: `told: ${told.join(', ') || 'none'}`,
    },
  ];
}
