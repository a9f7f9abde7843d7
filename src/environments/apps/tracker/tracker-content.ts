/**
 * Tracker noise content, part two: more projects (their ideas, as in `tracker-projects.ts`) and the texts every
 * project shares (type labels, notes, summaries, doc titles).
 */
import { FIRST_PROJECTS, PAGES, LANGUAGES, type NoiseProject } from './tracker-projects.ts';

export type { NoiseProject, TicketIdea } from './tracker-projects.ts';

export const NOISE_PROJECTS: readonly NoiseProject[] = [
  ...FIRST_PROJECTS,
  {
    name: 'Accessibility',
    label: 'a11y',
    milestones: ['Accessibility statement'],
    ideas: [
      {
        title: 'Accessibility: keyboard focus on the {x} page',
        each: PAGES,
        why: 'On the {x} page the focus outline disappears on links and buttons.',
        criteria: ['Visible focus on every control', 'Tab order follows the layout'],
      },
      {
        title: 'Alt texts for the illustrations',
        why: 'An audit found 96 images without alt text on the marketing site.',
        criteria: ['Every meaningful image has alt text', 'Decorative images marked as such'],
      },
      {
        title: 'Publish an accessibility statement',
        why: 'We need a statement with known limitations and a contact address.',
        criteria: ['Statement reviewed by legal', 'Linked from the footer'],
      },
      {
        title: 'Captions for the product videos',
        why: 'None of the 14 product videos has captions.',
        criteria: ['Captions for every video', 'Transcripts on the video pages'],
      },
    ],
  },
  {
    name: 'Localisation',
    label: 'l10n',
    milestones: ['Marketing site in 5 languages'],
    ideas: [
      {
        title: 'Translate the marketing site into {x}',
        each: LANGUAGES,
        why: 'Sales asked for a {x} version of the main pages before the spring campaign.',
        criteria: ['Main pages translated', 'Reviewed by a native speaker', 'Language switcher shows it'],
      },
      {
        title: 'Glossary for translators',
        why: 'Product names get translated inconsistently. A glossary would fix the most common terms.',
        criteria: ['Glossary with 50 terms', 'Shared with the translation agency'],
      },
      {
        title: 'Date and number formats per language',
        why: 'Pages show dates in US format in every language.',
        criteria: ['Formats follow the locale', 'Checked on the pricing and events pages'],
      },
    ],
  },
  {
    name: 'Sustainability report',
    label: 'sustainability',
    milestones: ['Sustainability report 2026'],
    ideas: [
      {
        title: 'Collect travel data for the sustainability report',
        why: 'We need train and flight kilometres per quarter from the travel agency.',
        criteria: ['Data for all four quarters', 'Method written down'],
      },
      {
        title: 'Office energy use per month',
        why: 'The landlord can share meter readings; ask for the last 12 months.',
        criteria: ['Readings received', 'Chart in the report draft'],
      },
      {
        title: 'Commuting survey',
        why: 'A short survey on how people get to the office, for the report.',
        criteria: ['Survey closed with over 60% answers', 'Results summarised'],
      },
      {
        title: 'Draft the sustainability report layout',
        why: 'Design a simple 12-page layout in the new brand.',
        criteria: ['Layout approved', 'Charts use the brand palette'],
      },
    ],
  },
  {
    name: 'Learning programme',
    label: 'learning',
    milestones: ['Learning budget 2027'],
    ideas: [
      {
        title: 'Mentoring programme: match the second cohort',
        why: 'Twelve people signed up as mentees; match them with mentors outside their team.',
        criteria: ['Pairs announced', 'First meetings scheduled by the pairs'],
      },
      {
        title: 'Learning budget: simplify the request form',
        why: 'The form asks for nine fields; most requests need three.',
        criteria: ['Form with at most four fields', 'Old requests still readable'],
      },
      {
        title: 'Lunch & learn schedule for the next quarter',
        why: 'Find speakers for twelve sessions, at least four from outside the company.',
        criteria: ['Twelve slots filled', 'Calendar invites sent'],
      },
      {
        title: 'Book club: pick the next three books',
        why: 'The book club votes every quarter; set up the poll.',
        criteria: ['Poll open for a week', 'Books ordered for the library shelf'],
      },
    ],
  },
  {
    name: 'Customer magazine',
    label: 'magazine',
    milestones: ['Spring issue', 'Autumn issue'],
    ideas: [
      {
        title: 'Magazine: interview with {x}',
        each: ['a long-time customer', 'our first employee', 'the founders', 'a partner agency', 'an intern'],
        why: 'The next issue needs a two-page interview with {x}; questions go to them a week ahead.',
        criteria: ['Interview recorded', 'Text approved by the interviewee', 'Photos chosen'],
      },
      {
        title: 'Magazine: print quotes from three printers',
        why: 'The print run grows to 4,000 copies; compare paper, price and delivery time.',
        criteria: ['Three quotes in the project folder', 'Printer chosen'],
      },
      {
        title: 'Magazine: mailing list clean-up',
        why: 'About a tenth of the printed copies come back as undeliverable.',
        criteria: ['Returned addresses removed', 'Opt-out link in the online edition'],
      },
      {
        title: 'Magazine: column on {x}',
        each: [
          'remote work',
          'our volunteering day',
          'the new office garden',
          'a year of the mentoring programme',
        ],
        why: 'A one-page column on {x}, written by someone outside marketing.',
        criteria: ['Author found', 'Draft edited', 'Illustration ordered'],
      },
    ],
  },
  {
    name: 'Employee survey',
    label: 'people-survey',
    milestones: ['Survey 2026 results'],
    ideas: [
      {
        title: 'Employee survey: questions on {x}',
        each: ['workload', 'growth', 'the new office', 'meetings', 'recognition', 'tools'],
        why: 'Add three questions on {x}; keep the survey under 15 minutes.',
        criteria: ['Questions reviewed by the works council', 'Tested on five people'],
      },
      {
        title: 'Employee survey: results per department',
        why: 'Department leads want their own results, but only for groups of at least five people.',
        criteria: ['Reports for every department', 'No group smaller than five shown'],
      },
      {
        title: 'Employee survey: action plan workshop',
        why: 'Plan a workshop where each team picks two actions from its results.',
        criteria: ['Workshop held', 'Actions written on the team pages'],
      },
    ],
  },
];
/** Type labels that boards use across projects: added to some noise tickets unless a task avoids them. */
export const KIND_LABELS = ['chore', 'docs', 'feature', 'content', 'design', 'research', 'bug'] as const;

