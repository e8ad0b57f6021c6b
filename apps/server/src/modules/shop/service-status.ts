import type { ServiceDetail } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { serviceMachine, serviceStateOf } from './service.machine.ts';
import { readServiceDetail } from './service-detail.ts';
import { serviceImageFolder } from './service-image.ts';
import { deleteService, lockService, updateService } from './shop.repo.ts';
import { requireProfessional, serviceNotFound } from './shop-access.ts';

type StatusAction = 'publish' | 'unpublish';

/**
 * Publish (draft → published, stamps published_at so Newest shows it first) or unpublish
 * (published → draft), by the owner only, through the service table (service.machine.ts).
 */
export async function changeServiceStatus(
  ctx: AppContext,
  user: RequestUser,
  serviceId: string,
  action: StatusAction,
): Promise<ServiceDetail> {
  requireProfessional(user);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockService(trx, serviceId);
    if (!row) throw serviceNotFound();
    const to = serviceMachine.transition(
      serviceStateOf(row),
      action,
      row.pro_id === user.id ? 'owner' : 'other',
    );
    await updateService(trx, serviceId, {
      status: to,
      ...(action === 'publish' ? { published_at: new Date() } : {}),
    });
  });
  return readServiceDetail(ctx, serviceId, user.id);
}

/** DELETE /api/shop/services/:id: the owner deletes it with its packages, then its images. */
export async function removeService(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: RequestUser,
  serviceId: string,
): Promise<void> {
  requireProfessional(user);
  const paths = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockService(trx, serviceId);
    if (!row) throw serviceNotFound();
    serviceMachine.transition(serviceStateOf(row), 'delete', row.pro_id === user.id ? 'owner' : 'other');
    await deleteService(trx, serviceId);
    return [row.banner_path, row.thumb_path].filter((p): p is string => Boolean(p));
  });
  const stored = await ctx.storage.list(serviceImageFolder(serviceId)).catch(() => []);
  const keys = new Set([...paths, ...stored.map((o) => o.key)]);
  for (const key of keys) {
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => log.warn({ err, key }, 'service image not removed'));
  }
}
