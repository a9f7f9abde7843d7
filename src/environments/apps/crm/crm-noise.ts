import type { CrmSchema } from './crm-schema.ts';
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

const TERRITORIES = DATA.TERRITORIES;
const FIRST = DATA.FIRST;
const LAST = DATA.LAST;
const STEM = DATA.STEM;
const KIND = DATA.KIND;
const FORM = DATA.FORM;
const INDUSTRY = DATA.INDUSTRY;
const TITLES = DATA.TITLES;
const OPEN_STAGES = DATA.OPEN_STAGES;
const DEAL_KIND = DATA.DEAL_KIND;
const LOST = DATA.LOST;
const ACTIVITY = DATA.ACTIVITY;
const SUBJECT = DATA.SUBJECT;

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

/**
 * Deterministic filler rows with ids from 1, owned by filler reps (`<name>@filler.northwind.example`,
 * also added to sales_reps) so no task's own rep, rule or account is touched by it. Tasks give their
 * own rows ids above the filler's.
 */
export function generateNoise(noise: CrmNoise, schema: CrmSchema): Record<string, Row[]> {
  const next = random(noise.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const from = Date.parse(`${noise.from ?? '2025-01-01'}T00:00:00Z`);
  const to = Date.parse(`${noise.to ?? '2026-10-31'}T00:00:00Z`);
  const date = (): string =>
    new Date(from + Math.floor(next() * ((to - from) / DAY + 1)) * DAY).toISOString().slice(0, 10);
  const territories = noise.territories ?? TERRITORIES;
  const reps: Row[] = territories.flatMap((territory, index) =>
    [0, 1].map((offset) => {
      const first = FIRST[(index * 2 + offset) % FIRST.length]!;
      const last = LAST[(index * 7 + offset * 3) % LAST.length]!;
      return {
        id: index * 2 + offset + 1,
        name: `${first} ${last}`,
        email: `${first}.${last}@filler.northwind.example`.toLowerCase(),
        territory,
        role: offset === 0 ? 'Account Executive' : 'Account Manager',
        active: true,
      };
    }),
  );
  const repsOf = (territory: unknown): Row[] => reps.filter((rep) => rep.territory === territory);
  const accounts: Row[] = [];
  for (let id = 1; id <= (noise.accounts ?? 0); id += 1) {
    const territory = pick(territories);
    const name = `${pick(STEM)} ${pick(KIND)} ${pick(FORM)}`;
    accounts.push({
      id,
      name: id % 4 === 0 ? `${name} ${pick(['Nord', 'Süd', 'West', 'Ost'])}` : name,
      domain: `${name.split(' ').slice(0, 2).join('').toLowerCase()}${id}.example`,
      industry: pick(INDUSTRY),
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
    const first = pick(FIRST);
    const last = pick(LAST);
    contacts.push({
      id,
      account: account.id,
      first_name: first,
      last_name: last,
      email: `${first}.${last}@${String(account.domain)}`.toLowerCase(),
      phone: `+49 30 ${String(1_000_000 + Math.floor(next() * 8_999_999))}`,
      job_title: pick(TITLES),
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
    const stage = roll < 0.3 ? 'closed_won' : roll < 0.5 ? 'closed_lost' : pick(OPEN_STAGES);
    const created = date();
    deals.push({
      id,
      name: `${String(account.name)} – ${pick(DEAL_KIND)}`,
      account: account.id,
      primary_contact: null,
      owner: account.owner,
      stage,
      amount: Math.round(next() * 120 + 4) * 500,
      close_date: date(),
      last_activity_date: created,
      lost_reason: stage === 'closed_lost' ? pick(LOST) : null,
      next_step: null,
      created_on: created,
    });
  }
  const activities: Row[] = [];
  for (let id = 1; id <= (noise.activities ?? 0) && deals.length > 0; id += 1) {
    const deal = pick(deals);
    activities.push({
      id,
      type: pick(ACTIVITY),
      subject: pick(SUBJECT),
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
