import type { ServiceDetail, ServiceImageKind } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { serviceMachine, serviceStateOf } from './service.machine.ts';
import { readServiceDetail } from './service-detail.ts';
import { SERVICE_IMAGE_COLUMNS, serviceImageKey, toServiceImage } from './service-image.ts';
import { lockService, selectService, updateService } from './shop.repo.ts';
import { requireProfessional, serviceNotFound } from './shop-access.ts';

async function removeFile(ctx: AppContext, log: FastifyBaseLogger, key: string): Promise<void> {
  await ctx.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'service image not removed'));
}

/**
 * PUT /api/shop/services/:id/images/:kind: the owner's banner or thumbnail, checked by content and
 * re-encoded (service-image.ts), stored, pointed at, then the previous file removed. A refused
 * upload changes nothing.
 */
export async function uploadServiceImage(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: RequestUser,
  serviceId: string,
  kind: ServiceImageKind,
  body: unknown,
): Promise<ServiceDetail> {
  requireProfessional(user);
  // Refuse strangers before decoding anything.
  const existing = await selectService(ctx.db, serviceId);
  if (!existing) throw serviceNotFound();
  serviceMachine.authorize('edit', existing.pro_id === user.id ? 'owner' : 'other');
  const data = await toServiceImage(body, kind);
  const key = serviceImageKey(serviceId, kind);
  await ctx.storage.put(key, data, { contentType: 'image/webp' });
  const column = SERVICE_IMAGE_COLUMNS[kind];
  let previous: string | null;
  try {
    previous = await ctx.db.transaction().execute(async (trx) => {
      const row = await lockService(trx, serviceId);
      if (!row) throw serviceNotFound();
      serviceMachine.transition(serviceStateOf(row), 'edit', row.pro_id === user.id ? 'owner' : 'other');
      await updateService(trx, serviceId, { [column]: key });
      return row[column];
    });
  } catch (error) {
    await removeFile(ctx, log, key);
    throw error;
  }
  if (previous && previous !== key) await removeFile(ctx, log, previous);
  return readServiceDetail(ctx, serviceId, user.id);
}
