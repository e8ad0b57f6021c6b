import type {
  Milestone,
  OrderDetail,
  OrderDispute,
  OrderFile,
  OrderSummary,
  SessionUser,
} from '@ibh/contract';
import { testUser } from '@/test/render-app';

export const ORDER_ID = '50000000-0000-4000-8000-000000000001';
export const PRO_ID = '30000000-0000-4000-8000-000000000002';

export const proUser: SessionUser = {
  ...testUser,
  id: PRO_ID,
  email: 'priya@example.com',
  fullName: 'Priya Pro',
  role: 'professional',
};

const buyer = { id: testUser.id, fullName: 'Ada Founder', avatarUrl: null };
const professional = { id: PRO_ID, fullName: 'Priya Pro', avatarUrl: null };

export const milestoneId = (position: number) => `60000000-0000-4000-8000-00000000000${position}`;

export function milestone(position: number, overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: milestoneId(position),
    orderId: ORDER_ID,
    position,
    title: `Milestone ${position}`,
    dueDate: `2026-12-0${position}T10:00:00.000Z`,
    amountCents: position === 3 ? 10_002 : 9_999,
    status: 'open',
    revisionNotes: null,
    revisionCount: 0,
    revisionsLeft: 2,
    deliveryNote: null,
    overdue: false,
    submittedAt: null,
    approvedAt: null,
    autoApproveAt: null,
    released: false,
    allowedActions: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    status: 'paid_escrow',
    priceCents: 30_000,
    subtotalCents: 30_000,
    discountCents: 0,
    couponCode: null,
    couponReturned: false,
    currency: 'USD',
    brief: 'Focus on fintech founders.',
    idea: { id: '20000000-0000-4000-8000-000000000001', title: 'Solar kiosks' },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:05:00.000Z',
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    service: {
      id: '10000000-0000-4000-8000-000000000001',
      title: 'Customer discovery sprint',
      category: 'validate',
    },
    package: {
      id: '11000000-0000-4000-8000-000000000001',
      name: 'Standard',
      tier: 'standard',
      priceCents: 30_000,
      days: 9,
    },
    buyer,
    professional: { ...professional, headline: 'Growth researcher', verified: true },
    milestones: [milestone(1), milestone(2), milestone(3)],
    clocks: [],
    dispute: null,
    revisions: { included: 2, used: 0 },
    escrow: { heldCents: 30_000, releasedCents: 0, refundedCents: 0, stillHeldCents: 30_000, frozen: false },
    viewerRole: 'buyer',
    allowedActions: [],
    ...overrides,
  };
}

export function summary(n: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: `50000000-0000-4000-8000-00000000010${n}`,
    status: 'in_progress',
    priceCents: 30_000,
    currency: 'USD',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    service: { id: '10000000-0000-4000-8000-000000000001', title: `Service ${n}`, category: 'validate' },
    packageName: 'Standard',
    buyer,
    professional,
    viewerRole: 'buyer',
    allowedActions: [],
    milestonesApproved: 1,
    milestonesTotal: 3,
    ...overrides,
  };
}

/** A file of the order folder, stored as '{timestamp}-{filename}', uploaded by the professional. */
export function orderFile(originalName = 'report.pdf', overrides: Partial<OrderFile> = {}): OrderFile {
  return {
    id: '80000000-0000-4000-8000-000000000001',
    name: `1764000000000-${originalName}`,
    originalName,
    contentType: 'application/pdf',
    sizeBytes: 2048,
    createdAt: '2026-11-21T10:00:00.000Z',
    uploader: professional,
    ...overrides,
  };
}

/** A dispute the buyer opened and nobody has answered yet. */
export function buyerDispute(overrides: Partial<OrderDispute> = {}): OrderDispute {
  return {
    id: 'd1',
    openedBy: 'buyer',
    reason: 'Nothing delivered.',
    openedAt: '2026-11-22T10:00:00.000Z',
    answer: null,
    answerFileIds: [],
    answeredAt: null,
    resolvedAt: null,
    ruling: null,
    ...overrides,
  };
}
