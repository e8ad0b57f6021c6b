import {
  COLLABORATION_TYPES,
  LOCATION_PREFERENCES,
  ROLE_SLUGS,
  type RoleSlug,
  STAGE_PREFERENCES,
} from '@ibh/contract';

/** One demo person: enough for profile pages, the finder's ranking and its reasons to look real. */
export interface DemoPerson {
  name: string;
  role: RoleSlug;
  country: string;
  city: string;
  profession: string;
  tagline: string;
  skills: { skill: string; level: number }[];
  lookingFor: string[];
  wants: string[];
  collab: (typeof COLLABORATION_TYPES)[number];
  hours: number;
  stage: (typeof STAGE_PREFERENCES)[number];
  location: (typeof LOCATION_PREFERENCES)[number];
  industries: string[];
  hidden: boolean;
  badges: string[];
}

/**
 * About thirty people across the geo lists, roles, professions and preferences, one per line:
 * name | role | country/city | profession | tagline | skill:level, … | looking for roles | wanted skills
 * | collaboration hours stage location | industries | flags (private, badge=Name)
 */
const TABLE = `
Arjun Mehta | professional | India/Bengaluru | Engineer | Full-stack engineer who ships MVPs in weeks | React:5, Node.js:5, PostgreSQL:4, TypeScript:4 | Founder, Product Manager | Marketing, Sales | Part-time 20 MVP Remote | SaaS, Fintech | badge=Early Adopter
Maya Chen | professional | United States/San Francisco | Engineer | Backend and infra, ex-payments | Node.js:5, Go:4, AWS:4, React:3 | Founder | Sales | Part-time 15 MVP Remote | Fintech | badge=Top Contributor
Rahul Verma | professional | India/Pune | Engineer | Mobile apps for the next billion users | React Native:5, React:4, Firebase:4 | Designer | Product strategy | Full-time 40 MVP Hybrid | Consumer, Edtech |
Sofia Rossi | professional | Spain/Barcelona | Designer | Product designer, design systems and research | Figma:5, User research:4, Prototyping:4 | Engineer | React | Part-time 15 Idea Remote | Healthtech, Consumer | badge=Design Mentor
Kenji Watanabe | professional | Japan/Tokyo | Engineer | ML engineer turning research into products | Python:5, Machine learning:5, PyTorch:4 | Founder, Sales | Fundraising | Advisory 5 Traction Remote | AI, Healthtech |
Amara Okeke | idea_owner | Nigeria/Lagos | Founder | Building cash-flow tools for market traders | Operations:4, Sales:4 | Engineer, Designer | React, Node.js, Figma | Full-time 45 MVP Hybrid | Fintech | badge=Early Adopter
Lukas Becker | professional | Germany/Berlin | Product Manager | PM for B2B SaaS, zero to one | Product strategy:5, Roadmapping:4, SQL:3 | Engineer | TypeScript | Part-time 20 Traction Remote | SaaS |
Chloé Martin | professional | France/Paris | Marketer | Growth marketer, content and SEO | SEO:5, Content marketing:4, Analytics:4 | Founder | Product strategy | Contract 10 Traction Remote | Consumer, Media |
Daniel Kim | funder | United States/New York | Finance | Angel investor in pre-seed fintech | Fundraising:5, Financial modelling:5 | Founder | | Advisory 4 Fundraising Remote | Fintech, SaaS | badge=Verified Investor
Grace Wanjiru | idea_owner | Kenya/Nairobi | Founder | Telehealth for rural clinics | Healthcare operations:5, Partnerships:4 | Engineer, Product Manager | React, Python | Part-time 25 Idea Remote | Healthtech |
Oliver Smith | mentor | United Kingdom/London | Founder | Two exits; mentoring first-time founders | Fundraising:5, Hiring:4, Sales:4 | Founder | | Mentorship 3 Scaling Remote | SaaS, Marketplaces | badge=Top Mentor
Ana Souza | professional | Brazil/São Paulo | Engineer | Frontend engineer who loves accessibility | React:5, TypeScript:5, Accessibility:4 | Designer | Figma | Part-time 20 MVP Remote | Edtech |
Ethan Brown | professional | Canada/Toronto | Sales | B2B sales, first 100 customers | Sales:5, Negotiation:4, CRM:3 | Engineer | Node.js | Part-time 15 Traction Hybrid | SaaS |
Priyanka Iyer | idea_owner | India/Chennai | Founder | Vernacular learning app for kids | Teaching:5, Content:4 | Engineer, Designer | React Native, Figma | Full-time 40 MVP On-site | Edtech |
Wei Ling Tan | professional | Singapore/Singapore | Ops | Operations lead for marketplaces | Operations:5, Logistics:4 | Founder | Python | Contract 20 Scaling Hybrid | Marketplaces, Logistics |
Omar Haddad | supporter | UAE/Dubai | Other | Community builder and early tester | Community:4, Events:3 | | | Part-time 5 Idea Remote | Consumer | badge=Community Builder
Siti Rahma | professional | Indonesia/Jakarta | Designer | Brand and UI for consumer apps | Branding:5, Figma:4, Illustration:3 | Founder | | Contract 10 MVP Remote | Consumer |
Miguel Santos | professional | Philippines/Manila | Engineer | Data engineer, pipelines and dashboards | Python:5, SQL:5, dbt:4 | Founder | Sales | Part-time 20 Traction Remote | Fintech, Logistics |
Hannah Müller | professional | Germany/Munich | Finance | Fractional CFO for seed-stage startups | Financial modelling:5, Fundraising:4 | Founder | | Advisory 5 Fundraising Remote | SaaS |
Jack Wilson | idea_owner | Australia/Sydney | Founder | Carbon accounting for small businesses | Sustainability:5, Sales:3 | Engineer | Node.js, PostgreSQL | Full-time 40 Idea Hybrid | Climate |
Isabella García | student | Spain/Madrid | Engineer | CS student looking for a first startup | JavaScript:3, React:3, Python:2 | Founder | | Part-time 15 Idea Remote | Edtech |
Noah Johnson | professional | United States/Austin | Engineer | Security engineer and part-time CTO | Security:5, Go:4, Node.js:4 | Founder | Sales | Advisory 8 Traction Remote | SaaS, Fintech |
Fatima Zahra | professional | France/Lyon | Product Manager | Product for regulated industries | Compliance:5, Product strategy:4 | Engineer | React | Part-time 20 MVP Remote | Healthtech, Fintech | private
Liam O'Brien | professional | Canada/Vancouver | Marketer | Paid acquisition on a budget | Paid ads:5, Analytics:4 | Founder | | Contract 15 Traction Remote | Consumer |
Aisha Bello | idea_owner | Nigeria/Abuja | Founder | Affordable solar for small shops | Energy:4, Partnerships:4 | Engineer, Finance | IoT, Financial modelling | Part-time 20 Idea On-site | Climate, Energy |
Yuki Tanaka | professional | Japan/Osaka | Designer | Motion and interaction design | Motion design:5, Figma:4 | Founder | | Part-time 10 MVP Remote | Gaming, Consumer | private
Carlos Mendes | professional | Brazil/Recife | Engineer | Embedded and IoT prototypes | IoT:5, C++:4, Python:3 | Founder | Fundraising | Part-time 25 Idea Hybrid | Energy, Hardware |
Emily Davis | mentor | United States/Boston | Product Manager | Former VP Product, mentor | Product strategy:5, Hiring:4 | Founder | | Mentorship 2 Scaling Remote | SaaS, Healthtech | badge=Top Mentor
Vikram Singh | professional | India/Delhi | Engineer | DevOps and cloud cost cutting | Kubernetes:5, AWS:5, Node.js:3 | Founder | Sales | Contract 10 Scaling Remote | SaaS |
Zoe Taylor | professional | Australia/Melbourne | Designer | UX research for marketplaces | User research:5, Figma:4 | Engineer | React | Part-time 20 MVP Remote | Marketplaces |
`;

