/** Text banks for noise mails: generic office and industry prose that no task is about. */

export const NEWSLETTER_ARTICLES = [
  {
    title: 'Why small pull requests ship faster',
    body: [
      'Teams that keep changes under a few hundred lines review them in hours rather than days. We looked at eighteen months of review data from a dozen mid-sized engineering groups and the pattern held across languages and team sizes.',
      'The effect is not only about reviewer attention. Small changes are easier to revert, easier to bisect and far less likely to collide with a colleague working in the same module. The teams with the shortest lead times also had the fewest long-lived branches.',
      'None of this means splitting work artificially. The best results came from teams that sliced features vertically, shipping a thin working path first and widening it behind a flag.',
    ],
  },
  {
    title: 'A gentle introduction to error budgets',
    body: [
      'An error budget turns a reliability target into something a team can spend. If your objective is 99.9 percent of requests served successfully over thirty days, the remaining 0.1 percent is the budget for experiments, migrations and the occasional bad deploy.',
      'The useful part is the conversation it forces. When the budget is healthy, teams can move quickly; when it is nearly spent, the same data argues for slowing down and paying off reliability debt.',
    ],
  },
  {
    title: 'Typography on screens: five habits worth keeping',
    body: [
      'Line length matters more than typeface. Somewhere between 60 and 75 characters per line keeps the eye from losing its place, whatever font you pick.',
      'Generous line height, real quotation marks and a restrained palette of weights do more for legibility than any display font. Test with real content in the real language, not placeholder text.',
      "Finally, check contrast on the dimmest screen in the office, not the designer's calibrated monitor.",
    ],
  },
  {
    title: 'What we learned running meetings without slides',
    body: [
      'For one quarter our leadership group replaced slide decks with a two-page written memo, read silently in the first ten minutes of each meeting. Discussions started at a higher level and ended sooner.',
      'Writing the memo took longer than building slides, and that was the point: gaps in the argument were obvious on paper in a way they never were in bullet points.',
      'We did keep one exception. Anything involving a chart with more than three series still gets a projector.',
    ],
  },
  {
    title: 'The quiet cost of flaky tests',
    body: [
      'A test that fails one run in fifty looks harmless until a suite has two hundred of them. At that point almost every pipeline run has a red mark, and engineers learn to press retry instead of reading the failure.',
      "The fix is cultural as much as technical: quarantine flaky tests quickly, give each one an owner and a deadline, and track the quarantine list in the team's weekly review.",
    ],
  },
  {
    title: 'Columnar storage explained with a grocery list',
    body: [
      'Row stores keep each record together, like a receipt. Column stores keep each field together, like a list of every price you paid this year. Asking "what did I spend on apples" is much faster with the second layout.',
      'That is why analytical databases favour columns: most questions touch a few fields across many rows. Compression helps too, since a column of similar values shrinks far better than a mixed row.',
      'The trade-off shows up on writes. Updating one record touches many column files, so most systems batch inserts and merge them in the background.',
    ],
  },
  {
    title: 'Remote onboarding that people remember',
    body: [
      'New colleagues who join remotely often describe their first week as a blur of video calls. The companies that do it well plan the first week around one small, real contribution rather than a tour of every team.',
      'A named buddy, a written map of who to ask about what, and a short daily check-in beat any amount of recorded welcome videos.',
    ],
  },
  {
    title: 'Caching: the two hard things, revisited',
    body: [
      'Cache invalidation earns its reputation. The safest caches are the ones whose keys include everything the value depends on, so that stale entries simply stop being asked for.',
      'When that is impossible, short lifetimes and explicit purges on write are the next best thing. Measure hit rates before and after: a cache that rarely hits only adds a failure mode.',
      'And name your cache keys as if a tired colleague will read them at three in the morning during an incident, because one day they will.',
    ],
  },
  {
    title: 'Notes from a conference on data visualisation',
    body: [
      'The most-discussed talk argued that dashboards should answer one question each. Panels that try to serve every audience end up serving none, and nobody can tell whether a number is good or bad.',
      'Another speaker showed how a single annotation, a short sentence next to the spike, changed how readers interpreted a chart more than any choice of colour.',
    ],
  },
  {
    title: 'How to write a useful incident timeline',
    body: [
      'Timelines written hours after an incident tend to smooth over the confusing parts, which are exactly the parts worth learning from. Keep a scratch log during the incident, with timestamps, and tidy it later.',
      'Record what people believed at each moment, not only what was true. Decisions make sense in the light of what was known then.',
    ],
  },
] as const;

