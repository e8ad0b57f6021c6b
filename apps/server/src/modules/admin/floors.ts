import type { AdminFloor, CreateFloorRequest, ServiceCategory, UpdateFloorRequest } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { type AdminActor, withAdminAudit } from '../admin-audit/admin-audit.ts';
import { createFloor, listAdminFloors, updateFloor } from '../shop/category-floor-admin.ts';

export async function listFloors(ctx: AppContext) {
  return { items: await listAdminFloors(ctx.db) };
}

/** PUT /api/admin/category-floors/:category (category_floor_updated). */
export function editFloor(
  ctx: AppContext,
  admin: AdminActor,
  category: ServiceCategory,
  input: UpdateFloorRequest,
): Promise<AdminFloor> {
  return withAdminAudit(ctx, admin, 'category_floor_updated', async (trx) => {
    const { before, after } = await updateFloor(trx, category, input, ctx.clock.now());
    return {
      result: after,
      targetId: category,
      details: {
        from_cents: before,
        to_cents: after.floorPriceCents,
        suggested_min_cents: after.suggestedMinCents,
        suggested_max_cents: after.suggestedMaxCents,
        packages_below_floor: after.packagesBelowFloor,
      },
    };
  });
}

/** POST /api/admin/category-floors (category_floor_created). */
export function addFloor(ctx: AppContext, admin: AdminActor, input: CreateFloorRequest): Promise<AdminFloor> {
  return withAdminAudit(ctx, admin, 'category_floor_created', async (trx) => {
    const floor = await createFloor(trx, input.category, input, ctx.clock.now());
    return {
      result: floor,
      targetId: input.category,
      details: { floor_cents: floor.floorPriceCents },
    };
  });
}
