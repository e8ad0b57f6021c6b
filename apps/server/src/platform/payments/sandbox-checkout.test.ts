import { AUTH_COOKIES, CSRF, PAYMENT_EVENTS } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverEvent, paymentEventsFor, paySandboxCheckout } from '../../../test/payments.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import { openTestDatabase, testConfig } from '../../../test/test-server.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { TestClock } from '../clock.ts';
import type { CheckoutSession } from './payments.ts';
import { SandboxPayments } from './sandbox-payments.ts';

const PUBLIC_URL = 'http://localhost:3000';
const clock = new TestClock(new Date('2026-03-02T10:00:00Z'));
let app: FastifyInstance;
let database: Database;
let counter = 0;
/** The account that opens the checkouts (only its session pays or cancels), and someone else. */
let buyer: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, clock });
  await app.ready();
  buyer = await signedInUser(app, database.db, { fullName: 'Bea Buyer' });
  stranger = await signedInUser(app, database.db, { fullName: 'Stan Stranger' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await database.dropSchema?.();
});

async function openCheckout(
  description = 'Landing page review — Standard',
): Promise<CheckoutSession & { orderId: string }> {
  counter++;
  const orderId = `order-${counter}`;
  const session = await app.ctx.payments.createCheckout({
    orderId,
    amountCents: 12_500,
    currency: 'usd',
    description,
    successUrl: `/order/${orderId}?success=1`,
    cancelUrl: `/order/${orderId}?canceled=1`,
    idempotencyKey: `${orderId}:checkout`,
    customerId: buyer.user.id,
  });
  return { ...session, orderId };
}

const pathOf = (session: CheckoutSession) => new URL(session.url).pathname;

/** Opens the page as a browser would: the answer and the CSRF cookie it holds afterwards. */
async function openPage(session: CheckoutSession) {
  const res = await app.inject({ method: 'GET', url: pathOf(session) });
  const cookie = (res.cookies as { name: string; value: string }[]).find((c) => c.name === CSRF.cookie);
  return { res, token: cookie?.value ?? '' };
}

interface FormOptions {
  field?: string;
  origin?: string;
  /** Whose session (access cookie) the browser carries: the buyer's unless said. */
  as?: SignedIn | null;
}

