import type { AdminFloor, ServiceCategory } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The admin console's side of category floors (001 sections 3.2, 5, 7.4; issue 16). A raised floor
 * changes no package (decision 65): packages already priced below it keep their price and stay
 * listed; the professional meets the new floor at their next price or category edit (save-service
 * checks every package then), and the console shows how many packages sit below each floor.
 */

interface FloorValues {
  floorPriceCents: number;
  suggestedMinCents?: number | undefined;
  suggestedMaxCents?: number | undefined;
}

/** The suggested range never falls below the floor (the table's check): it is lifted to it. */
function range(values: FloorValues, current?: { min: number; max: number }) {
  const floor = values.floorPriceCents;
  const min = Math.max(floor, values.suggestedMinCents ?? current?.min ?? floor);
  const max = Math.max(min, values.suggestedMaxCents ?? current?.max ?? min);
  return { floor, min, max };
}

export async function listAdminFloors(db: Executor, only?: ServiceCategory): Promise<AdminFloor[]> {
  let query = db
    .selectFrom('category_floors as f')
    .select([
      'f.category_key',
      'f.floor_price_cents',
      'f.suggested_min_cents',
      'f.suggested_max_cents',
      'f.updated_at',
      sql<number>`(select count(*)::int from service_packages sp join pro_services s on s.id = sp.service_id
        where s.category = f.category_key and sp.price_cents < f.floor_price_cents)`.as('below'),
    ])
    .orderBy('f.category_key');
  if (only) query = query.where('f.category_key', '=', only);
  const rows = await query.execute();
  return rows.map((r) => ({
    category: r.category_key as ServiceCategory,
    floorPriceCents: r.floor_price_cents,
    suggestedMinCents: r.suggested_min_cents,
    suggestedMaxCents: r.suggested_max_cents,
    updatedAt: new Date(r.updated_at).toISOString(),
    packagesBelowFloor: Number(r.below),
  }));
}

/** Edits a floor; returns the floor before and after (for the log). A floor is above zero. */
export async function updateFloor(db: Executor, category: ServiceCategory, values: FloorValues, now: Date) {
  if (values.floorPriceCents < 1) {
    throw new AppError('E_INVALID_INPUT', undefined, { fields: { floorPriceCents: ['Must be above zero'] } });
  }
  const current = await db
    .selectFrom('category_floors')
    .selectAll()
    .where('category_key', '=', category)
    .forUpdate()
    .executeTakeFirstOrThrow(() => new AppError('E_NOT_FOUND'));
  const next = range(values, { min: current.suggested_min_cents, max: current.suggested_max_cents });
  await db
    .updateTable('category_floors')
    .set({
      floor_price_cents: next.floor,
      suggested_min_cents: next.min,
      suggested_max_cents: next.max,
      updated_at: now,
    })
    .where('category_key', '=', category)
    .execute();
  const [after] = await listAdminFloors(db, category);
  if (!after) throw new AppError('E_NOT_FOUND');
  return { before: current.floor_price_cents, after };
}

/** Creates the floor of a category that has none (E_CONFLICT when it has one). */
export async function createFloor(
  db: Executor,
  category: ServiceCategory,
  values: FloorValues,
  now: Date,
): Promise<AdminFloor> {
  const next = range(values);
  const inserted = await db
    .insertInto('category_floors')
    .values({
      category_key: category,
      floor_price_cents: next.floor,
      suggested_min_cents: next.min,
      suggested_max_cents: next.max,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('category_key').doNothing())
    .returning('category_key')
    .execute();
  if (inserted.length === 0) {
    throw new AppError('E_CONFLICT', 'This category already has a floor: edit it instead.');
  }
  const [after] = await listAdminFloors(db, category);
  if (!after) throw new AppError('E_NOT_FOUND');
  return after;
}
