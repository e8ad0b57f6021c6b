import { type DemoService, demoService } from './shop.seed-service.ts';
import { MORE_DEMO_SERVICES } from './shop.seed-services-more.ts';

export type { DemoService } from './shop.seed-service.ts';

/**
 * About twenty-five services across the seven categories (prices at or above each floor of 0010),
 * from verified professionals, plus Sam's (not verified: hidden from buyers) and one draft.
 */
export const DEMO_SERVICES: DemoService[] = [
  demoService(
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
  demoService(
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
  demoService(
    'priya@demo.test',
    'consulting',
    'Go-to-market strategy session',
    2,
    [[180, 2, 0]],
    'Two hours to pick your first market, channel and pricing test.',
    ['Session recording', 'One-page GTM plan'],
  ),
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  demoService(
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
  ...MORE_DEMO_SERVICES,
];
