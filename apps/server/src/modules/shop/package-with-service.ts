import type { Executor } from '../../db/executor.ts';

/** A package with the service it belongs to (`listed`: the shop shows it), for placing an order. */
export function packageWithService(db: Executor, packageId: string) {
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
    ])
    .where('p.id', '=', packageId)
    .executeTakeFirst();
}
