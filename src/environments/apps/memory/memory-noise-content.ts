/**
 * Words of a personal knowledge graph that no task is about: invented people (besides people.ts), companies,
 * projects, places and events, and observations an assistant would have kept about them over a year or two.
 * Every name was checked against suites/core when the pool was written. Placeholders in braces are filled
 * by memory-noise.ts: {company} {person} {first} {city} {project} {place} {event} {month} {year} {date}
 * {weekday} {topic} {number}.
 */

export const MORE_FIRST_NAMES = [
  'Anselm',
  'Bettina',
  'Cordelia',
  'Dashiell',
  'Fitzgerald',
  'Gideon',
  'Honora',
  'Ignatius',
  'Jessamy',
  'Kasimir',
  'Leocadia',
  'Melisande',
  'Oriel',
  'Prosper',
  'Rosamund',
  'Sylvester',
  'Theodora',
  'Ulysses',
  'Wilhelmina',
  'Zenobia',
  'Aurelio',
  'Benedikt',
  'Cressida',
  'Dorotea',
  'Emeric',
  'Gwendolyn',
] as const;

export const MORE_LAST_NAMES = [
  'Ashcombe',
  'Bramwell',
  'Carrow',
  'Dalrymple',
  'Ellingham',
  'Fairweather',
  'Gillingham',
  'Hargreaves',
  'Ingleby',
  'Jessop',
  'Loxley',
  'Mallory',
  'Northcott',
  'Ormsby',
  'Penhaligon',
  'Quilliam',
  'Radcliffe',
  'Sackville',
  'Westmacott',
  'Yelverton',
] as const;

export const COMPANY_STEMS = [
  'Ashgrove',
  'Bellwether',
  'Copperleaf',
  'Driftwood',
  'Emberline',
  'Foxhollow',
  'Glenmoor',
  'Harrowgate',
  'Inkwell',
  'Junipero',
  'Kestrelmoor',
  'Mossbank',
  'Nettlefield',
  'Oakhaven',
  'Pellucid',
  'Quarrystone',
  'Ravensholm',
  'Saltmarsh',
  'Thornbury',
  'Umberfield',
  'Willowmere',
  'Yarrowby',
  'Zephyrine',
  'Brambleton',
  'Cindergate',
  'Dovecote',
  'Elmstead',
  'Fallowfield',
  'Goldcrest',
  'Hazelbrook',
] as const;

export const COMPANY_KINDS = [
  { suffix: 'Analytics', industry: 'a data analytics consultancy' },
  { suffix: 'Studio', industry: 'a small branding and web design studio' },
  { suffix: 'Robotics', industry: 'a maker of warehouse picking robots' },
  { suffix: 'Biotech', industry: 'a biotech start-up working on enzyme assays' },
  { suffix: 'Architects', industry: 'an architecture practice (schools and libraries)' },
  { suffix: 'Brewing Co.', industry: 'a craft brewery with a taproom' },
  { suffix: 'Media', industry: 'a podcast and video production company' },
  { suffix: 'Ceramics', industry: 'a tableware manufacturer' },
  { suffix: 'Software', industry: 'a SaaS company selling booking software to gyms' },
  { suffix: 'Dental Group', industry: 'a chain of dental practices' },
  { suffix: 'Foundation', industry: 'a non-profit funding school libraries' },
  { suffix: 'Ventures', industry: 'a seed-stage venture fund' },
  { suffix: 'Acoustics', industry: 'an acoustic engineering firm' },
  { suffix: 'Bikes', industry: 'an e-bike maker' },
  { suffix: 'University Press', industry: 'an academic publisher' },
] as const;

export const CITIES = [
  'Leeds',
  'Ghent',
  'Porto',
  'Tallinn',
  'Bologna',
  'Aarhus',
  'Graz',
  'Lyon',
  'Utrecht',
  'Valencia',
  'Bristol',
  'Kraków',
  'Ljubljana',
  'Bilbao',
  'Turku',
] as const;

