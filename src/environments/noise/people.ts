import type { Random } from './random.ts';
import DATA from './people.json' with { type: 'json' };

/**
 * Invented people and companies for noise. None of these names appears in a task's seed (checked against
 * suites/core when the pool was written): noise must never look like a party a task is about.
 */
export const FIRST_NAMES = DATA.FIRST_NAMES;

export const LAST_NAMES = DATA.LAST_NAMES;

export interface Person {
  name: string;
  first: string;
  address: string;
}

/** Senders of newsletters, promos and notifications: companies that no task trades with. */
export const COMPANIES = DATA.COMPANIES;

/** A colleague of the mailbox owner, at the owner's domain. */
export function colleague(random: Random, domain: string): Person {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return { name: `${first} ${last}`, first, address: `${first}.${last}@${domain}`.toLowerCase() };
}

/** A handful of distinct colleagues. */
export function colleagues(random: Random, domain: string, count: number): Person[] {
  const seen = new Set<string>();
  const people: Person[] = [];
  while (people.length < count) {
    const person = colleague(random, domain);
    if (seen.has(person.address)) continue;
    seen.add(person.address);
    people.push(person);
  }
  return people;
}

/** `Name <address>` for a header. */
export function mailbox(person: { name: string; address: string }): string {
  return `${person.name} <${person.address}>`;
}