/** Submits the page's Pay or Cancel form (both POST with the page's CSRF token). */
function submit(form: 'pay' | 'cancel', session: CheckoutSession, token: string, options: FormOptions = {}) {
  const who = options.as === undefined ? buyer : options.as;
  const access = who?.agent.cookies.get(AUTH_COOKIES.access);
  return app.inject({
    method: 'POST',
    url: `${pathOf(session)}/${form}`,
    payload: new URLSearchParams({ csrf: options.field ?? token }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${CSRF.cookie}=${token}${access ? `; ${AUTH_COOKIES.access}=${access}` : ''}`,
      origin: options.origin ?? PUBLIC_URL,
    },
  });
}
const pay = (session: CheckoutSession, token: string, options: FormOptions = {}) =>
  submit('pay', session, token, options);

const completedEvents = (orderId: string) =>
  paymentEventsFor(database.db, PAYMENT_EVENTS.checkoutCompleted, orderId);

async function sessionRow(id: string) {
  return database.db
    .selectFrom('payment_checkout_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('sandbox checkout', () => {
  it('shows the description and the amount with Pay and Cancel, escaping the text', async () => {
    const session = await openCheckout('Pitch deck <script>alert(1)</script>');
    const { res, token } = await openPage(session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    // Under the site's no-referrer policy Chromium would send `Origin: null` with the form's POST.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('Pitch deck &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('$125');
    expect(res.body).toMatch(/<button type="submit" class="pay">Pay \$125<\/button>/);
    expect(res.body).toMatch(/<button type="submit" class="cancel">Cancel<\/button>/);
    // Both forms POST the page's token (Cancel too: a fetched link must not cancel, issue 26).
    expect(res.body).toContain(`<form method="post" action="${pathOf(session)}/cancel">`);
    expect(res.body.split(`<input type="hidden" name="csrf" value="${token}">`)).toHaveLength(3);
    expect(token.length).toBeGreaterThanOrEqual(32);
  });

  it('Pay publishes exactly one payment.checkout_completed, even when submitted twice at once, then redirects', async () => {
    const session = await openCheckout();
    const { token } = await openPage(session);
    const [first, second] = await Promise.all([pay(session, token), pay(session, token)]);
    const third = await pay(session, token);
    for (const res of [first, second, third]) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/order/${session.orderId}?success=1`);
    }
    const events = await completedEvents(session.orderId);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      orderId: session.orderId,
      sessionId: session.sessionId,
      paymentIntentId: `pi_${session.sessionId}`,
      amountCents: 12_500,
      currency: 'usd',
    });
    expect(await sessionRow(session.sessionId)).toMatchObject({ status: 'completed' });
    const stored = await database.db
      .selectFrom('payment_events')
      .select(['provider', 'type'])
      .where('provider_event_id', '=', `evt_${session.sessionId}_completed`)
      .execute();
    expect(stored).toEqual([{ provider: 'sandbox', type: 'checkout.session.completed' }]);
    // The page of a paid session goes straight back to the order.
    const page = await app.inject({ method: 'GET', url: pathOf(session) });
    expect(page.statusCode).toBe(303);
  });

  it('a redelivery of the signed sandbox event (a provider retry) publishes nothing more', async () => {
    const session = await openCheckout();
    expect((await paySandboxCheckout(app, session.url, buyer.agent)).statusCode).toBe(303);
    const stored = await database.db
      .selectFrom('payment_events')
      .select('payload')
      .where('provider_event_id', '=', `evt_${session.sessionId}_completed`)
      .executeTakeFirstOrThrow();
    const again = await deliverEvent(app, stored.payload as object);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await completedEvents(session.orderId)).toHaveLength(1);
  });

  it('Cancel ends the session with one signed checkout.session.expired, then goes back to the order', async () => {
    const session = await openCheckout();
    const { token } = await openPage(session);
    const cancel = () => submit('cancel', session, token);
    const res = await cancel();
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/order/${session.orderId}?canceled=1`);
    expect(await completedEvents(session.orderId)).toHaveLength(0);
    const expired = await paymentEventsFor(database.db, PAYMENT_EVENTS.checkoutExpired, session.orderId);
    expect(expired.map((row) => row.payload)).toEqual([
      {
        orderId: session.orderId,
        sessionId: session.sessionId,
        providerEventId: `evt_${session.sessionId}_expired`,
      },
    ]);
    expect(await sessionRow(session.sessionId)).toMatchObject({ status: 'expired' });
    // A second Cancel (back button, double click) redirects and announces nothing more; Pay is refused.
    expect((await cancel()).statusCode).toBe(303);
    expect(await paymentEventsFor(database.db, PAYMENT_EVENTS.checkoutExpired, session.orderId)).toHaveLength(
      1,
    );
    expect((await openPage(session)).res.statusCode).toBe(410);
    expect(await completedEvents(session.orderId)).toHaveLength(0);
  });

  it('Cancel after paying changes nothing: the session stays paid and no expiry is announced', async () => {
    const session = await openCheckout();
    const { token } = await openPage(session);
    expect((await pay(session, token)).statusCode).toBe(303);
    const res = await submit('cancel', session, token);
    expect(res.statusCode).toBe(303);
    expect(await paymentEventsFor(database.db, PAYMENT_EVENTS.checkoutExpired, session.orderId)).toHaveLength(
      0,
    );
    expect(await sessionRow(session.sessionId)).toMatchObject({ status: 'completed' });
  });

  it('refuses Pay without the page token or from another origin, and changes nothing', async () => {
    const session = await openCheckout();
    const { token } = await openPage(session);
    const attempts = [
      await pay(session, token, { field: '' }),
      await pay(session, token, { field: 'x'.repeat(43) }),
      await pay(session, token, { origin: 'https://evil.example' }),
      await app.inject({
        method: 'POST',
        url: `${pathOf(session)}/pay`,
        payload: 'csrf=',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Your session could not be verified. Reload the page and try again.');
    }
    expect(await completedEvents(session.orderId)).toHaveLength(0);
    expect(await sessionRow(session.sessionId)).toMatchObject({ status: 'open' });
  });

  it('a GET of the Cancel URL (a link preview, a mail scanner) cancels nothing: back to the checkout page', async () => {
    const session = await openCheckout();
    const res = await app.inject({ method: 'GET', url: `${pathOf(session)}/cancel` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(pathOf(session));
    expect(await paymentEventsFor(database.db, PAYMENT_EVENTS.checkoutExpired, session.orderId)).toHaveLength(
      0,
    );
    expect(await sessionRow(session.sessionId)).toMatchObject({ status: 'open' });
    expect((await openPage(session)).res.statusCode).toBe(200);
  });

  it('refuses Cancel without the page token, from another origin or without the buyer, and changes nothing', async () => {
    const session = await openCheckout();
    const { token } = await openPage(session);
    for (const res of [
      await submit('cancel', session, token, { field: '' }),
      await submit('cancel', session, token, { origin: 'https://evil.example' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Your session could not be verified. Reload the page and try again.');
    }
    for (const who of [null, stranger]) {
      const res = await submit('cancel', session, token, { as: who });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Only the account that placed this order can pay for it or cancel it.');
      expect(res.body).toContain('href="/login"');
    }
    expect(await paymentEventsFor(database.db, PAYMENT_EVENTS.checkoutExpired, session.orderId)).toHaveLength(
      0,
    );
    expect(await sessionRow(session.sessionId)).toMatchObject({ status: 'open' });
  });

  it("refuses Pay without the buyer's session (signed out, someone else, a session without its buyer)", async () => {
    const session = await openCheckout();
    const { token } = await openPage(session);
    const anonymous = await app.ctx.payments.createCheckout({
      orderId: `order-anon-${counter}`,
      amountCents: 500,
      currency: 'usd',
      description: 'No buyer recorded',
      successUrl: '/order/x?success=1',
      cancelUrl: '/order/x?canceled=1',
      idempotencyKey: `anon-${counter}`,
    });
    for (const res of [
      await pay(session, token, { as: null }),
      await pay(session, token, { as: stranger }),
      await pay(anonymous, token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Sign in as the buyer');
    }
    expect(await completedEvents(session.orderId)).toHaveLength(0);
    expect(await sessionRow(session.sessionId)).toMatchObject({ status: 'open' });
    // The buyer's own session pays.
    expect((await pay(session, token)).statusCode).toBe(303);
    expect(await completedEvents(session.orderId)).toHaveLength(1);
  });

  it('answers an unknown session with a calm 404 page', async () => {
    for (const url of ['/pay/sandbox/cs_sandbox_00000000000000000000000000000000', '/pay/sandbox/nope']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Checkout not found');
    }
  });

  it('refuses to pay an expired session', async () => {
    const session = await openCheckout();
    const { token } = await openPage(session);
    // A session opened a day and a moment before the app's clock (24 h is its lifetime).
    const earlier = new SandboxPayments({
      db: database.db,
      clock: new TestClock(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000 - 1)),
      publicUrl: PUBLIC_URL,
      webhookSecret: app.ctx.payments.webhookSecret,
    });
    const stale = await earlier.createCheckout({
      orderId: session.orderId,
      amountCents: 100,
      currency: 'usd',
      description: 'Expired',
      successUrl: '/order/x?success=1',
      cancelUrl: '/order/x?canceled=1',
      idempotencyKey: `${session.orderId}:stale`,
    });
    expect((await openPage(session)).res.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: pathOf(stale) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout has expired.');
    expect((await pay(stale, token)).statusCode).toBe(410);
    expect(await completedEvents(session.orderId)).toHaveLength(0);
  });
});
