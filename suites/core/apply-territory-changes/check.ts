import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm, keptState } from 'mcp-arena/evaluation';

const TOMASZ = 'tomasz.wrona@northwind.example';
const PRIYA = 'priya.raman@northwind.example';
const MARC = 'marc.dubois@northwind.example';
/** Accounts of AT, IS and LU: new territory, and new owner unless churned (then the owner stays). */
const ACCOUNTS: Record<number, { territory: string; owner: string }> = {
  2401: { territory: 'CEE', owner: TOMASZ },
  2402: { territory: 'CEE', owner: TOMASZ },
  2403: { territory: 'CEE', owner: TOMASZ },
  2404: { territory: 'CEE', owner: 'lea.moser@northwind.example' },
  2405: { territory: 'UK & Ireland', owner: PRIYA },
  2406: { territory: 'UK & Ireland', owner: PRIYA },
  2407: { territory: 'France', owner: MARC },
  2408: { territory: 'France', owner: 'anke.peeters@northwind.example' },
};
/** Open deals of the moved accounts follow the new owner. */
const DEALS: Record<number, string> = {
  3001: TOMASZ,
  3002: TOMASZ,
  3003: TOMASZ,
  3005: PRIYA,
  3009: PRIYA,
  3006: MARC,
};

export default async function check({ crm, before }: CheckContext): Promise<CheckpointInput[]> {
  const accounts = new Map((await crm.items('accounts')).map((row) => [Number(row.id), row]));
  const deals = new Map((await crm.items('deals')).map((row) => [Number(row.id), row]));
  const wrongAccounts = Object.entries(ACCOUNTS)
    .filter(([id, expected]) => {
      const account = accounts.get(Number(id));
      return account?.territory !== expected.territory || account.owner !== expected.owner;
    })
    .map(([id]) => id);
  const wrongDeals = Object.entries(DEALS)
    .filter(([id, owner]) => deals.get(Number(id))?.owner !== owner)
    .map(([id]) => id);
  const ids = Object.keys(ACCOUNTS).map(Number);
  const diff = await diffCrm(before.crm, crm, {
    accounts: { changed: { territory: ids, owner: [2401, 2402, 2403, 2405, 2406, 2407] } },
    deals: { changed: { owner: Object.keys(DEALS).map(Number) } },
  });
  const acted = wrongAccounts.length < ids.length || wrongDeals.length < Object.keys(DEALS).length;
  return [
    {
      name: 'accounts of Austria, Iceland and Luxembourg in their new territories with the new owners (churned ones keep theirs)',
      points: 2,
      passed: wrongAccounts.length === 0,
      detail: `wrong: ${wrongAccounts.join(', ') || 'none'}`,
    },
    {
      name: 'the open deals of the moved accounts got the new owners',
      points: 2,
      passed: wrongDeals.length === 0,
      detail: `wrong: ${wrongDeals.join(', ') || 'none'}`,
    },
    keptState(
      'nothing else changed: closed deals, churned owners, Switzerland and other countries',
      diff,
      acted,
      { points: 2 },
    ),
  ];
}
