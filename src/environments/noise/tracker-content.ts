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

const PAGES = [
  'pricing',
  'about us',
  'careers',
  'customer stories',
  'partners',
  'press',
  'contact',
  'team',
  'events',
  'blog index',
  'newsroom',
  'legal notice',
];
const ROOMS = [
  'Harbour',
  'Attic',
  'Atrium',
  'Library',
  'Greenhouse',
  'Lookout',
  'Orchard',
  'Boathouse',
  'Loft',
];
const ROLES = [
  'product designer',
  'frontend engineer',
  'office manager',
  'data analyst',
  'content writer',
  'UX researcher',
  'recruiter',
  'video editor',
];
const COMPONENTS = [
  'button',
  'date picker',
  'modal',
  'tabs',
  'toast',
  'select',
  'tooltip',
  'avatar',
  'breadcrumb',
  'accordion',
  'pagination',
  'progress bar',
  'radio group',
  'text area',
];
const CITIES = ['Lisbon', 'Ghent', 'Tallinn', 'Porto', 'Leipzig', 'Valencia', 'Utrecht'];
const LANGUAGES = ['Dutch', 'French', 'Spanish', 'Polish', 'Italian', 'Portuguese', 'Swedish', 'Czech'];

export const NOISE_PROJECTS: readonly NoiseProject[] = [
  {
    name: 'Website relaunch',
    label: 'website',
    milestones: ['Website v3 beta', 'Website v3 launch'],
    ideas: [
      {
        title: 'Rewrite the {x} page for the new site',
        each: PAGES,
        why: 'The {x} page still has the copy from the old site and does not match the new tone of voice guide.',
        criteria: [
          'Copy approved by marketing',
          'Page built from the new section blocks',
          'Old URL redirects',
        ],
      },
      {
        title: 'Hero image for the {x} page',
        each: PAGES,
        why: 'We need a hero image in the new illustration style; stock photos are out.',
        criteria: ['Illustration delivered in 2x and 1x', 'Alt text written', 'Image under 200 kB'],
      },
      {
        title: 'Set up redirects from the old site map',
        why: 'Around 340 old URLs still get search traffic. Map each one to its new page before launch.',
        criteria: ['Redirect map reviewed', 'No redirect chains', 'Search console shows no new 404s'],
      },
      {
        title: 'Cookie banner with the new consent categories',
        why: 'The consent categories changed with the relaunch; the banner must offer them one by one.',
        criteria: ['Categories match the privacy page', 'Choice remembered for 6 months'],
      },
      {
        title: 'Move blog posts to the new CMS',
        why: 'About 180 posts live in the old CMS. Authors, tags and publish dates must survive the move.',
        criteria: ['All posts imported', 'Author pages list their posts', 'Publish dates unchanged'],
      },
      {
        title: 'Page speed budget for the landing pages',
        why: 'Landing pages load 3.1 MB on average. Agree a budget and trim fonts and images to fit it.',
        criteria: ['Budget written down in the site README', 'Largest contentful paint under 2.5 s'],
      },
      {
        title: 'Newsletter sign-up form in the site footer',
        why: 'Marketing wants the sign-up on every page, not just the blog.',
        criteria: ['Double opt-in kept', 'Form works without JavaScript'],
      },
    ],
  },
  {
    name: 'Design system',
    label: 'design-system',
    milestones: ['Design system 2.0'],
    ideas: [
      {
        title: 'Design system: {x} component in the new tokens',
        each: COMPONENTS,
        why: 'The {x} still uses hard-coded colours. Rebuild it on the colour and spacing tokens.',
        criteria: ['Uses tokens only', 'Storybook story with all states', 'Dark mode checked'],
      },
      {
        title: 'Document the spacing scale',
        why: 'People keep inventing spacings such as 13 px. The scale needs a page with examples.',
        criteria: ['Page in the design system docs', 'Do and do-not examples'],
      },
      {
        title: 'Icon set: replace the outlined icons',
        why: 'The outlined icons look thin next to the new type; switch to the rounded set.',
        criteria: ['All 212 icons swapped', 'Icon names unchanged', 'Figma library published'],
      },
      {
        title: 'Dark mode colour review',
        why: 'Some greys fail contrast in dark mode. Review the palette with the brand team.',
        criteria: ['Every text colour meets 4.5:1', 'Palette change logged in the changelog'],
      },
      {
        title: 'Figma library clean-up',
        why: 'The shared library has 40 detached or duplicated components that confuse new designers.',
        criteria: ['Duplicates merged', 'Deprecated components moved to an archive page'],
      },
    ],
  },
  {
    name: 'Office move',
    label: 'office-move',
    milestones: ['Move to the 4th floor'],
    ideas: [
      {
        title: 'Screen and camera for meeting room {x}',
        each: ROOMS,
        why: 'Room {x} on the new floor has no screen yet. Order one with a camera bar for hybrid calls.',
        criteria: [
          'Screen mounted',
          'Camera bar works with the video call app',
          'Room booking panel shows it',
        ],
      },
      {
        title: 'Desk plan for the new floor',
        why: 'Teams want to sit together. Draft a plan with 60 desks, 8 of them bookable.',
        criteria: ['Plan shared with team leads', 'Feedback round done', 'Final plan on the intranet'],
      },
      {
        title: 'Lockers for people without a fixed desk',
        why: 'Hot-desking needs somewhere to leave a bag overnight.',
        criteria: ['24 lockers installed', 'Key or code scheme decided'],
      },
      {
        title: 'Signage and wayfinding on the 4th floor',
        why: 'Visitors get lost between reception and the meeting rooms.',
        criteria: ['Room names on the doors', 'Floor map next to the lift'],
      },
      {
        title: 'Plants and acoustic panels for the open area',
        why: 'The open area echoes. An acoustic consultant suggested panels and large plants.',
        criteria: ['Quote approved', 'Panels fitted', 'Plant care contract signed'],
      },
      {
        title: 'Kitchen: second dishwasher and a bigger fridge',
        why: 'One dishwasher is not enough for 60 people; the fridge is full by 10:00.',
        criteria: ['Appliances delivered', 'Cleaning rota updated'],
      },
    ],
  },
  {
    name: 'Hiring',
    label: 'hiring',
    milestones: ['Hiring plan H2'],
    ideas: [
      {
        title: 'Job ad for a {x}',
        each: ROLES,
        why: 'Headcount for a {x} was approved. The ad needs the salary band and the interview steps.',
        criteria: [
          'Ad reviewed by the hiring manager',
          'Salary band included',
          'Published on the careers page',
        ],
      },
      {
        title: 'Interview kit for the {x} role',
        each: ROLES,
        why: 'Interviewers ask different questions each time. Write a kit with a scoring guide.',
        criteria: ['Questions per stage', 'Scoring guide with examples', 'Kit in the hiring folder'],
      },
      {
        title: 'Careers page: add photos of the new office',
        why: 'Candidates ask what the office looks like; the page still shows the old building.',
        criteria: ['At least 6 photos', 'People in photos gave consent'],
      },
      {
        title: 'Referral bonus: update the policy page',
        why: 'The referral bonus changed in September and the page still has the old amount.',
        criteria: ['New amount and conditions', 'Announced in the all-hands notes'],
      },
      {
        title: 'Onboarding buddy list for the autumn starters',
        why: 'Five people start in the next two months and each needs a buddy from another team.',
        criteria: ['Buddy per starter', 'Buddies briefed'],
      },
    ],
  },
  {
    name: 'Company events',
    label: 'events',
    milestones: ['Summer party', 'Winter offsite'],
    ideas: [
      {
        title: 'Offsite venue shortlist in {x}',
        each: CITIES,
        why: 'We look at {x} for the winter offsite: venues for 70 people with breakout rooms.',
        criteria: ['Three venues with prices', 'Travel times from the office', 'Shortlist shared'],
      },
      {
        title: 'Summer party: catering and drinks',
        why: 'Collect dietary needs and book a caterer for about 80 guests.',
        criteria: ['Dietary survey closed', 'Caterer booked', 'Vegan and gluten-free options'],
      },
      {
        title: 'Trade fair booth: artwork and furniture',
        why: 'The booth at the spring trade fair needs new walls with the refreshed brand.',
        criteria: ['Artwork sent to the printer', 'Furniture rented', 'Booth rota agreed'],
      },
      {
        title: 'Quiz night questions',
        why: 'The social committee runs a quiz night and needs six rounds of questions.',
        criteria: ['Six rounds written', 'Answers checked by someone else'],
      },
      {
        title: 'Photo consent forms for events',
        why: 'Legal asked for a consent step before we post event photos.',
        criteria: ['Form agreed with legal', 'Used at the next event'],
      },
    ],
  },
  {
    name: 'Wiki migration',
    label: 'wiki',
    milestones: ['Old wiki read-only'],
    ideas: [
      {
        title: 'Move the {x} space to the new wiki',
        each: [
          'Sales',
          'People',
          'Finance handbook',
          'Marketing',
          'Office',
          'Design',
          'Legal',
          'Partnerships',
          'Events',
        ],
        why: 'The {x} space has around 120 pages; many are outdated and can be left behind.',
        criteria: [
          'Owners picked the pages to keep',
          'Pages moved with attachments',
          'Old space marked read-only',
        ],
      },
      {
        title: 'Page templates for meeting notes and decisions',
        why: 'Everyone formats meeting notes differently. Two templates would cover most pages.',
        criteria: ['Templates published', 'Linked from the wiki home page'],
      },
      {
        title: 'Fix broken links after the wiki move',
        why: 'The link checker found 412 links to the old wiki.',
        criteria: ['Links rewritten', 'Link checker report is clean'],
      },
      {
        title: 'Search: boost the handbook pages',
        why: 'Searching for holidays finds old meeting notes before the handbook page.',
        criteria: ['Handbook pages rank first for the top 20 searches'],
      },
    ],
  },
  {
    name: 'Brand refresh',
    label: 'brand',
    milestones: ['Brand refresh rollout'],
    ideas: [
      {
        title: 'New slide template',
        why: 'The slide template still has the old logo and fonts.',
        criteria: ['Template with 12 layouts', 'Shared in the templates folder', 'Old template removed'],
      },
      {
        title: 'Email signature generator',
        why: 'Signatures vary wildly. A small generator page would give everyone the same one.',
        criteria: ['Generator page live', 'Works in the common mail clients'],
      },
      {
        title: 'Merch order: hoodies and stickers',
        why: 'New hoodies with the refreshed logo for the team and for events.',
        criteria: ['Sizes collected', 'Order placed', 'Stock kept in the office cupboard'],
      },
      {
        title: 'Logo files for partners',
        why: 'Partners ask for our logo in vector formats. Put a press kit online.',
        criteria: ['SVG, PNG and EPS versions', 'Usage rules on one page'],
      },
      {
        title: 'Update social media profile images',
        why: 'Profiles still show the old logo on three networks.',
        criteria: ['All profiles updated on the same day'],
      },
    ],
  },
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
