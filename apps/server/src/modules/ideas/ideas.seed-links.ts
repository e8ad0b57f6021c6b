/**
 * Who works on which demo idea and what the demo accounts saved, followed and starred, by
 * idea title and person (an email, or a demo person's name). Everyone else's likes, comments,
 * saves and follows are drawn from a seeded generator in ideas.seed.ts.
 */

export const TEAM: [idea: string, member: string][] = [
  ['HireLoop', 'Arjun Mehta'],
  ['HireLoop', 'sam@demo.test'],
  ['InterviewKit', 'Sofia Rossi'],
  ['OnboardOS', 'sam@demo.test'],
  ['OnboardOS', 'Lukas Becker'],
  ['FixNear', 'Sofia Rossi'],
  ['FixNear', 'ava@demo.test'],
  ['Feira Online', 'Zoe Taylor'],
  ['Glass Guard', 'sam@demo.test'],
  ['LedgerLite', 'Arjun Mehta'],
  ['LedgerLite', 'leo@demo.test'],
  ['ClinicLink', 'priya@demo.test'],
  ['ClinicLink', 'Rahul Verma'],
  ['Cold Chain Watch', 'Carlos Mendes'],
  ['Kathai', 'Siti Rahma'],
  ['Kathai', 'Rahul Verma'],
  ['CarbonLedger', 'Noah Johnson'],
  ['CarbonLedger', 'admin@demo.test'],
  ['ShopSun', 'Carlos Mendes'],
];

export const COLLABS: [
  idea: string,
  person: string,
  status: 'accepted' | 'pending' | 'declined',
  message: string,
][] = [
  [
    'HireLoop',
    'priya@demo.test',
    'accepted',
    'I run interview sprints for HR tools and would love to validate the screening flow.',
  ],
  ['HireLoop', 'Maya Chen', 'accepted', 'Happy to own the integrations with the job boards.'],
  ['HireLoop', 'Rahul Verma', 'pending', 'I could build the mobile app for hiring managers.'],
  ['HireLoop', 'Isabella García', 'pending', 'Student here, I would like to help with research and testing.'],
  [
    'SkillProof',
    'Ethan Brown',
    'accepted',
    'I have sold to HR buyers for years; let me help with the first ten customers.',
  ],
  ['InterviewKit', "Liam O'Brien", 'declined', 'I can run paid ads for the launch.'],
  [
    'CampusConnect',
    'Isabella García',
    'pending',
    'I can introduce you to three colleges in Madrid for a pilot.',
  ],
  ['FixNear', 'sam@demo.test', 'accepted', 'I can build the booking flow and the shop dashboard.'],
  ['FixNear', 'Miguel Santos', 'pending', 'Pricing data for repairs is something I can help model.'],
  [
    'BikeFix on Call',
    'priya@demo.test',
    'pending',
    'I would like to run five rider interviews before you build.',
  ],
  [
    'Second Life Electronics',
    'Chloé Martin',
    'accepted',
    'Content and SEO for refurbished phones is my sweet spot.',
  ],
  ['Ajo Circle', 'ava@demo.test', 'accepted', 'I built group payouts before and can help with the product.'],
  ['LedgerLite', 'priya@demo.test', 'accepted', 'Let us validate the weekly summary with twenty traders.'],
  [
    'Bulk Buy Club',
    'Wei Ling Tan',
    'pending',
    'I ran marketplace operations in Singapore; happy to advise on logistics.',
  ],
  ['ClinicLink', 'Fatima Zahra', 'accepted', 'I can help with the compliance side of telehealth.'],
  ['Maternal Check', 'Fatima Zahra', 'accepted', 'Regulated health messaging is what I do.'],
  ['Kathai', 'Ana Souza', 'accepted', 'Accessibility for young readers matters; I can lead the frontend.'],
  ['Kathai', 'Emily Davis', 'pending', 'Happy to mentor on product and hiring.'],
  ['CarbonLedger', 'Hannah Müller', 'accepted', 'I can shape the finance integrations and the pricing.'],
  [
    'CarbonLedger',
    'leo@demo.test',
    'accepted',
    'Repair shops are small businesses too; I can bring pilot customers.',
  ],
  ['ShopSun', 'Wei Ling Tan', 'accepted', 'Field operations for installations is something I can run.'],
  ['Solar Installer Academy', 'sam@demo.test', 'pending', 'I can build the course platform.'],
];

/** Team invites still waiting for an answer. */
export const TEAM_INVITES: [idea: string, invitee: string, message: string][] = [
  ['InterviewKit', 'priya@demo.test', 'Would you join the team to run our interview sprints?'],
  ['Oficina Digital', 'sam@demo.test', 'We need someone to own the tablet app. Interested?'],
];

export const SAVES: [person: string, ideas: string[]][] = [
  ['ava@demo.test', ['Kathai', 'ClinicLink', 'ShopSun', 'LedgerLite', 'OnboardOS']],
  ['leo@demo.test', ['HireLoop', 'Offset Verify', 'Bulk Buy Club']],
  ['priya@demo.test', ['CarbonLedger', 'StockCredit', 'FixNear']],
  ['sam@demo.test', ['ShopSun', 'Kathai', 'SkillProof']],
  ['admin@demo.test', ['Kathai', 'ClinicLink']],
];