export const THREAD_TOPICS = [
  {
    subject: 'Desk labels for the third floor move',
    lines: [
      'I have the floor plan from facilities. Are we labelling desks by team or by name this time?',
      'By team, I think. Names went out of date within a month last time.',
      'Agreed. I can print the labels on the good printer on Thursday if someone sends me the final list.',
      'Facilities says the movers come on a Friday afternoon, so anything not in a crate by 3pm stays behind.',
      'Can we keep the plants? The big one by the window has survived two reorganisations already.',
      'The plants are coming. I have asked for two trolleys.',
    ],
  },
  {
    subject: 'Coffee machine on the second floor',
    lines: [
      'The machine is showing the descaling light again. Does anyone know where the tablets are kept?',
      'Cupboard under the sink, behind the spare mugs. The manual is taped inside the door.',
      'Done. It took forty minutes and made a noise like a small jet engine, but it works.',
      'Thank you! The oat milk in the fridge is also past its date, I have replaced it.',
      'Could we put a sign-up sheet on the fridge for descaling? It always ends up with the same two people.',
    ],
  },
  {
    subject: 'Wiki theme: font choice',
    lines: [
      'The new wiki theme uses a serif for body text. Some people find it harder to read on small laptops.',
      'I like it for long pages, but I agree tables look cramped.',
      'We could keep the serif for headings only. I mocked it up, screenshots on the design channel.',
      'Headings-only looks good to me. Does anyone object before I change the default?',
      'No objection. Please keep the code blocks in the monospace font we had before.',
      'Will do. I also bumped the base size from 15 to 16 pixels.',
    ],
  },
  {
    subject: 'Winter party venue shortlist',
    lines: [
      'Three venues replied with availability: the boathouse, the old tram depot and the rooftop bar near the station.',
      'The tram depot has the most space and a cloakroom, which matters in December.',
      'The boathouse is lovely but the last ferry back is at 22:30.',
      'Depot gets my vote. Can they do a vegetarian menu that is not just pasta?',
      'They sent a sample menu, it has a mushroom wellington and a lentil stew. Looks fine.',
      'Great, I will collect a rough headcount through the social channel.',
    ],
  },
  {
    subject: 'Meeting room screens keep switching input',
    lines: [
      'The screen in the large meeting room switches to HDMI 2 every time someone plugs in a laptop.',
      'It is the auto-input setting. I turned it off on the small room screen last month.',
      'Could you do the same for the large room? I never remember which button on the remote it is.',
      'Done, and I left a note on the remote. The menu is under Settings, General, Input detection.',
      'Much better, thank you. It kept the setting after a restart too.',
    ],
  },
  {
    subject: 'Photos from the team hike',
    lines: [
      'I uploaded the photos from Saturday to the shared album. Some of the summit ones are a bit foggy.',
      'Foggy but atmospheric! The one with the goat is my new background.',
      'Is there a copy of the group photo without my eyes closed?',
      "There are four of them. One of them has everyone's eyes open, I checked.",
      'Can we do the lake route next time? My knees are still recovering.',
    ],
  },
  {
    subject: 'Bike shed access cards',
    lines: [
      'The new bike shed opens on Monday. Access works with the normal building badge.',
      'Is there a charging point for e-bikes?',
      'Two sockets at the back, first come first served. Please do not leave batteries charging overnight.',
      'The old shed will be locked from next week, so take anything you left there.',
      'There is a blue bike with two flat tyres that nobody has claimed since spring.',
    ],
  },
  {
    subject: 'Shared calendar colours',
    lines: [
      'Could we agree on colours in the shared team calendar? Right now everything is blue.',
      'Green for out of office, orange for travel, grey for focus time?',
      'Works for me. Purple for anything social.',
      'I updated the legend on the team page. It only affects new events unless you recolour old ones.',
    ],
  },
] as const;

export const SOCIAL = [
  {
    subject: 'Book club: next pick and date',
    body: 'Hello readers,\n\nThanks to everyone who came last time, it was our best-attended session yet. The vote for the next book is in: we are reading "The Lighthouse Keeper\'s Almanac", about 280 pages, so there is plenty of time.\n\nWe will meet in the kitchen corner after work as usual, with tea and whatever biscuits survive the afternoon. New members are always welcome, you do not need to have finished the book.\n\nHappy reading!',
  },
  {
    subject: 'Friday office lunch: curry or tacos?',
    body: 'Hi all,\n\nIt is that time of the month again. Reply to the poll in the social channel with your preference, the option with most votes by Thursday noon wins. Dietary notes welcome as always.\n\nLast time we had leftovers for two days, so I will order a little less.',
  },
  {
    subject: 'Running group: new route along the canal',
    body: 'Hi runners,\n\nWe tried the canal route last week and it is flat, quiet and about 6.5 km from the office and back. We leave from reception at 12:15 on Tuesdays and Thursdays, all paces welcome, nobody gets left behind.\n\nShowers on the ground floor are working again.',
  },
  {
    subject: 'Bake sale for the animal shelter',
    body: 'Dear colleagues,\n\nThe bake sale raised more than we expected, thank you to every baker and every buyer. The lemon drizzle sold out in eleven minutes, which may be a record.\n\nThe shelter sent a thank-you card with a photo of the new kennels, it is pinned by the coffee machine.',
  },
  {
    subject: 'Quiz night team sign-up',
    body: 'Hi everyone,\n\nThe pub quiz is back. Teams of up to six, sign up on the sheet by the lifts. The theme of the picture round is "famous bridges", so maybe brush up.\n\nThe winning team gets the trophy (a slightly chipped teapot) for a year.',
  },
  {
    subject: 'Plant swap on Wednesday',
    body: 'Hello green thumbs,\n\nBring a cutting, take a cutting. We will set up tables in the atrium at lunchtime. Labels and small pots provided. Please do not bring anything with bugs, we are still recovering from the fungus gnat incident.',
  },
  {
    subject: 'Choir rehearsal moved to the atrium',
    body: 'Hi singers,\n\nThe usual room is booked for a workshop, so this week we rehearse in the atrium. The acoustics are surprisingly good. Sheet music for the winter programme is in the shared folder.',
  },
] as const;

