import type { CategoryFloor, ServiceCard, ServiceDetail, ServicePackage } from '@ibh/contract';

export const SERVICE_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
export const PRO_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** The professional behind every service here, as a card shows them. */
const pro: ServiceCard['pro'] = {
  id: PRO_ID,
  fullName: 'Priya Sharma',
  avatarUrl: null,
  headline: 'Product strategist',
  verified: true,
  impactScore: 0.82,
};

export function pkg(tier: ServicePackage['tier'], priceCents: number, extra: Partial<ServicePackage> = {}) {
  return {
    id: `pkg-${tier}`,
    tier,
    name: tier[0]?.toUpperCase() + tier.slice(1),
    priceCents,
    days: tier === 'basic' ? 3 : tier === 'standard' ? 5 : 7,
    revisions: 1,
    includes: [`${tier} call`],
    ...extra,
  } satisfies ServicePackage;
}

export function detail(extra: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    id: SERVICE_ID,
    title: 'Validate your idea in five days',
    category: 'validate',
    description: 'Interviews and a report.',
    deliverables: ['Interview notes', 'Go / no-go memo'],
    bannerUrl: null,
    thumbUrl: null,
    etaDays: 5,
    status: 'published',
    fromCents: 12_000,
    packages: [pkg('basic', 12_000), pkg('standard', 25_000), pkg('premium', 49_900)],
    pro: { ...pro, bio: 'Ten years of discovery work.' },
    isOwner: false,
    listed: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

export function card(n: number, extra: Partial<ServiceCard> = {}): ServiceCard {
  return {
    id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
    title: `Service ${n}`,
    category: 'design',
    thumbUrl: null,
    etaDays: 4,
    fromCents: 15_000 + n * 100,
    publishedAt: '2026-11-01T10:00:00.000Z',
    pro,
    ...extra,
  };
}

export const FLOORS: CategoryFloor[] = [
  {
    category: 'validate',
    floorPriceCents: 5_000,
    suggestedMinCents: 10_000,
    suggestedMaxCents: 40_000,
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  {
    category: 'design',
    floorPriceCents: 8_000,
    suggestedMinCents: 15_000,
    suggestedMaxCents: 60_000,
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
];
