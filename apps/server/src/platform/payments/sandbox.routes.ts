import { AUTH_COOKIES, CSRF, PATHS } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ensureCsrfCookie } from '../auth/cookies.ts';
import { originAllowed } from '../auth/csrf.ts';
import { findUserByAccessToken } from '../auth/session.ts';
import { safeEqual } from '../auth/tokens.ts';
import type { PaymentCheckoutSessionRow as SessionRow } from './payments.tables.ts';
import { deliverSandboxOutcome } from './sandbox-checkout.ts';
import { renderCheckoutPage, renderNoticePage } from './sandbox-pages.ts';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-payments.ts';

const ParamsSchema = z.object({ sessionId: z.string().regex(/^cs_sandbox_[0-9a-f]{32}$/) });
const PayBodySchema = z.object({ csrf: z.string().max(200).optional() });
const HTML = 'text/html; charset=utf-8';

export const SANDBOX_TEXT = {
  notFoundTitle: 'Checkout not found',
  notFound: 'This checkout does not exist. Go back to your order and try again.',
  expiredTitle: 'Checkout expired',
  expired: 'This checkout has expired. Go back to your order to start a new one.',
  refusedTitle: 'Please reload the page',
  refused: 'Your session could not be verified. Reload the page and try again.',
  failedTitle: 'Payment not confirmed',
  failed: 'The payment could not be confirmed. Nothing was charged. Please try again.',
  notBuyerTitle: 'Sign in as the buyer',
  notBuyer:
    'Only the account that placed this order can pay for it or cancel it. Sign in with that account, then open the checkout again from your order.',
  signIn: 'Sign in',
  home: 'Back to IBH',
} as const;

/**
 * The site's policy is no-referrer, under which Chromium sends `Origin: null` with a form's POST;
 * same-origin keeps the real Origin on Pay (checked below) and still tells other sites nothing.
 */
function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type(HTML)
    .send(body);
}

