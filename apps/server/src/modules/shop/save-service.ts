import {
  type CreateServiceRequest,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
  type ServiceDetail,
  type ServicePackageInput,
  SHOP_ERROR_TEXT,
  SHOP_LIMITS,
  type UpdateServiceRequest,
} from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordPriceSelections } from './analytics.ts';
import { serviceMachine, serviceStateOf } from './service.machine.ts';
import { readServiceDetail } from './service-detail.ts';
import {
  countServicesOf,
  insertService,
  lockService,
  replacePackages,
  selectFloor,
  selectPackages,
  updateService,
} from './shop.repo.ts';
import { requireProfessional, serviceNotFound } from './shop-access.ts';

/**
 * Every package must cost at least its category's floor (001 sections 3.2, 5). The message names
 * the floor; `fields` points the form at the package.
 */
export async function checkFloors(
  db: Executor,
  category: ServiceCategory,
  packages: readonly Pick<ServicePackageInput, 'priceCents'>[],
): Promise<void> {
  const floor = await selectFloor(db, category);
  const fields: Record<string, string[]> = {};
  const message = SHOP_ERROR_TEXT.belowFloor(SERVICE_CATEGORY_LABELS[category], floor.floor_price_cents);
  packages.forEach((p, index) => {
    if (p.priceCents < floor.floor_price_cents) fields[`packages.${index}.priceCents`] = [message];
  });
  if (Object.keys(fields).length) throw new AppError('E_INVALID_INPUT', message, { fields });
}

/** POST /api/shop/services: any professional drafts a service with one to three packages. */
export async function createService(
  ctx: AppContext,
  user: RequestUser,
  input: CreateServiceRequest,
): Promise<ServiceDetail> {
  requireProfessional(user);
  const id = await ctx.db.transaction().execute(async (trx) => {
    if ((await countServicesOf(trx, user.id)) >= SHOP_LIMITS.servicesPerPro) {
      throw new AppError('E_LIMIT_EXCEEDED');
    }
    await checkFloors(trx, input.category, input.packages);
    const { id } = await insertService(trx, {
      pro_id: user.id,
      title: input.title,
      category: input.category,
      description: input.description,
      deliverables: input.deliverables,
      eta_days: input.etaDays,
    });
    await replacePackages(trx, id, input.packages);
    await recordPriceSelections(
      trx,
      user.id,
      input.category,
      input.packages.map((p) => p.priceCents),
    );
    return id;
  });
  return readServiceDetail(ctx, id, user.id);
}

/**
 * PATCH /api/shop/services/:id: the owner edits any subset; `packages` replaces the set. A new
 * category re-checks the kept packages against its floor. Prices that changed are recorded as
 * price_selection events.
 */
export async function editService(
  ctx: AppContext,
  user: RequestUser,
  serviceId: string,
  input: UpdateServiceRequest,
): Promise<ServiceDetail> {
  requireProfessional(user);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockService(trx, serviceId);
    if (!row) throw serviceNotFound();
    serviceMachine.transition(serviceStateOf(row), 'edit', row.pro_id === user.id ? 'owner' : 'other');
    const category = input.category ?? row.category;
    const current = await selectPackages(trx, [serviceId]);
    const packages = input.packages ?? current.map((p) => ({ priceCents: p.price_cents }));
    if (input.packages || input.category) await checkFloors(trx, category, packages);
    await updateService(trx, serviceId, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.deliverables !== undefined ? { deliverables: input.deliverables } : {}),
      ...(input.etaDays !== undefined ? { eta_days: input.etaDays } : {}),
    });
    if (input.packages) {
      await replacePackages(trx, serviceId, input.packages);
      const before = new Map(current.map((p) => [p.tier, p.price_cents]));
      const changed = input.packages
        .filter((p) => before.get(p.tier) !== p.priceCents || category !== row.category)
        .map((p) => p.priceCents);
      await recordPriceSelections(trx, user.id, category, changed);
    }
  });
  return readServiceDetail(ctx, serviceId, user.id);
}