export const DROPPED_REASONS = [
  'Dropped: the project was paused after the budget review.',
  'Dropped: superseded by a simpler approach agreed in the planning meeting.',
  'Dropped: the vendor ended the product, nothing left to do.',
  'Parked: no owner this year. Reopen when the project restarts.',
  'Duplicate of an older ticket, closed there.',
];

export const PROGRESS_NOTES = [
  'First draft shared in the team channel; waiting for comments until Friday.',
  'Blocked on a quote from the supplier, asked again on Monday.',
  'Half done: the remaining part needs a decision from the project lead.',
  'Paired on this; the open question is written in the project doc.',
  'Started, but the scope grew. Split the rest into a follow-up if needed.',
];

export const DONE_SUMMARIES = [
  'Done and announced in the team channel. Feedback so far is positive.',
  'Shipped. A follow-up for the small leftovers is in the project notes.',
  'Done; the checklist was reviewed by the project lead.',
  'Finished a week later than planned because of holidays, no other issues.',
];

export const DOC_TITLES = [
  'Website relaunch: project brief',
  'Office move: FAQ',
  'Hiring: interview process',
  'Brand refresh: rollout plan',
  'Wiki migration: what moves where',
  'Offsite planning notes',
  'Design system: contribution guide',
  'Learning budget: how to request',
];