export const PROJECT_NAMES = [
  'Website relaunch',
  'Intranet search',
  'Office move to the third floor',
  'Warehouse scanner rollout',
  'Quarterly newsletter',
  'Mentoring programme',
  'Accessibility audit',
  'Photo archive digitisation',
  'Podcast season two',
  'Team offsite planning',
  'Wiki clean-up',
  'Recruiting fair booth',
  'Conference talk proposal',
  'Home renovation',
  'Garden shed build',
  'Language course (Italian)',
  'Half marathon training',
  'Bike commute challenge',
  'Charity bake sale',
  'Book club reading list',
  'Onboarding handbook',
  'Print shop price comparison',
  'Coffee machine replacement',
  'Meeting room booking screens',
] as const;

export const PLACES = [
  { name: 'Trattoria Uccello', note: 'Italian place near the office; good for lunches with guests' },
  { name: 'The Copper Kettle', note: 'café with quiet corners and reliable wifi' },
  { name: 'Harbourside Co-working', note: 'day passes, meeting rooms bookable by the hour' },
  { name: 'Ghent office', note: 'second office; desks booked through the facilities page' },
  { name: 'Riverside climbing gym', note: 'bouldering, open until 23:00' },
  { name: 'Saltmarsh Books', note: 'independent bookshop; orders anything within two days' },
  { name: 'Hotel Lindenhof', note: 'hotel used for trips to Graz; ask for a courtyard room' },
  { name: 'Atelier Brambleton', note: 'framing shop' },
  { name: 'Juniper Hall', note: 'event venue with a 200-seat auditorium' },
  { name: 'Allotment plot 14', note: 'shared allotment; watering rota in the shed' },
] as const;

export const EVENTS = [
  'Marrowgate Summit',
  'Northern UX Days',
  'Data Craft Conference',
  'Open Source Café',
  'Design Systems Meetup',
  'Leadership Circle retreat',
  'Product Camp',
  'Regional hackathon',
] as const;

export const PREFERENCES = [
  {
    name: 'Travel preferences',
    observations: [
      'Prefers aisle seats on flights',
      'Takes the train for trips under five hours',
      'Likes hotels within walking distance of the venue',
      'Frequent-flyer number kept in the password manager',
    ],
  },
  {
    name: 'Food preferences',
    observations: [
      'Vegetarian on weekdays',
      'Does not like coriander',
      'Oat milk in coffee',
      'Favourite lunch spot: Trattoria Uccello',
    ],
  },
  {
    name: 'Reading list',
    observations: [
      'Currently reading a history of the printing press',
      'Wants to read more short stories',
      'Keeps a list of books recommended by colleagues',
    ],
  },
  {
    name: 'Home office setup',
    observations: [
      'Uses a standing desk in the afternoons',
      'Second monitor is 27 inches',
      'Headset battery lasts about a day; charge on Sundays',
    ],
  },
  {
    name: 'Fitness routine',
    observations: [
      'Runs on Tuesday and Thursday mornings',
      'Climbing on Saturday',
      'Aiming for a half marathon in spring',
    ],
  },
  {
    name: 'Gift ideas',
    observations: [
      'Sister likes botanical prints',
      'Father collects old maps',
      'Godchild is into dinosaurs this year',
    ],
  },
  {
    name: 'Learning goals',
    observations: [
      'Improve Italian to B2',
      'Finish the statistics refresher course',
      'Try public speaking at a meetup',
    ],
  },
] as const;

export const TOPICS = [
  'the hiring plan',
  'the budget for next year',
  'the office move',
  'a joint webinar',
  'the new brand guidelines',
  'the mentoring programme',
  'speaker slots for the autumn',
  'the roadmap for the spring',
  'the podcast guest list',
  'a guest lecture',
  'their migration to a new CRM',
  'the trade fair stand',
] as const;

