import type { IdeaDetail, IdeaPerson, Notification } from '@ibh/contract';
import { freshIdeaFields } from '@/test/idea-fields';
import { ideaViewer } from '@/test/idea-viewer';

export const sender: IdeaPerson = {
  id: '00000000-0000-4000-8000-000000000042',
  fullName: 'Rita Requester',
  avatarUrl: null,
  role: 'professional',
  headline: null,
  country: 'India',
  isVerified: false,
};

/** A notification numbered n: unread, informational, from Rita, newest first by n. */
export function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `40000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    type: 'idea_followed',
    category: 'collab',
    title: `Notice ${n}`,
    body: `Body of notice ${n}`,
    link: '/dashboard',
    icon: 'lightbulb',
    color: 'gold',
    isRead: false,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, 0) - n * 60_000).toISOString(),
    targetType: 'dashboard',
    targetId: null,
    from: sender,
    actionable: false,
    actions: [],
    actionData: {},
    resolved: false,
    resolution: null,
    ...overrides,
  };
}

/** Rita asks to collaborate on Solar kiosks: Accept / Decline. */
export function collabRequest(n: number, overrides: Partial<Notification> = {}): Notification {
  return notification(n, {
    type: 'collab_request_received',
    title: 'New collaboration request',
    body: 'Rita Requester wants to collaborate on Solar kiosks',
    link: '/idea/11111111-1111-4111-8111-111111111111',
    icon: 'handshake',
    color: 'sapphire',
    targetType: 'idea',
    targetId: '11111111-1111-4111-8111-111111111111',
    actionable: true,
    actions: [
      { action: 'accept_collaboration', label: 'Accept' },
      { action: 'decline_collaboration', label: 'Decline' },
    ],
    actionData: { collaborationId: 'c1', ideaId: '11111111-1111-4111-8111-111111111111' },
    ...overrides,
  });
}

export const page = (items: Notification[], nextCursor: string | null = null) => ({ items, nextCursor });

/** A public idea as GET /api/ideas/:id returns it to a signed-in visitor. */
export function ideaDetail(overrides: Partial<IdeaDetail> = {}): IdeaDetail {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Solar kiosks',
    oneLiner: null,
    shortDescription: 'Short',
    fullDescription: null,
    roadmap: null,
    ...freshIdeaFields(),
    skills: [],
    funding: null,
    availability: null,
    imageUrls: [],
    attachments: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    owner: { ...sender, id: '00000000-0000-4000-8000-000000000001', fullName: 'Olivia Owner' },
    team: [],
    collaborators: [],
    viewer: ideaViewer(),
    ...overrides,
  };
}
