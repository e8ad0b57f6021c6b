import type { DashboardIdea, DashboardOverview, IdeaPerson, PeopleItem, WorkshopIdea } from '@ibh/contract';
import { freshIdeaFields } from '@/test/idea-fields';

export const person = (n: number, overrides: Partial<IdeaPerson> = {}): IdeaPerson => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  fullName: `Person ${n}`,
  avatarUrl: null,
  role: 'professional',
  headline: null,
  country: 'India',
  isVerified: false,
  ...overrides,
});

export const idea = (n: number, overrides: Partial<DashboardIdea> = {}): DashboardIdea => ({
  id: `10000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  title: `Idea ${n}`,
  oneLiner: null,
  shortDescription: `Short description of idea ${n}`,
  ...freshIdeaFields(),
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  owner: person(1, { role: 'idea_owner' }),
  involvementType: null,
  joinedAt: null,
  ...overrides,
});

export const peopleItem = (n: number, overrides: Partial<PeopleItem> = {}): PeopleItem => ({
  ...person(n),
  source: 'collaborator',
  ideaId: null,
  ideaTitle: null,
  since: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

export const workshopIdea = (n: number, overrides: Partial<WorkshopIdea> = {}): WorkshopIdea => ({
  id: idea(n).id,
  title: `Idea ${n}`,
  shortDescription: `About idea ${n}`,
  createdAt: `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  favorite: false,
  ...overrides,
});

const zeroCounts: DashboardOverview['counts'] = {
  myIdeas: 0,
  projects: 0,
  savedIdeas: 0,
  followingIdeas: 0,
  followingUsers: 0,
  teamMembers: 0,
  collaborators: 0,
  myCollaborators: 0,
};

export function ownerOverview(overrides: Partial<DashboardOverview> = {}): DashboardOverview {
  return {
    role: 'idea_owner',
    header: {
      userId: '0b9d6c1e-4f0a-4c3e-9a57-3f1f2e1d0c9b',
      fullName: 'Ada Founder',
      displayName: null,
      avatarUrl: null,
      role: 'idea_owner',
      profession: 'Founder',
      country: 'India',
      isVerified: false,
    },
    stats: [
      { key: 'myIdeas', label: 'My Ideas', value: 0, unit: 'count' },
      { key: 'sharedProjects', label: 'Shared Projects', value: 0, unit: 'count' },
      { key: 'collaborators', label: 'Collaborators', value: 0, unit: 'count' },
    ],
    ideas: [],
    projects: [],
    teamMembers: [],
    collaborators: [],
    counts: zeroCounts,
    proSignPending: 0,
    workshopIdeas: [],
    ...overrides,
  };
}

export function proOverview(overrides: Partial<DashboardOverview> = {}): DashboardOverview {
  const base = ownerOverview();
  return {
    ...base,
    role: 'professional',
    header: { ...base.header, fullName: null, displayName: 'Priya', role: 'mentor', profession: 'Engineer' },
    stats: [
      { key: 'openShopOrders', label: 'Open Shop Orders', value: 0, unit: 'count' },
      { key: 'mtdEarnings', label: 'MTD Earnings', value: 123456, unit: 'cents' },
      { key: 'validateIdeas', label: 'Validate Ideas', value: 0, unit: 'count' },
    ],
    ...overrides,
  };
}
