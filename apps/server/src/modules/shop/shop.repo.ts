import type { PackageTier, ServiceCategory, ServicePackageInput } from '@ibh/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';

/** Whether the seller counts as verified: the profile's badge or the selling profile's flag. */
export const sellerVerifiedSql = sql<boolean>`(coalesce(u.is_verified, false) or coalesce(u.pro_verified, false))`;

export function selectFloors(db: Executor) {
  return db.selectFrom('category_floors').selectAll().orderBy('category_key').execute();
}

export function selectFloor(db: Executor, category: ServiceCategory) {
  return db
    .selectFrom('category_floors')
    .selectAll()
    .where('category_key', '=', category)
    .executeTakeFirstOrThrow();
}

/**
 * Services with their seller's name, avatar, headline (the selling profile's, else the profile's),
 * bio, verification and impact score. Narrow with a where on `s`.
 */
export function serviceQuery(db: Executor) {
  return db
    .selectFrom('pro_services as s')
    .innerJoin('people as u', 'u.id', 's.pro_id')
    .select([
      's.id',
      's.pro_id',
      's.title',
      's.category',
      's.description',
      's.deliverables',
      's.eta_days',
      's.banner_path',
      's.thumb_path',
      's.status',
      's.from_cents',
      's.listed',
      's.pro_verified',
      's.pro_impact',
      's.created_at',
      's.updated_at',
      's.published_at',
      'u.full_name',
      'u.display_name',
      'u.avatar_path',
      'u.bio',
    ])
    .select((eb) => [eb.fn.coalesce('u.pro_headline', 'u.headline').as('headline')]);
}
export type ServiceRow = Awaited<ReturnType<ReturnType<typeof serviceQuery>['executeTakeFirstOrThrow']>>;

export function selectService(db: Executor, id: string) {
  return serviceQuery(db).where('s.id', '=', id).executeTakeFirst();
}

/** The stored row alone, locked for the rest of the transaction. */
export function lockService(db: Executor, id: string) {
  return db.selectFrom('pro_services').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function selectPackages(db: Executor, serviceIds: readonly string[]) {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('service_packages')
    .selectAll()
    .where('service_id', 'in', [...serviceIds])
    .orderBy(sql`array_position(array['basic', 'standard', 'premium']::text[], tier)`)
    .execute();
}
export type PackageRow = Awaited<ReturnType<typeof selectPackages>>[number];

export function countServicesOf(db: Executor, proId: string) {
  return db
    .selectFrom('pro_services')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pro_id', '=', proId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export function insertService(db: Executor, values: Insertable<DB['pro_services']>) {
  return db.insertInto('pro_services').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateService(db: Executor, id: string, values: Updateable<DB['pro_services']>) {
  return db
    .updateTable('pro_services')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function deleteService(db: Executor, id: string) {
  return db.deleteFrom('pro_services').where('id', '=', id).execute();
}

/** Replaces a service's packages and keeps its cheapest price (from_cents) in step. */
export async function replacePackages(
  db: Executor,
  serviceId: string,
  packages: readonly ServicePackageInput[],
): Promise<void> {
  await db.deleteFrom('service_packages').where('service_id', '=', serviceId).execute();
  await db
    .insertInto('service_packages')
    .values(
      packages.map((p) => ({
        service_id: serviceId,
        tier: p.tier,
        name: p.name,
        price_cents: p.priceCents,
        days: p.days,
        revisions: p.revisions,
        includes: p.includes,
      })),
    )
    .execute();
  await db
    .updateTable('pro_services')
    .set({ from_cents: Math.min(...packages.map((p) => p.priceCents)) })
    .where('id', '=', serviceId)
    .execute();
}

/** A seller's services, newest first. */
export function selectServicesOf(
  db: Executor,
  proId: string,
  options: { listedOnly: boolean; limit: number },
) {
  let query = serviceQuery(db).where('s.pro_id', '=', proId);
  if (options.listedOnly) query = query.where('s.listed', '=', true);
  const order = options.listedOnly ? 's.published_at' : 's.created_at';
  return query.orderBy(order, 'desc').orderBy('s.id', 'desc').limit(options.limit).execute();
}

/** The selling profile (pro_profiles) with the account's name, avatar and the profile's fallbacks. */
export function selectSellerProfile(db: Executor, userId: string) {
  return db
    .selectFrom('people as u')
    .select([
      'u.id',
      'u.full_name',
      'u.created_at',
      'u.display_name',
      'u.avatar_path',
      'u.pro_categories as categories',
      'u.pro_impact_score as impact_score',
      'u.pro_created_at',
      sellerVerifiedSql.as('verified'),
    ])
    .select((eb) => [
      eb.fn.coalesce('u.pro_headline', 'u.headline').as('headline'),
      eb.fn.coalesce('u.pro_verified_at', 'u.verified_at').as('verified_at'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Which of these services are listed (analytics only counts real, visible services). */
export async function listedIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('pro_services')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('listed', '=', true)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export type { PackageTier };