const list = (cell: string) =>
  cell
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function oneOf<T extends string>(options: readonly T[], value: string | undefined, line: string): T {
  const found = options.find((option) => option === value);
  if (!found) throw new Error(`demo people: '${value}' is not allowed in "${line}"`);
  return found;
}

function parse(line: string): DemoPerson {
  const cells = line.split('|').map((cell) => cell.trim());
  const [name, role, place, profession, tagline, skills, lookingFor, wants, prefs, industries, flags] = cells;
  const [country, city] = (place ?? '').split('/');
  const [collab, hours, stage, location] = (prefs ?? '').split(' ');
  if (!name || !country || !city || !profession || !tagline)
    throw new Error(`demo people: bad line "${line}"`);
  return {
    name,
    role: oneOf(ROLE_SLUGS, role, line),
    country,
    city,
    profession,
    tagline,
    skills: list(skills ?? '').map((entry) => {
      const [skill = '', level = ''] = entry.split(':');
      return { skill, level: Number(level) };
    }),
    lookingFor: list(lookingFor ?? ''),
    wants: list(wants ?? ''),
    collab: oneOf(COLLABORATION_TYPES, collab, line),
    hours: Number(hours),
    stage: oneOf(STAGE_PREFERENCES, stage, line),
    location: oneOf(LOCATION_PREFERENCES, location, line),
    industries: list(industries ?? ''),
    hidden: (flags ?? '').includes('private'),
    badges: [...(flags ?? '').matchAll(/badge=([^,]+)/g)].map((m) => (m[1] ?? '').trim()),
  };
}

export const DEMO_PEOPLE: DemoPerson[] = TABLE.trim().split('\n').map(parse);

/** name.surname@demo.test, accents dropped. */
export function demoEmail(name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return `${ascii
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@demo.test`;
}