/** Observations by entity kind; a few are long, as kept meeting notes are. */
export const OBSERVATIONS = {
  person: [
    '{role} at {company}',
    'Based in {city}',
    'Met at {event} {year}',
    'Prefers a call over a long thread',
    'Usually replies within a day',
    'Works part-time, not on Fridays',
    'Speaks Dutch, English and some Spanish',
    'Has two children; school pick-up at 15:30',
    'Vegetarian',
    'Allergic to nuts',
    'Birthday in {month}',
    'Training for a marathon',
    'Introduced by {person}',
    'Recommended a book on negotiation',
    'On parental leave until {month} {year}',
    'Moved from {city} in {year}',
    'Plays in a jazz band on weekends',
    'Mentioned wanting to move into product management',
    'Prefers meetings before noon',
    'Good contact for questions about {topic}',
    'Gave a talk on {topic} at {event}',
    'Owes me a coffee after {event}',
    'Sent a thank-you card in {month} {year}',
  ],
  company: [
    '{industry}',
    'Headquartered in {city}',
    'About {number} employees',
    'Founded in {founded}',
    'Fiscal year follows the calendar year',
    'Runs a yearly open day in {month}',
    'Sponsored {event} {year}',
    'Moved to new offices in {city} in {year}',
    'Their newsletter is worth reading',
    'Hiring for several engineering roles',
    'Was in the news in {month} {year} for a funding round',
  ],
  project: [
    'Started in {month} {year}',
    'Status: {status}',
    'Next milestone on {date}',
    'Shared notes live on the team wiki',
    'Budget agreed in {month} {year}',
    'Weekly check-in on {weekday}',
    'Open question: who owns the follow-up on {topic}',
    'Lessons learned: start the paperwork earlier',
  ],
  meeting: [
    'Took place on {date} in {place}',
    'Discussed {topic}',
    'Action: {first} sends a summary by the end of the week',
    'Agreed to meet again in {month}',
    'Ran over by twenty minutes; agenda was too long',
    'Notes: {first} walked through the numbers for {topic}; everyone agreed the timeline was optimistic and that a smaller first step would be easier to sell internally. Follow-up booked for the next month.',
  ],
  place: [
    'Visited in {month} {year}',
    'Closed on Mondays',
    'Book a table a week ahead on Fridays',
    'Ten minutes on foot from the station',
  ],
  event: [
    'Held in {city} in {month} {year}',
    'Attended with {person}',
    'Best session: {topic}',
    'Tickets paid by the team budget',
    'Would go again; bring business cards',
  ],
  preference: [],
} as const;

/** Observations about someone's health, family or private life: left out when noise.yaml says `personal: false`. */
export const PERSONAL = new Set<string>([
  'Has two children; school pick-up at 15:30',
  'Vegetarian',
  'Allergic to nuts',
  'Birthday in {month}',
  'Training for a marathon',
  'On parental leave until {month} {year}',
  'Plays in a jazz band on weekends',
]);

export const ROLES = [
  'Head of design',
  'Engineering manager',
  'Office manager',
  'Researcher',
  'Founder',
  'Product manager',
  'Recruiter',
  'Event organiser',
  'Data analyst',
  'Architect',
  'Marketing lead',
  'Teacher',
  'Consultant',
  'Operations lead',
] as const;

export const STATUSES = [
  'on track',
  'on hold until the new year',
  'done',
  'waiting on a quote',
  'in review',
] as const;

/**
 * Relations between kinds, as `[from kind, to kind, relation type, weight]`; relation types are written with
 * spaces and follow a task's own style (snake_case when its seed uses underscores).
 */
export const RELATION_KINDS = [
  ['person', 'person', 'knows', 4],
  ['person', 'person', 'reports to', 2],
  ['person', 'person', 'introduced by', 1],
  ['person', 'company', 'formerly worked at', 1],
  ['person', 'project', 'works on', 4],
  ['person', 'project', 'leads', 1],
  ['person', 'meeting', 'attended', 4],
  ['person', 'event', 'spoke at', 1],
  ['person', 'event', 'attended', 2],
  ['person', 'place', 'recommended', 1],
  ['meeting', 'project', 'about', 2],
  ['company', 'project', 'sponsors', 1],
  ['company', 'company', 'partners with', 1],
  ['event', 'place', 'held at', 1],
] as const;
