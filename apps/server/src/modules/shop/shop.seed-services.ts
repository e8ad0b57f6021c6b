import type { ServiceCategory } from '@ibh/contract';

/** One demo service: seller (email), category, title, ETA, what you get, and packages [$, days, revisions]. */
export interface DemoService {
  seller: string;
  category: ServiceCategory;
  title: string;
  description: string;
  deliverables: string[];
  etaDays: number;
  packages: [number, number, number][];
  /** Left as a draft (the seller's dashboard shows one). */
  draft?: boolean;
}

const s = (
  seller: string,
  category: ServiceCategory,
  title: string,
  etaDays: number,
  packages: [number, number, number][],
  description: string,
  deliverables: string[],
  draft = false,
): DemoService => ({ seller, category, title, etaDays, packages, description, deliverables, draft });

/**
 * About twenty-five services across the seven categories (prices at or above each floor of 0010),
 * from verified professionals, plus Sam's (not verified: hidden from buyers) and one draft.
 */
export const DEMO_SERVICES: DemoService[] = [
  s(
    'priya@demo.test',
    'validate',
    'Customer discovery interview sprint',
    7,
    [
      [150, 7, 1],
      [290, 10, 2],
      [490, 14, 2],
    ],
    'Ten structured interviews with your target customers, synthesised into a clear go / no-go signal.',
    ['Interview guide', '10 recorded interviews', 'Synthesis report'],
  ),
  s(
    'priya@demo.test',
    'pitch',
    'Investor pitch deck review',
    3,
    [
      [120, 3, 1],
      [240, 5, 2],
    ],
    'A line-by-line review of your deck with the questions investors will ask.',
    ['Annotated deck', 'Top 10 fixes', '30-minute call'],
  ),
  s(
    'priya@demo.test',
    'consulting',
    'Go-to-market strategy session',
    2,
    [[180, 2, 0]],
    'Two hours to pick your first market, channel and pricing test.',
    ['Session recording', 'One-page GTM plan'],
  ),
  s(
    'arjun.mehta@demo.test',
    'mvp',
    'Web MVP in four weeks',
    28,
    [
      [2500, 28, 1],
      [4500, 35, 2],
      [7500, 42, 2],
    ],
    'A production-ready React and Node.js MVP with sign-in, payments and an admin page.',
    ['Deployed web app', 'Source code', 'Handover session'],
  ),
  s(
    'arjun.mehta@demo.test',
    'development',
    'Stripe payments integration',
    5,
    [
      [600, 5, 1],
      [950, 7, 2],
    ],
    'Checkout, subscriptions and webhooks wired into your existing app.',
    ['Working checkout', 'Webhook handlers', 'Test plan'],
  ),
  s(
    'maya.chen@demo.test',
    'development',
    'Backend API and database design',
    10,
    [
      [900, 10, 1],
      [1600, 14, 2],
      [2800, 21, 2],
    ],
    'A scalable API and PostgreSQL schema for your product, documented and tested.',
    ['API design', 'Database schema', 'Load test results'],
  ),
  s(
    'maya.chen@demo.test',
    'consulting',
    'Cloud cost and infrastructure review',
    4,
    [
      [250, 4, 1],
      [450, 6, 1],
    ],
    'Find the waste in your cloud bill and the risks in your setup.',
    ['Cost report', 'Risk list', 'Action plan'],
  ),
  s(
    'maya.chen@demo.test',
    'mvp',
    'Prototype to production hardening',
    14,
    [
      [1200, 14, 1],
      [2200, 21, 2],
    ],
    'Turn a hackathon prototype into something you can put in front of paying users.',
    ['Code review', 'Fixes merged', 'Monitoring set up'],
  ),
  s(
    'sofia.rossi@demo.test',
    'design',
    'Product design sprint',
    5,
    [
      [400, 5, 1],
      [750, 7, 2],
      [1200, 10, 2],
    ],
    'Map, sketch, decide, prototype and test a key flow of your product in five days.',
    ['Clickable prototype', 'User test notes', 'Design decisions'],
  ),
  s(
    'sofia.rossi@demo.test',
    'validate',
    'Usability test of your landing page',
    4,
    [
      [120, 4, 1],
      [220, 6, 2],
    ],
    'Five users try your landing page while thinking aloud; you get what confused them.',
    ['5 session videos', 'Findings report'],
  ),
  s(
    'sofia.rossi@demo.test',
    'design',
    'Design system starter kit',
    12,
    [
      [800, 12, 2],
      [1400, 18, 2],
    ],
    'Colours, type, spacing and twenty core components in Figma, ready for developers.',
    ['Figma library', 'Usage guide'],
  ),
  s(
    'chloe.martin@demo.test',
    'marketing',
    'SEO content plan',
    6,
    [
      [250, 6, 1],
      [450, 9, 2],
      [800, 14, 2],
    ],
    'Keyword research and a three-month content calendar that brings in organic traffic.',
    ['Keyword map', 'Content calendar', '3 article briefs'],
  ),
  s(
    'chloe.martin@demo.test',
    'marketing',
    'Launch email sequence',
    4,
    [
      [180, 4, 1],
      [320, 6, 2],
    ],
    'A five-email sequence that turns sign-ups into active users.',
    ['5 emails', 'Subject line tests'],
  ),
  s(
    'chloe.martin@demo.test',
    'validate',
    'Smoke test landing page',
    5,
    [
      [200, 5, 1],
      [380, 7, 2],
    ],
    'A landing page and ad test that measures real demand before you build.',
    ['Landing page', 'Ad campaign', 'Demand report'],
  ),
  s(
    'lukas.becker@demo.test',
    'pitch',
    'Pitch narrative workshop',
    3,
    [
      [200, 3, 1],
      [350, 5, 2],
    ],
    'Find the story of your company and rebuild your deck around it.',
    ['Narrative outline', 'Reworked deck'],
  ),
  s(
    'lukas.becker@demo.test',
    'consulting',
    'Product roadmap for B2B SaaS',
    5,
    [
      [300, 5, 1],
      [520, 8, 2],
      [900, 12, 2],
    ],
    'Prioritise what to build next from customer evidence, not opinions.',
    ['Roadmap', 'Prioritisation sheet', 'Stakeholder deck'],
  ),
  s(
    'lukas.becker@demo.test',
    'validate',
    'Pricing validation study',
    10,
    [
      [350, 10, 1],
      [600, 14, 2],
    ],
    'Van Westendorp and interviews to find what customers will pay.',
    ['Survey', 'Price range', 'Recommendation'],
  ),
  s(
    'siti.rahma@demo.test',
    'design',
    'Brand identity for consumer apps',
    9,
    [
      [350, 9, 2],
      [650, 12, 2],
      [1100, 16, 2],
    ],
    'A logo, colours and type that make your app stand out in the store.',
    ['Logo files', 'Brand guide', 'App icon'],
  ),
  s(
    'siti.rahma@demo.test',
    'design',
    'App store screenshots',
    3,
    [[150, 3, 1]],
    'Eight store screenshots that explain your app at a glance.',
    ['8 screenshots', 'Source files'],
  ),
  s(
    'liam.o.brien@demo.test',
    'marketing',
    'Paid ads on a budget',
    7,
    [
      [300, 7, 1],
      [550, 10, 2],
      [900, 14, 2],
    ],
    'Set up and run your first Meta and Google campaigns without wasting money.',
    ['Campaign setup', 'Creative set', 'Weekly report'],
  ),
  s(
    'liam.o.brien@demo.test',
    'marketing',
    'Growth experiment backlog',
    2,
    [[150, 2, 1]],
    'Twenty prioritised growth experiments for your next quarter.',
    ['Experiment backlog', 'ICE scores'],
  ),
  s(
    'hannah.muller@demo.test',
    'pitch',
    'Financial model for your raise',
    6,
    [
      [400, 6, 1],
      [700, 9, 2],
    ],
    'A three-statement model investors trust, with the assumptions spelled out.',
    ['Financial model', 'Assumptions sheet'],
  ),
  s(
    'hannah.muller@demo.test',
    'consulting',
    'Fractional CFO month',
    30,
    [
      [1500, 30, 2],
      [2600, 30, 2],
      [4000, 30, 2],
    ],
    'A month of finance leadership: runway, reporting and fundraising support.',
    ['Monthly report', 'Runway plan', 'Board pack'],
  ),
  s(
    'zoe.taylor@demo.test',
    'validate',
    'Marketplace UX research',
    8,
    [
      [260, 8, 1],
      [480, 12, 2],
    ],
    'Research with both sides of your marketplace to find where trust breaks.',
    ['Research plan', 'Interview notes', 'Insights deck'],
  ),
  s(
    'zoe.taylor@demo.test',
    'development',
    'Accessibility audit and fixes',
    6,
    [
      [550, 6, 1],
      [900, 9, 2],
    ],
    'WCAG 2.2 audit of your web app with the fixes for the top issues.',
    ['Audit report', 'Fixes merged'],
  ),
  s(
    'sam@demo.test',
    'mvp',
    'No-code MVP in a week',
    7,
    [
      [600, 7, 1],
      [900, 10, 2],
    ],
    'A Bubble or Glide MVP to test your idea with real users.',
    ['Working app', 'Walkthrough video'],
  ),
  s(
    'arjun.mehta@demo.test',
    'development',
    'Mobile app API (draft)',
    12,
    [[800, 12, 1]],
    'A draft service Arjun is still preparing.',
    ['API'],
    true,
  ),
];
