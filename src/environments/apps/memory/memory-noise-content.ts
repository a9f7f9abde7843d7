import DATA from './memory-noise-content.json' with { type: 'json' };
/**
 * Words of a personal knowledge graph that no task is about: invented people (besides people.ts), companies,
 * projects, places and events, and observations an assistant would have kept about them over a year or two.
 * Every name was checked against suites/core when the pool was written. Placeholders in braces are filled
 * by memory-noise.ts: {company} {person} {first} {city} {project} {place} {event} {month} {year} {date}
 * {weekday} {topic} {number}.
 */

export const MORE_FIRST_NAMES = DATA.MORE_FIRST_NAMES;

export const MORE_LAST_NAMES = DATA.MORE_LAST_NAMES;

export const COMPANY_STEMS = DATA.COMPANY_STEMS;

export const COMPANY_KINDS = DATA.COMPANY_KINDS;

export const CITIES = DATA.CITIES;

export const PROJECT_NAMES = DATA.PROJECT_NAMES;

export const PLACES = DATA.PLACES;

export const EVENTS = DATA.EVENTS;

export const PREFERENCES = DATA.PREFERENCES;

export const TOPICS = DATA.TOPICS;

/** Observations by entity kind; a few are long, as kept meeting notes are. */
export const OBSERVATIONS = DATA.OBSERVATIONS;

/** Observations about someone's health, family or private life: left out when noise.yaml says `personal: false`. */
export const PERSONAL = new Set<string>(DATA.PERSONAL);

export const ROLES = DATA.ROLES;

/**
 * Meeting names: `{with}` is a noise entity of the kind named (its `fallback` when there is none) or, for
 * `topic`, one of TOPICS; `{date}` the day of the meeting. A meeting with a person is attended by them.
 */
export const MEETINGS = DATA.MEETINGS as ReadonlyArray<{
  title: string;
  with: 'person' | 'company' | 'project' | 'topic';
  fallback?: string;
}>;

/** What an observation names when the graph has no noise entity of the kind it asks for. */
export const FALLBACKS = DATA.FALLBACKS;

export const STATUSES = DATA.STATUSES;

/**
 * Relations between kinds, as `[from kind, to kind, relation type, weight]`; relation types are written with
 * spaces and follow a task's own style (snake_case when its seed uses underscores).
 */
type Kind = 'person' | 'company' | 'project' | 'meeting' | 'place' | 'event' | 'preference';
export const RELATION_KINDS = DATA.RELATION_KINDS as unknown as ReadonlyArray<
  readonly [Kind, Kind, string, number]
>;
