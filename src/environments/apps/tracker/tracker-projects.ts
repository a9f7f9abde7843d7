import DATA from './tracker-projects.json' with { type: 'json' };
/**
 * Ticket material for tracker noise: projects no task is about (a website relaunch, an office move, hiring,
 * a brand refresh...), each with its own label, milestones and ticket ideas. `{x}` in an idea is filled
 * from its `each` list, so one idea gives several distinct tickets.
 */
export interface TicketIdea {
  title: string;
  why: string;
  criteria: string[];
  each?: readonly string[];
}

export interface NoiseProject {
  name: string;
  label: string;
  milestones: readonly string[];
  ideas: readonly TicketIdea[];
}

export const PAGES = DATA.PAGES;
export const ROOMS = DATA.ROOMS;
export const ROLES = DATA.ROLES;
export const COMPONENTS = DATA.COMPONENTS;
export const CITIES = DATA.CITIES;
export const LANGUAGES = DATA.LANGUAGES;

/** Marketing, design, office and people projects. */
export const FIRST_PROJECTS: readonly NoiseProject[] = withLists(DATA.FIRST_PROJECTS);

/**
 * Projects as the data file writes them: an idea's `each` is a list, or the name of one of the lists
 * above (`PAGES`), so that the file holds each list once.
 */
export function withLists(
  projects: ReadonlyArray<
    Omit<NoiseProject, 'ideas'> & {
      ideas: ReadonlyArray<Omit<TicketIdea, 'each'> & { each?: string | readonly string[] }>;
    }
  >,
): NoiseProject[] {
  const named: Record<string, readonly string[]> = { PAGES, ROOMS, ROLES, COMPONENTS, CITIES, LANGUAGES };
  return projects.map((project) => ({
    ...project,
    ideas: project.ideas.map(({ each, ...idea }) =>
      each === undefined ? idea : { ...idea, each: typeof each === 'string' ? named[each]! : each },
    ),
  }));
}