/** `project`, `run` (a pipeline number) and `when` (a day after the mail, such as "Sat 24 Oct") fill the templates. */
interface NotificationFacts {
  project: string;
  run: number;
  when: string;
  month: string;
}

export const NOTIFICATIONS: Array<{
  sender: string;
  address: string;
  subject: (facts: NotificationFacts) => string;
  body: (facts: NotificationFacts) => string;
}> = [
  {
    sender: 'CI',
    address: 'ci@builds',
    subject: ({ project, run }) => `[${project}] Pipeline #${run} passed on main`,
    body: ({ project, run }) =>
      `Pipeline #${run} for ${project} finished successfully.\n\nStages: lint ✓  build ✓  unit tests ✓  package ✓\nDuration: ${3 + (run % 9)} min ${(run * 7) % 60} s\n\nNo action is needed. You receive this mail because you watch ${project}.`,
  },
  {
    sender: 'Docs',
    address: 'no-reply@docs',
    subject: ({ project }) => `New comment on "${project} style guide"`,
    body: ({ project }) =>
      `Someone replied in a comment thread on "${project} style guide":\n\n  "Agreed, let's keep sentence case for headings."\n\nOpen the document to see the whole thread. You can change how often you receive these notifications in your settings.`,
  },
  {
    sender: 'People Portal',
    address: 'portal@hr',
    subject: ({ month }) => `Your ${month} payslip is available`,
    body: ({ month }) =>
      `Hello,\n\nYour payslip for ${month} is now available in the People Portal. For your security, payslips are never sent as attachments.\n\nThis is an automated message; replies are not read.`,
  },
  {
    sender: 'Parking',
    address: 'parking@facilities',
    subject: ({ when }) => `Garage level -2 closed for cleaning on ${when}`,
    body: ({ when }) =>
      `Dear colleagues,\n\nLevel -2 of the garage will be closed for its cleaning on ${when} from 06:00 to 14:00. Please use level -1 or the visitor spaces. Vehicles left on -2 may be moved by the contractor.\n\nThank you for your understanding,\nFacilities`,
  },
  {
    sender: 'IT Service Desk',
    address: 'servicedesk@it',
    subject: ({ when }) => `Planned maintenance: wiki read-only on ${when}`,
    body: ({ when }) =>
      `Hello,\n\nThe wiki will be read-only on ${when} between 07:00 and 09:00 while we upgrade its database. Pages stay readable; edits made in that window will be refused.\n\nNo action is needed.\n\nIT Service Desk`,
  },
  {
    sender: 'IT Service Desk',
    address: 'servicedesk@it',
    subject: () => 'Reminder: restart your laptop for updates',
    body: ({ when }) =>
      `Hello,\n\nA routine operating system update was installed on your laptop. It will finish after your next restart. If you restart before ${when}, nothing else happens; otherwise the laptop will restart itself that evening.\n\nIT Service Desk`,
  },
  {
    sender: 'Security Awareness',
    address: 'awareness@security',
    subject: ({ month }) => `${month} tip: check links before you click`,
    body: () =>
      "This month's tip: hover over a link to see where it really goes before clicking it. Real internal links end in our own domain. If in doubt, forward the mail to the security team.\n\nThe full training is on the intranet; it takes about ten minutes.",
  },
  {
    sender: 'Intranet',
    address: 'news@intranet',
    subject: () => 'This week on the intranet',
    body: ({ month }) =>
      `New on the intranet this week:\n\n- Photos from the ${month} community volunteering day\n- The canteen's winter menu, with two new vegan dishes\n- A profile of the facilities team, who keep three buildings running\n- Reminder: the library corner now lends board games\n\nHave a good week!`,
  },
];

export const OUT_OF_OFFICE = [
  'Thank you for your message. I am out of the office with limited access to mail and will reply when I am back. For anything urgent, please contact the team mailbox.',
  'I am away this week and back on Monday. Your mail will not be forwarded; I will read it on my return.',
  'I am travelling for a conference this week and checking mail only occasionally. I will get back to you as soon as I can.',
] as const;

export const PROMOS = [
  'This season only: save 20% on {product} with code AUTUMN20 at checkout. Free delivery on orders above 150 EUR.',
  'Our most popular {product} are back in stock, in three new colours. Order before Friday for delivery next week.',
  'Join our free webinar on getting more out of {product}: 45 minutes, live questions, recording sent to everyone who registers.',
  'Customers who bought {product} also liked our new accessories range. Browse the catalogue online.',
] as const;
