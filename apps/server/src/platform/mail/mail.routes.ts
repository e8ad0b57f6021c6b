import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../errors.ts';
import { bindsLoopbackOnly, loopbackOnly } from '../loopback.ts';
import { findMail, listMail } from './mail-outbox.repo.ts';
import { renderMailDetail, renderMailList } from './mail-pages.ts';

/** The dev outbox shows this many messages per page. */
export const DEV_MAIL_PAGE_SIZE = 100;

const ListQuerySchema = z.object({
  before: z.string().min(1).max(200).optional().describe('Cursor from the previous page'),
});
const JsonQuerySchema = ListQuerySchema.extend({
  to: z.string().min(1).max(320).optional().describe('Only messages to this address'),
});
const DetailParamsSchema = z.object({ id: z.uuid() });

export const DevMailItemSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
  status: z.enum(['queued', 'sent', 'failed', 'logged']),
  createdAt: z.string(),
});
export const DevMailListSchema = z.object({
  items: z.array(DevMailItemSchema),
  nextCursor: z.string().nullable(),
});

const HTML = 'text/html; charset=utf-8';

/** The start-up warning when the outbox is on and the server listens beyond this machine. */
export const DEV_MAIL_EXPOSED_WARNING =
  'DEV_MAIL IS ON AND THE SERVER LISTENS BEYOND LOOPBACK: /dev/mail holds every sign-in code and ' +
  'password-reset link. It answers only requests from this machine (127.0.0.1, ::1), but set ' +
  'DEV_MAIL=false (or HOST=127.0.0.1) on any server other people can reach.';

/**
 * The dev outbox (DEV_MAIL, on outside production): every message the server
 * wrote, as pages for people and as JSON for tests. Not registered otherwise.
 * It holds sign-in codes, so only loopback clients reach it (by the socket's address; anyone
 * else gets the 404 of an unknown route), and the server warns at start when it listens
 * on an interface other machines can reach.
 */
export async function mailRoutes(app: FastifyInstance) {
  const { config, db } = app.ctx;
  if (!config.devMail) return;
  app.addHook('onRequest', loopbackOnly);
  app.addHook('onListen', async function warnWhenExposed() {
    const address = this.server.address();
    const host = typeof address === 'object' && address ? address.address : config.host;
    if (!bindsLoopbackOnly(host)) this.log.warn({ host, devMail: true }, DEV_MAIL_EXPOSED_WARNING);
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Dev tooling, not API: kept out of the OpenAPI document.
  const hide = true;

  typed.get('/dev/mail', { schema: { hide, querystring: ListQuerySchema } }, async (request, reply) => {
    const { items, nextCursor } = await listMail(db, {
      limit: DEV_MAIL_PAGE_SIZE,
      before: request.query.before,
    });
    return reply.type(HTML).header('cache-control', 'no-store').send(renderMailList(items, nextCursor));
  });

  typed.get(
    '/dev/mail.json',
    { schema: { hide, querystring: JsonQuerySchema, response: { 200: DevMailListSchema } } },
    async (request, reply) => {
      const { items, nextCursor } = await listMail(db, {
        limit: DEV_MAIL_PAGE_SIZE,
        before: request.query.before,
        to: request.query.to,
      });
      return reply.header('cache-control', 'no-store').send({
        items: items.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          template: row.template,
          meta: row.meta ?? {},
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
        nextCursor,
      });
    },
  );

  typed.get('/dev/mail/:id', { schema: { hide, params: DetailParamsSchema } }, async (request, reply) => {
    const row = await findMail(db, request.params.id);
    if (!row) throw notFound();
    return reply.type(HTML).header('cache-control', 'no-store').send(renderMailDetail(row, config.mail.from));
  });
}
