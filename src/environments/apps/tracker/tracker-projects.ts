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

export const PAGES = [
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
export const ROOMS = [
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
export const ROLES = [
  'product designer',
  'frontend engineer',
  'office manager',
  'data analyst',
  'content writer',
  'UX researcher',
  'recruiter',
  'video editor',
];
export const COMPONENTS = [
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
export const CITIES = ['Lisbon', 'Ghent', 'Tallinn', 'Porto', 'Leipzig', 'Valencia', 'Utrecht'];
export const LANGUAGES = [
  'Dutch',
  'French',
  'Spanish',
  'Polish',
  'Italian',
  'Portuguese',
  'Swedish',
  'Czech',
];

/** Marketing, design, office and people projects. */
export const FIRST_PROJECTS: readonly NoiseProject[] = [
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
];
