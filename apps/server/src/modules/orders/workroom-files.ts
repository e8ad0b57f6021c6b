import { ORDER_ERROR_TEXT, ORDER_REALTIME_EVENTS, ORDERS, type OrderFile, orderTopic } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sanitizeFilename } from '../../platform/storage/content-disposition.ts';
import { keySafeName } from '../ideas/idea-storage.ts';
import { detectOrderFileType } from './file-content.ts';
import { loadOrderAccess } from './order-access.ts';
import { logActivity } from './order-log.ts';
import { peopleById } from './order-view.ts';

type OrderUser = Pick<RequestUser, 'id' | 'isAdmin'>;

/** Order files live at order-files/{orderId}/{timestamp}-{filename} (001 sections 3.1, 7.3). */
export const ORDER_FILES_PREFIX = 'order-files/';
const storedName = (name: string, timestamp: number) =>
  `${timestamp}-${keySafeName(name).replace(/\.{2,}/g, '.')}`;

/** An order holds at most ORDERS.filesListLimit files (E_LIMIT_EXCEEDED at the limit). */
async function assertRoomForFile(db: Kysely<DB>, orderId: string): Promise<void> {
  const count = await db
    .selectFrom('order_files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= ORDERS.filesListLimit) {
    throw new AppError('E_LIMIT_EXCEEDED', ORDER_ERROR_TEXT.fileTooMany(ORDERS.filesListLimit));
  }
}

/** GET /api/orders/:id/files: newest first, at most 100. */
export async function listOrderFiles(ctx: AppContext, user: OrderUser, orderId: string) {
  await loadOrderAccess(ctx.db, user, orderId);
  const rows = await ctx.db
    .selectFrom('order_files')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ORDERS.filesListLimit)
    .execute();
  const person = await peopleById(
    ctx.db,
    ctx.storage,
    rows.map((r) => r.uploader_id),
  );
  const items: OrderFile[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    originalName: r.original_name,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    createdAt: new Date(r.created_at).toISOString(),
    uploader: r.uploader_id ? person(r.uploader_id) : null,
  }));
  return { items };
}

/**
 * POST /api/orders/:id/files?name=: a party stores a file checked by its content (file-content.ts)
 * as '{timestamp}-{filename}' in the order's folder. The object is written first, then the row in a
 * transaction that locks the order and counts again (at most 100); the object goes if that fails.
 */
export async function uploadOrderFile(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: OrderUser,
  orderId: string,
  input: { name: string; body: unknown },
): Promise<OrderFile> {
  await loadOrderAccess(ctx.db, user, orderId, { partiesOnly: true });
  const body = input.body;
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError('E_INVALID_INPUT', ORDER_ERROR_TEXT.uploadFailed);
  }
  const contentType = detectOrderFileType(body, input.name);
  if (!contentType) throw new AppError('E_UNSUPPORTED_MEDIA', ORDER_ERROR_TEXT.fileType);
  // '{timestamp}-{filename}'; the timestamp moves on when two uploads meet.
  let timestamp = ctx.clock.now().getTime();
  while (await ctx.storage.head(`${ORDER_FILES_PREFIX}${orderId}/${storedName(input.name, timestamp)}`))
    timestamp++;
  const name = storedName(input.name, timestamp);
  const key = `${ORDER_FILES_PREFIX}${orderId}/${name}`;
  await assertRoomForFile(ctx.db, orderId);
  await ctx.storage.put(key, body, { contentType });
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await loadOrderAccess(trx, user, orderId, { lock: true, partiesOnly: true });
      await assertRoomForFile(trx, orderId);
      const now = ctx.clock.now();
      const row = await trx
        .insertInto('order_files')
        .values({
          order_id: orderId,
          uploader_id: user.id,
          name,
          original_name: input.name,
          storage_key: key,
          content_type: contentType,
          size_bytes: body.length,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await logActivity(trx, {
        orderId,
        actorId: user.id,
        kind: 'file',
        // The name as uploaded, not the stored '{timestamp}-' key (issue 26, item 13).
        text: `File uploaded: ${sanitizeFilename(input.name)}`,
        at: now,
      });
      await ctx.realtime.publish(
        orderTopic(orderId),
        { type: ORDER_REALTIME_EVENTS.filesChanged, data: { orderId } },
        trx as Kysely<DB>,
      );
      const person = await peopleById(trx, ctx.storage, [user.id]);
      return {
        id: row.id,
        name: row.name,
        originalName: row.original_name,
        contentType: row.content_type,
        sizeBytes: row.size_bytes,
        createdAt: new Date(row.created_at).toISOString(),
        uploader: person(user.id),
      };
    });
  } catch (error) {
    await ctx.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'order file not removed'));
    throw error;
  }
}

/** GET /api/orders/:id/files/:fileId/download: a signed link valid ORDERS.downloadLinkTtl (60 s). */
export async function orderFileLink(ctx: AppContext, user: OrderUser, orderId: string, fileId: string) {
  await loadOrderAccess(ctx.db, user, orderId);
  const file = await ctx.db
    .selectFrom('order_files')
    .select(['storage_key', 'original_name'])
    .where('id', '=', fileId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!file) throw notFound('File not found');
  const url = await ctx.storage.signedUrl(file.storage_key, {
    ttlMs: ORDERS.downloadLinkTtl,
    // Saved under the name it was uploaded with (Content-Disposition filename*, RFC 6266).
    download: file.original_name,
  });
  return { url, expiresAt: new Date(Date.now() + ORDERS.downloadLinkTtl).toISOString() };
}
