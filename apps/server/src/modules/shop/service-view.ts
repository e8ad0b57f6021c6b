import { type ServiceCard, type ServiceDetail, type ServicePackage, SHOP_LIMITS } from '@ibh/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import type { PackageRow, ServiceRow } from './shop.repo.ts';

/** A signed URL for a service image (banner or thumbnail), or null when it has none. */
export function signServiceImage(storage: Storage, key: string | null): Promise<string | null> {
  return key ? storage.signedUrl(key, { ttlMs: SHOP_LIMITS.imageUrlTtlMs }) : Promise.resolve(null);
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function toPackage(row: PackageRow): ServicePackage {
  return {
    id: row.id,
    tier: row.tier,
    name: row.name,
    priceCents: row.price_cents,
    days: row.days,
    revisions: row.revisions,
    includes: row.includes,
  };
}

async function proOf(storage: Storage, row: ServiceRow) {
  return {
    id: row.pro_id,
    fullName: nameOf({ id: row.pro_id, full_name: row.full_name, display_name: row.display_name }),
    avatarUrl: await signAvatarUrl(storage, row.avatar_path),
    headline: row.headline,
    verified: row.pro_verified,
    impactScore: Number(row.pro_impact),
  };
}

export async function toServiceCard(storage: Storage, row: ServiceRow): Promise<ServiceCard> {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    thumbUrl: await signServiceImage(storage, row.thumb_path ?? row.banner_path),
    etaDays: row.eta_days,
    fromCents: row.from_cents ?? 0,
    publishedAt: isoOrNull(row.published_at),
    pro: await proOf(storage, row),
  };
}

export async function toServiceDetail(
  storage: Storage,
  row: ServiceRow,
  packages: readonly PackageRow[],
  viewerId: string | null,
): Promise<ServiceDetail> {
  const [bannerUrl, thumbUrl, pro] = await Promise.all([
    signServiceImage(storage, row.banner_path),
    signServiceImage(storage, row.thumb_path),
    proOf(storage, row),
  ]);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    deliverables: row.deliverables,
    bannerUrl,
    thumbUrl,
    etaDays: row.eta_days,
    status: row.status,
    fromCents: row.from_cents,
    packages: packages.filter((p) => p.service_id === row.id).map(toPackage),
    pro: { ...pro, bio: row.bio },
    isOwner: viewerId === row.pro_id,
    listed: row.listed,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    publishedAt: isoOrNull(row.published_at),
  };
}
