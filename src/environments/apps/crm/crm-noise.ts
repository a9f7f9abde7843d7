import type { CrmSchema } from './crm-schema.ts';
import { mulberry32 } from '../../noise/random.ts';
import DATA from './crm-noise.json' with { type: 'json' };

/** Generated filler of `seed/crm/noise.yaml`: counts per collection, and what the filler may use. */
export interface CrmNoise {
  /** Varies the filler; default 1. */
  seed?: number;
  accounts?: number;
  contacts?: number;
  deals?: number;
  activities?: number;
  /** Dates of the filler fall in this range (YYYY-MM-DD); default 2025-01-01 to 2026-10-31. */
  from?: string;
  to?: string;
  /** Territories of the filler; default a fixed European list. */
  territories?: string[];
}

type Row = Record<string, unknown>;

const DAY = 86_400_000;

/**
 * Deterministic filler rows with ids from 1, owned by filler reps (`<name>@filler.northwind.example`,
 * also added to sales_reps) so no task's own rep, rule or account is touched by it. Tasks give their
 * own rows ids above the filler's.
 */
export function generateNoise(noise: CrmNoise, schema: CrmSchema): Record<string, Row[]> {
  const next = mulberry32((noise.seed ?? 1) >>> 0);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const from = Date.parse(`${noise.from ?? '2025-01-01'}T00:00:00Z`);
  const to = Date.parse(`${noise.to ?? '2026-10-31'}T00:00:00Z`);
  const date = (): string =>
    new Date(from + Math.floor(next() * ((to - from) / DAY + 1)) * DAY).toISOString().slice(0, 10);
  const territories = noise.territories ?? DATA.TERRITORIES;
  const reps: Row[] = territories.flatMap((territory, index) =>
    [0, 1].map((offset) => {
      const first = DATA.FIRST[(index * 2 + offset) % DATA.FIRST.length]!;
      const last = DATA.LAST[(index * 7 + offset * 3) % DATA.LAST.length]!;
      return {
        id: index * 2 + offset + 1,
        name: `${first} ${last}`,
        email: `${first}.${last}@filler.northwind.example`.toLowerCase(),
        territory,
        role: DATA.REP_ROLES[offset],
        active: true,
      };
    }),
  );
  const repsOf = (territory: unknown): Row[] => reps.filter((rep) => rep.territory === territory);
  const accounts: Row[] = [];
  for (let id = 1; id <= (noise.accounts ?? 0); id += 1) {
    const territory = pick(territories);
    const name = `${pick(DATA.STEM)} ${pick(DATA.KIND)} ${pick(DATA.FORM)}`;
    accounts.push({
      id,
      name: id % 4 === 0 ? `${name} ${pick(DATA.REGIONS)}` : name,
      domain: `${name.split(' ').slice(0, 2).join('').toLowerCase()}${id}.example`,
      industry: pick(DATA.INDUSTRY),
      territory,
      owner: pick(repsOf(territory)).email,
      tier: pick(['Strategic', 'Growth', 'Growth', 'SMB', 'SMB', 'SMB']),
      status: pick(['customer', 'customer', 'customer', 'prospect', 'churned']),
      annual_contract_value: Math.round(next() * 180 + 6) * 500,
      renewal_date: date(),
      city: null,
      country: null,
    });
  }
  const contacts: Row[] = [];
  for (let id = 1; id <= (noise.contacts ?? 0) && accounts.length > 0; id += 1) {
    const account = pick(accounts);
    const first = pick(DATA.FIRST);
    const last = pick(DATA.LAST);
    contacts.push({
      id,
      account: account.id,
      first_name: first,
      last_name: last,
      email: `${first}.${last}@${String(account.domain)}`.toLowerCase(),
      phone: `+49 30 ${String(1_000_000 + Math.floor(next() * 8_999_999))}`,
      job_title: pick(DATA.TITLES),
      owner: account.owner,
      status: next() < 0.9 ? 'active' : 'inactive',
      merged_into: null,
      notes: null,
    });
  }
  const deals: Row[] = [];
  for (let id = 1; id <= (noise.deals ?? 0) && accounts.length > 0; id += 1) {
    const account = pick(accounts);
    const roll = next();
    const stage = roll < 0.3 ? 'closed_won' : roll < 0.5 ? 'closed_lost' : pick(DATA.OPEN_STAGES);
    const created = date();
    deals.push({
      id,
      name: `${String(account.name)} – ${pick(DATA.DEAL_KIND)}`,
      account: account.id,
      primary_contact: null,
      owner: account.owner,
      stage,
      amount: Math.round(next() * 120 + 4) * 500,
      close_date: date(),
      last_activity_date: created,
      lost_reason: stage === 'closed_lost' ? pick(DATA.LOST) : null,
      next_step: null,
      created_on: created,
    });
  }
  const activities: Row[] = [];
  for (let id = 1; id <= (noise.activities ?? 0) && deals.length > 0; id += 1) {
    const deal = pick(deals);
    activities.push({
      id,
      type: pick(DATA.ACTIVITY),
      subject: pick(DATA.SUBJECT),
      account: deal.account,
      contact: null,
      deal: deal.id,
      owner: deal.owner,
      date: date(),
      status: 'done',
      outcome: null,
    });
  }
  const all: Record<string, Row[]> = { sales_reps: reps, accounts, contacts, deals, activities };
  return Object.fromEntries(
    Object.entries(all).filter(([name, rows]) => name in schema.collections && rows.length > 0),
  );
}
