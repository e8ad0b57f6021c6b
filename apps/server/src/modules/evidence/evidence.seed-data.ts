import type { StoredArtifact, StoredInterview } from './evidence.tables.ts';

export interface DemoVersion {
  title: string;
  summary: string;
  interviews: StoredInterview[];
  artifacts: StoredArtifact[];
}

export interface DemoEvidence {
  owner: string;
  /** Title of the owner's public idea it is created on (null: standalone); its words fit that idea. */
  idea: string | null;
  scope: 'public' | 'pro_only' | 'collaborators' | 'private';
  intent: string[];
  versions: DemoVersion[];
  /** The last version stays a draft. */
  draft?: boolean;
  linked?: boolean;
  upvotes?: string[];
  attestations?: string[];
  cosigns?: string[];
  pendingInvites?: string[];
}

const interview = (number: number, question: string, answer: string, who: string): StoredInterview => ({
  number,
  question,
  answer,
  who,
  channel: 'video call',
  learning: null,
});
const link = (url: string, name: string): StoredArtifact => ({
  type: 'link',
  url,
  uploadId: null,
  name,
  contentHash: null,
});

/** The first two hiring interviews: the first version's, carried into the second. */
const FIRST_HIRING_INTERVIEWS: StoredInterview[] = [
  interview(
    1,
    'How do you find junior hires today?',
    'Referrals and job boards; we never hear from tier-2 colleges.',
    'Founder, 12-person startup',
  ),
  interview(
    2,
    'Would you pay for interns who already did a project with you?',
    'Yes, if the project shows they can do the work.',
    'Engineering lead',
  ),
];

/**
 * Demo evidence on the README owners' ideas: versions, artifacts, signals, reviews and pending
 * invites. Each is named by its idea's title and speaks about that idea (issue 26, item 14: the
 * ideas were once taken by position, and CampusConnect ended up with clinic interviews).
 */
export const DEMO_EVIDENCE: DemoEvidence[] = [
  {
    owner: 'ava@demo.test',
    idea: 'CampusConnect',
    scope: 'public',
    intent: ['demand', 'pricing'],
    linked: true,
    upvotes: ['priya@demo.test', 'sam@demo.test'],
    attestations: ['priya@demo.test'],
    cosigns: ['maya.chen@demo.test'],
    versions: [
      {
        title: 'Ten customer interviews on willingness to pay',
        summary:
          'Seven of ten startups would pay per hire for a project-based intern; price anchor around $200.',
        interviews: FIRST_HIRING_INTERVIEWS,
        artifacts: [link('https://example.com/interview-notes', 'Interview notes')],
      },
      {
        title: 'Ten customer interviews on willingness to pay',
        summary: 'Eight of ten startups would pay per hire after a follow-up; price anchor $200 to $250.',
        interviews: [
          ...FIRST_HIRING_INTERVIEWS,
          interview(
            3,
            'What would make you hire from a college you do not know?',
            'Placement data from the college and a finished project.',
            'Head of people',
          ),
        ],
        artifacts: [
          link('https://example.com/interview-notes', 'Interview notes'),
          link('https://example.com/pricing-survey', 'Pricing survey'),
        ],
      },
    ],
    pendingInvites: ['priya@demo.test'],
  },
  {
    owner: 'ava@demo.test',
    idea: 'Team Pulse',
    scope: 'pro_only',
    intent: ['feasibility'],
    attestations: ['arjun.mehta@demo.test'],
    versions: [
      {
        title: 'Landing page smoke test',
        summary: '412 team leads visited, 38 signed up for the weekly check-in (9.2%) in two weeks of ads.',
        interviews: [],
        artifacts: [link('https://example.com/landing-results', 'Results dashboard')],
      },
    ],
  },
  {
    owner: 'leo@demo.test',
    idea: 'PartsPool',
    scope: 'public',
    intent: ['problem'],
    upvotes: ['priya@demo.test'],
    versions: [
      {
        title: 'Problem interviews with five repair shop owners',
        summary: 'All five track spare parts by hand and lose jobs waiting for them.',
        interviews: [],
        artifacts: [],
      },
      {
        title: 'Problem interviews with eight repair shop owners',
        summary: 'Draft: three more interviews to add.',
        interviews: [],
        artifacts: [],
      },
    ],
    draft: true,
    pendingInvites: ['priya@demo.test'],
  },
  {
    owner: 'leo@demo.test',
    idea: null,
    scope: 'private',
    intent: ['notes'],
    versions: [
      {
        title: 'Private research notes',
        summary: 'Competitor pricing, not for sharing.',
        interviews: [],
        artifacts: [],
      },
    ],
  },
];
