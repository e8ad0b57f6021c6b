import type { IdeaPerson, Workspace, WorkspaceFile, WorkspaceMessage, WorkspaceTask } from '@ibh/contract';
import { testUser } from '@/test/render-app';

export const IDEA_ID = '20000000-0000-4000-8000-000000000001';

export const me: IdeaPerson = {
  id: testUser.id,
  fullName: 'Ada Founder',
  avatarUrl: null,
  role: 'idea_owner',
  headline: null,
  country: 'India',
  isVerified: false,
};

export const colleague: IdeaPerson = {
  ...me,
  id: '30000000-0000-4000-8000-000000000002',
  fullName: 'Cole Collab',
  role: 'professional',
};

export function workspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    idea: {
      id: IDEA_ID,
      title: 'Solar kiosks',
      shortDescription: 'Pay-as-you-go solar kiosks for rural shops.',
      country: 'India',
      stage: 'raw',
      visibility: 'public',
      tags: ['energy', 'retail'],
      lookingFor: ['Engineer'],
      imageUrls: [],
      createdAt: '2025-03-01T10:00:00.000Z',
    },
    me: { userId: me.id, memberRole: 'owner' },
    owner: { ...me, memberRole: 'owner' },
    team: [],
    collaborators: [{ ...colleague, memberRole: 'collaborator' }],
    pendingRequests: [],
    pendingTotal: 0,
    presence: [],
    presenceTotal: 0,
    ...overrides,
  };
}

export const message = (
  n: number,
  sender: IdeaPerson = colleague,
  body = `Message ${n}`,
): WorkspaceMessage => ({
  id: `40000000-0000-4000-8000-00000000000${n}`,
  ideaId: IDEA_ID,
  body,
  createdAt: '2025-03-02T10:00:00.000Z',
  sender,
});

export const task = (n: number, overrides: Partial<WorkspaceTask> = {}): WorkspaceTask => ({
  id: `50000000-0000-4000-8000-00000000000${n}`,
  ideaId: IDEA_ID,
  title: `Task ${n}`,
  status: 'todo',
  assignee: null,
  createdById: null,
  createdAt: '2025-03-02T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

export const file = (n: number, overrides: Partial<WorkspaceFile> = {}): WorkspaceFile => ({
  id: `60000000-0000-4000-8000-00000000000${n}`,
  name: `plan-${n}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  createdAt: '2025-03-02T10:00:00.000Z',
  uploader: me,
  canDelete: true,
  ...overrides,
});
