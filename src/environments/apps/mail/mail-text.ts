import { fill } from '../../noise/templates.ts';
import DATA from './mail-text.json' with { type: 'json' };
/** Text banks for noise mails: generic office and industry prose that no task is about. */

export const NEWSLETTER_ARTICLES = DATA.NEWSLETTER_ARTICLES;

export const THREAD_TOPICS = DATA.THREAD_TOPICS;

export const SOCIAL = DATA.SOCIAL;

/** `project`, `run` (a pipeline number) and `when` (a day after the mail, such as "Sat 24 Oct") fill the templates. */
export interface NotificationFacts {
  project: string;
  run: number;
  when: string;
  month: string;
}

/**
 * Automated notifications; `{project}`, `{run}`, `{when}`, `{month}` and the run's `{minutes}` and `{seconds}`
 * in their subject and body are filled from the facts (see fillNotification).
 */
export const NOTIFICATIONS: ReadonlyArray<{
  sender: string;
  address: string;
  subject: string;
  body: string;
}> = DATA.NOTIFICATIONS;

/** A notification template's text with the facts filled in. */
export function fillNotification(template: string, facts: NotificationFacts): string {
  const values: Record<string, string | number> = {
    ...facts,
    minutes: 3 + (facts.run % 9),
    seconds: (facts.run * 7) % 60,
  };
  return fill(template, values);
}

export const OUT_OF_OFFICE = DATA.OUT_OF_OFFICE;

export const PROMOS = DATA.PROMOS;
