import { type ServiceCard, type ServiceDetail, SHOP_LIMITS } from '@ibh/contract';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { readAlongside } from '../../platform/read-alongside.ts';
import { toServiceCard, toServiceDetail } from './service-view.ts';
import { selectPackages, selectService, selectServicesOf } from './shop.repo.ts';
import { requireProfessional, serviceNotFound } from './shop-access.ts';

/**
 * A service page. Buyers (and everyone else) see listed services only: published by a verified
 * professional (decision 42). The owner sees their own drafts; others get 'Service not found'.
 */
export async function readServiceDetail(
  ctx: AppContext,
  serviceId: string,
  viewerId: string | null,
): Promise<ServiceDetail> {
  // The packages go out with the service; they are shown only if the service may be.
  const [row, packages] = await readAlongside(selectService(ctx.db, serviceId), () =>
    selectPackages(ctx.db, [serviceId]),
  );
  if (!row || (!row.listed && row.pro_id !== viewerId)) throw serviceNotFound();
  return toServiceDetail(ctx.storage, row, packages, viewerId);
}

/** GET /api/shop/services: my services, drafts included, newest first. */
export async function listMyServices(
  ctx: AppContext,
  user: RequestUser,
): Promise<{ items: ServiceDetail[] }> {
  requireProfessional(user);
  const rows = await selectServicesOf(ctx.db, user.id, {
    listedOnly: false,
    limit: SHOP_LIMITS.servicesPerPro,
  });
  const packages = await selectPackages(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: await Promise.all(rows.map((row) => toServiceDetail(ctx.storage, row, packages, user.id))),
  };
}

/** GET /api/pros/:userId/services (/pro/{id}): their listed services, newest first. */
export async function listProServices(ctx: AppContext, proId: string): Promise<{ items: ServiceCard[] }> {
  const rows = await selectServicesOf(ctx.db, proId, { listedOnly: true, limit: SHOP_LIMITS.servicesPerPro });
  return { items: await Promise.all(rows.map((row) => toServiceCard(ctx.storage, row))) };
}
