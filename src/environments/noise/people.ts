import type { Random } from './random.ts';

/**
 * Invented people and companies for noise. None of these names appears in a task's seed (checked against
 * suites/core when the pool was written): noise must never look like a party a task is about.
 */
export const FIRST_NAMES = [
  'Wendell',
  'Imogen',
  'Thaddeus',
  'Rosalind',
  'Caspian',
  'Henrietta',
  'Leopold',
  'Ottilie',
  'Barnaby',
  'Marisol',
  'Evander',
  'Philippa',
  'Cornelius',
  'Delphine',
  'Lysander',
  'Seraphina',
  'Horatio',
  'Clementine',
  'Ambrose',
  'Perpetua',
  'Augustin',
  'Greer',
  'Osric',
  'Winifred',
  'Cosmo',
  'Beatrix',
  'Alaric',
  'Marguerite',
  'Fenwick',
  'Odalys',
  'Rupert',
  'Tamsin',
  'Quentin',
  'Eulalia',
  'Bartholomew',
  'Lucasta',
  'Ferdinand',
  'Isadora',
] as const;

export const LAST_NAMES = [
  'Vantongeren',
  'Abernathy',
  'Quennell',
  'Strathmore',
  'Pemberton',
  'Achterberg',
  'Wolcott',
  'Dunmore',
  'Farquhar',
  'Halloran',
  'Lindgard',
  'Moncrieff',
  'Nakagawa',
  'Oyelaran',
  'Prendergast',
  'Rasmussen',
  'Szabo',
  'Thistlewood',
  'Uccello',
  'Varga',
  'Whitcombe',
  'Yardley',
  'Zelenko',
] as const;

export interface Person {
  name: string;
  first: string;
  address: string;
}

/** Senders of newsletters, promos and notifications: companies that no task trades with. */
export const COMPANIES = {
  newsletters: [
    { name: 'Brightloop Weekly', address: 'digest@brightloop-news.test', topic: 'product and engineering' },
    { name: 'The Cloudmere Dispatch', address: 'newsletter@cloudmere.test', topic: 'cloud infrastructure' },
    { name: 'Paperkite Design Notes', address: 'hello@paperkite.test', topic: 'design and typography' },
    { name: 'Stackwise Digest', address: 'digest@stackwise.test', topic: 'developer tooling' },
    { name: 'Lumenfold Leadership Letter', address: 'letters@lumenfold.test', topic: 'management' },
    { name: 'Quillbyte Data Bulletin', address: 'bulletin@quillbyte.test', topic: 'data and analytics' },
  ],
  vendors: [
    { name: 'Ferncastle Office Supply', address: 'offers@ferncastle-office.test', product: 'standing desks' },
    {
      name: 'Hollowbrook Coffee Roasters',
      address: 'shop@hollowbrook-coffee.test',
      product: 'office coffee beans',
    },
    { name: 'Tidewell Learning', address: 'events@tidewell-learning.test', product: 'online courses' },
    { name: 'Marrowgate Conferences', address: 'tickets@marrowgate-conf.test', product: 'conference passes' },
    { name: 'Glimmerlane Headsets', address: 'news@glimmerlane.test', product: 'noise-cancelling headsets' },
  ],
} as const;

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
