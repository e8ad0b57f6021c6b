import type {
  CollabRequest,
  CommentThread,
  IdeaCard,
  IdeaDetail,
  IdeaPerson,
  TeamInvite,
} from '@ibh/contract';
import { ideaViewer } from '@/test/idea-viewer';

export const IDEA_ID = '11111111-1111-4111-8111-111111111111';

export function person(n: number, overrides: Partial<IdeaPerson> = {}): IdeaPerson {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    fullName: `Person ${n}`,
    avatarUrl: null,
    role: 'professional',
    headline: `Headline ${n}`,
    country: 'India',
    isVerified: false,
    ...overrides,
  };
}

export const owner = person(1, { fullName: 'Olivia Owner', role: 'idea_owner' });

export function card(n: number, overrides: Partial<IdeaCard> = {}): IdeaCard {
  return {
    id: `22222222-2222-4222-8222-2222222222${String(n).padStart(2, '0')}`,
    title: `Idea ${n}`,
    oneLiner: `One-liner ${n}`,
    shortDescription: `Short ${n}`,
    stage: 'raw',
    visibility: 'public',
    openForCollab: true,
    isPremium: false,
    locked: false,
    tags: ['ai'],
    industry: ['Health'],
    lookingFor: ['CTO'],
    imageUrl: null,
    likesCount: n,
    commentsCount: 0,
    followersCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    owner,
    ...overrides,
  };
}

export function detail(overrides: Partial<IdeaDetail> = {}): IdeaDetail {
  const { viewer, ...rest } = overrides;
  return {
    ...card(1),
    id: IDEA_ID,
    title: 'Solar kiosks',
    fullDescription: 'The long story.',
    roadmap: 'Pilot, then scale.',
    skills: ['Hardware'],
    funding: 50000,
    availability: '10 h/week',
    imageUrls: [],
    attachments: [],
    team: [],
    collaborators: [],
    likesCount: 3,
    followersCount: 2,
    ...rest,
    viewer: ideaViewer(viewer),
  };
}

export function thread(n: number, overrides: Partial<CommentThread> = {}): CommentThread {
  return {
    id: `33333333-3333-4333-8333-3333333333${String(n).padStart(2, '0')}`,
    ideaId: IDEA_ID,
    parentId: null,
    body: `Comment ${n}`,
    createdAt: '2025-01-02T00:00:00.000Z',
    author: person(10 + n),
    canDelete: false,
    replies: [],
    ...overrides,
  };
}

/** What a request and an invite on the idea share while unanswered. */
const PENDING_ON_IDEA = {
  ideaId: IDEA_ID,
  ideaTitle: 'Solar kiosks',
  status: 'pending' as const,
  message: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  respondedAt: null,
};

/** A collaboration request (or invitation to collaborate) as the collab endpoints answer it. */
export function collabRequest(overrides: Partial<CollabRequest> = {}): CollabRequest {
  return {
    id: 'r1',
    ...PENDING_ON_IDEA,
    user: person(6),
    ...overrides,
  };
}

/** A team invite as the team-invite endpoints answer it. */
export function teamInvite(overrides: Partial<TeamInvite> = {}): TeamInvite {
  return {
    id: 'inv1',
    ...PENDING_ON_IDEA,
    inviter: owner,
    invitee: person(7),
    ...overrides,
  };
}

/** What a DELETE that removes something answers. */
export const ok = { ok: true } as const;