export const IDEA_FOLLOWS: [person: string, ideas: string[]][] = [
  ['ava@demo.test', ['CarbonLedger', 'FixNear', 'Cold Chain Watch']],
  ['leo@demo.test', ['LedgerLite', 'Kathai']],
  ['priya@demo.test', ['HireLoop', 'ClinicLink', 'Maternal Check']],
  ['sam@demo.test', ['FixNear', 'HireLoop']],
  ['admin@demo.test', ['ShopSun', 'CarbonLedger']],
];

export const FAVOURITES: [person: string, ideas: string[]][] = [
  ['ava@demo.test', ['HireLoop', 'FixNear']],
  ['leo@demo.test', ['FixNear']],
  ['priya@demo.test', ['ClinicLink']],
  ['sam@demo.test', ['HireLoop']],
];

/** Follows between people the profiles seeder does not add (skipped when already there). */
export const PEOPLE_FOLLOWS: [follower: string, following: string][] = [
  ['sam@demo.test', 'ava@demo.test'],
  ['sam@demo.test', 'leo@demo.test'],
  ['admin@demo.test', 'priya@demo.test'],
  ['priya@demo.test', 'ava@demo.test'],
  ['leo@demo.test', 'Amara Okeke'],
];

/** Workspace chat and tasks of the busiest ideas: [sender or assignee, text]. */
export const WORKSPACES: {
  idea: string;
  messages: [sender: string, body: string][];
  tasks: [assignee: string | null, title: string, status: 'todo' | 'doing' | 'done'][];
}[] = [
  {
    idea: 'HireLoop',
    messages: [
      ['ava@demo.test', 'Welcome aboard! First goal: ten founder interviews by Friday.'],
      ['priya@demo.test', 'I drafted the interview script, it is in the files tab.'],
      ['Arjun Mehta', 'Job post generator works end to end on staging.'],
      ['sam@demo.test', 'Calendar booking is next; Google first, Outlook after.'],
      ['ava@demo.test', 'Great. Three design partners said yes to a pilot.'],
    ],
    tasks: [
      ['priya@demo.test', 'Run ten founder interviews', 'doing'],
      ['Arjun Mehta', 'Job post generator', 'done'],
      ['sam@demo.test', 'Interview booking with Google Calendar', 'todo'],
      [null, 'Pricing page draft', 'todo'],
    ],
  },
  {
    idea: 'FixNear',
    messages: [
      ['leo@demo.test', 'Twelve shops in Pinheiros signed up for the pilot.'],
      ['Sofia Rossi', 'New booking flow mockups are ready for review.'],
      ['sam@demo.test', 'Shop dashboard shows today’s bookings now.'],
      ['ava@demo.test', 'Happy to help with the hiring of the first ops person.'],
    ],
    tasks: [
      ['Sofia Rossi', 'Booking flow mockups', 'done'],
      ['sam@demo.test', 'Shop dashboard', 'doing'],
      ['leo@demo.test', 'Sign twenty more shops', 'todo'],
    ],
  },
  {
    idea: 'ClinicLink',
    messages: [
      ['grace.wanjiru@demo.test', 'The clinic in Nyeri can start next month.'],
      ['priya@demo.test', 'Validation sprint plan is ready: nurses first, then doctors.'],
      ['Rahul Verma', 'Video falls back to audio under 100 kbps now.'],
    ],
    tasks: [
      ['priya@demo.test', 'Nurse interviews', 'doing'],
      ['Rahul Verma', 'Low-bandwidth video fallback', 'done'],
    ],
  },
  {
    idea: 'LedgerLite',
    messages: [
      ['amara.okeke@demo.test', 'Forty traders in Balogun are logging sales daily.'],
      ['leo@demo.test', 'The weekly summary PDF looks great on a phone.'],
    ],
    tasks: [
      ['Arjun Mehta', 'Parse voice notes into sales', 'todo'],
      ['leo@demo.test', 'Bank-ready summary format', 'done'],
    ],
  },
];

/** Comments anyone might leave on an idea, and replies. */
export const COMMENTS = [
  'Who pays on day one: the business or the end user?',
  'Have you talked to ten potential customers yet? Happy to share my interview script.',
  'Love this. The problem is real; I saw it every week in my last job.',
  'How is this different from what people already do with spreadsheets and WhatsApp?',
  'The one-liner is clear. I would lead with the time saved in the pitch.',
  'What does the first version do, and what does it deliberately not do?',
  'I would pay for this. Let me know when there is a pilot.',
  'Distribution is the hard part here. Which channel do you test first?',
  'Regulation could be a moat or a wall here; worth checking early.',
  'Could this start as a service before it becomes software?',
  'The numbers work if retention holds past month three. Any early data?',
  'There is a similar tool in Europe; worth looking at how they priced it.',
  'Following. I know two people who would want to try this.',
  'What would make someone switch from their current habit on day one?',
  'A landing page test would tell you a lot in a week.',
  'Great stage to look for a co-founder. What skills are you missing most?',
] as const;

export const REPLIES = [
  'Thanks! We have done six interviews so far, aiming for fifteen.',
  'Good question. Businesses pay; users get it free.',
  'Fair point, adding it to the list for the next sprint.',
  'We are testing WhatsApp groups first, then partnerships.',
  'Agreed. Would you be up for a quick call next week?',
  'Yes, a concierge version is running with three customers.',
  'Early numbers look promising; more after the pilot.',
  'Noted, we will look at their pricing.',
] as const;