/**
 * The sandbox checkout (decision 49), served only while the sandbox is the provider:
 * - GET  /pay/sandbox/:sessionId          the page: description, amount, Pay and Cancel
 * - POST /pay/sandbox/:sessionId/pay      signs and delivers `checkout.session.completed` to the
 *   app's own webhook, then 303 to the success URL. Idempotent: a paid session just redirects.
 * - POST /pay/sandbox/:sessionId/cancel  ends an open session as Stripe's expiry does: signs and
 *   delivers `checkout.session.expired` to the app's own webhook (decision 81), then 303 to the
 *   cancel URL. A paid or already ended session just redirects.
 * - GET  /pay/sandbox/:sessionId/cancel   changes nothing (a link preview or a mail scanner fetching
 *   the URL must not cancel an order, issue 26): 303 back to the checkout page.
 * The redirect never marks anything paid; the webhook does. Pages, not API: hidden from OpenAPI.
 *
 * CSRF: the page is a plain HTML form (no script under the CSP), which cannot send the
 * x-csrf-token header, so Pay and Cancel opt out of the header check and make the same
 * double-submit check themselves with a form field: `csrf` must equal the ibh_csrf cookie, and a
 * browser's Origin must be PUBLIC_URL's. Both also need the buyer's session (the access cookie of
 * the account that opened the checkout, issue 26): anyone else gets a page asking to sign in.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance) {
  const { ctx } = app;
  if (ctx.payments.provider !== 'sandbox') return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const home = { href: '/', label: SANDBOX_TEXT.home };
  const params = z.object({ sessionId: z.string().max(100) });

  /** The open session of the request, or undefined once the answer is sent (unknown, paid or expired). */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    { allowClosed = false } = {},
  ): Promise<SessionRow | undefined> {
    const parsed = ParamsSchema.safeParse(request.params);
    const session = parsed.success
      ? await ctx.db
          .selectFrom('payment_checkout_sessions')
          .selectAll()
          .where('id', '=', parsed.data.sessionId)
          .where('provider', '=', 'sandbox')
          .executeTakeFirst()
      : undefined;
    if (!session) {
      html(reply, 404, renderNoticePage(SANDBOX_TEXT.notFoundTitle, SANDBOX_TEXT.notFound, home));
      return undefined;
    }
    if (allowClosed) return session;
    if (session.status === 'completed') {
      reply.redirect(session.success_url, 303);
      return undefined;
    }
    if (session.status === 'expired' || session.expires_at <= ctx.clock.now()) {
      html(reply, 410, renderNoticePage(SANDBOX_TEXT.expiredTitle, SANDBOX_TEXT.expired, home));
      return undefined;
    }
    return session;
  }

  /** The double-submit check with a form field (or the header), and Origin == PUBLIC_URL. */
  function csrfValid(request: FastifyRequest): boolean {
    const cookie = request.cookies[CSRF.cookie];
    const field = (request.body as { csrf?: unknown } | undefined)?.csrf;
    const header = request.headers[CSRF.header];
    const echoed = typeof field === 'string' ? field : typeof header === 'string' ? header : undefined;
    return (
      typeof cookie === 'string' &&
      cookie.length >= 32 &&
      echoed !== undefined &&
      safeEqual(cookie, echoed) &&
      originAllowed(request.headers.origin, ctx.config.publicUrl, !ctx.config.isProduction)
    );
  }

  /** Whether the request carries the session of the account that opened the checkout. */
  async function isBuyer(request: FastifyRequest, session: SessionRow): Promise<boolean> {
    const token = request.cookies[AUTH_COOKIES.access];
    if (!token || !session.customer_user_id) return false;
    const user = await findUserByAccessToken(ctx.db, token, ctx.sessions);
    return user !== null && user.id === session.customer_user_id;
  }

  const refuseStranger = (reply: FastifyReply) =>
    html(
      reply,
      403,
      renderNoticePage(SANDBOX_TEXT.notBuyerTitle, SANDBOX_TEXT.notBuyer, {
        href: PATHS.login,
        label: SANDBOX_TEXT.signIn,
      }),
    );

  typed.get(
    `${SANDBOX_CHECKOUT_PATH}/:sessionId`,
    { schema: { hide: true, params } },
    async (request, reply) => {
      const open = await openSession(request, reply);
      if (!open) return reply;
      const token = ensureCsrfCookie(reply, ctx.config, request.cookies[CSRF.cookie]);
      const page = renderCheckoutPage(
        { id: open.id, description: open.description, amountCents: open.amount_cents },
        token,
        SANDBOX_CHECKOUT_PATH,
      );
      return html(reply, 200, page);
    },
  );

  typed.post(
    `${SANDBOX_CHECKOUT_PATH}/:sessionId/pay`,
    { schema: { hide: true, params, body: PayBodySchema }, config: { csrf: false } },
    async (request, reply) => {
      if (!csrfValid(request)) {
        return html(reply, 403, renderNoticePage(SANDBOX_TEXT.refusedTitle, SANDBOX_TEXT.refused, home));
      }
      const open = await openSession(request, reply);
      if (!open) return reply;
      if (!(await isBuyer(request, open))) return refuseStranger(reply);
      const status = await deliverSandboxOutcome(app, open, 'pay');
      if (status !== 200) {
        request.log.error({ sessionId: open.id, webhookStatus: status }, 'sandbox payment webhook refused');
        const back = { href: `${SANDBOX_CHECKOUT_PATH}/${open.id}`, label: 'Back to checkout' };
        return html(reply, 502, renderNoticePage(SANDBOX_TEXT.failedTitle, SANDBOX_TEXT.failed, back));
      }
      return reply.redirect(open.success_url, 303);
    },
  );

  typed.get(
    `${SANDBOX_CHECKOUT_PATH}/:sessionId/cancel`,
    { schema: { hide: true, params } },
    async (request, reply) => {
      const parsed = ParamsSchema.safeParse(request.params);
      if (!parsed.success) {
        return html(reply, 404, renderNoticePage(SANDBOX_TEXT.notFoundTitle, SANDBOX_TEXT.notFound, home));
      }
      return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${parsed.data.sessionId}`, 303);
    },
  );

  typed.post(
    `${SANDBOX_CHECKOUT_PATH}/:sessionId/cancel`,
    { schema: { hide: true, params, body: PayBodySchema }, config: { csrf: false } },
    async (request, reply) => {
      if (!csrfValid(request)) {
        return html(reply, 403, renderNoticePage(SANDBOX_TEXT.refusedTitle, SANDBOX_TEXT.refused, home));
      }
      const session = await openSession(request, reply, { allowClosed: true });
      if (!session) return reply;
      if (session.status === 'open') {
        if (!(await isBuyer(request, session))) return refuseStranger(reply);
        const status = await deliverSandboxOutcome(app, session, 'cancel');
        if (status !== 200) {
          request.log.error(
            { sessionId: session.id, webhookStatus: status },
            'sandbox expiry webhook refused',
          );
        }
      }
      return reply.redirect(session.cancel_url, 303);
    },
  );
}
