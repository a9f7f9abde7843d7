/**
 * Tracker noise content, part two: more projects (their ideas, as in `tracker-projects.ts`) and the texts every
 * project shares (type labels, notes, summaries, doc titles).
 */
import { FIRST_PROJECTS, type NoiseProject, withLists } from './tracker-projects.ts';
import DATA from './tracker-content.json' with { type: 'json' };

export type { NoiseProject, TicketIdea } from './tracker-projects.ts';

export const NOISE_PROJECTS: readonly NoiseProject[] = [...FIRST_PROJECTS, ...withLists(DATA.MORE_PROJECTS)];
/** Type labels that boards use across projects: added to some noise tickets unless a task avoids them. */
export const KIND_LABELS = DATA.KIND_LABELS;

export const DROPPED_REASONS = DATA.DROPPED_REASONS;

export const PROGRESS_NOTES = DATA.PROGRESS_NOTES;

export const DONE_SUMMARIES = DATA.DONE_SUMMARIES;

export const DOC_TITLES = DATA.DOC_TITLES;
