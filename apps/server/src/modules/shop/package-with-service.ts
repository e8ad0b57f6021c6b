import type { Executor } from '../../db/executor.ts';

/** Packages with the service each belongs to (`listed`: the shop shows it): what placing an order copies. */
function packagesWithServices(db: Executor) {
  return db
    .selectFrom('service_packages as p')
    .innerJoin('pro_services as s', 's.id', 'p.service_id')
    .select([
      'p.id',
      'p.name',
      'p.tier',
      'p.price_cents',
      'p.days',
      'p.revisions',
      's.id as service_id',
      's.title',
      's.category',
      's.pro_id',
      's.listed',
    ]);
}

export type PackageWithService = NonNullable<Awaited<ReturnType<typeof packageWithService>>>;

/** A package with the service it belongs to, for placing an order. */
export function packageWithService(db: Executor, packageId: string) {
  return packagesWithServices(db).where('p.id', '=', packageId).executeTakeFirst();
}

/** A professional's cheapest package of a published service (the demo orders buy it). */
export function cheapestPublishedPackage(db: Executor, proId: string) {
  return packagesWithServices(db)
    .where('s.pro_id', '=', proId)
    .where('s.status', '=', 'published')
    .orderBy('p.price_cents')
    .executeTakeFirst();
}
