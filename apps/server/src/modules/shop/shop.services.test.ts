import {
  ERRORS,
  SERVICE_DETAIL_TEXT,
  ServiceDetailSchema,
  SHOP_API,
  SHOP_ERROR_TEXT,
  SHOP_LIMITS,
  SHOP_TEXT,
} from '@ibh/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, errorOf } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { startTestApp, type TestApp, useTestApp } from '../../../test/test-server.ts';
import { createService, professional, publishedService, serviceInput } from './shop.test-kit.ts';

const t = useTestApp();
const pro = (options: Parameters<typeof professional>[2] = {}) => professional(t.app, t.database.db, options);

function fieldMessages(res: { json(): { error: { fields?: Record<string, string[]> } } }) {
  return Object.values(res.json().error.fields ?? {}).flat();
}

const priceSelections = (userId: string) =>
  t.database.db
    .selectFrom('analytics_events')
    .select(['meta'])
    .where('type', '=', 'price_selection')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
    .then((rows) => rows.map((r) => r.meta));

describe('a professional sells a service', () => {
  it('creates a draft with three packages, edits it and publishes it', async () => {
    const seller = await pro({ fullName: 'Paula Pro', headline: 'Discovery specialist' });
    const created = await createService(seller.agent);
    const draft = ServiceDetailSchema.parse(created);
    expect(draft).toMatchObject({
      title: 'Customer discovery interviews',
      category: 'validate',
      status: 'draft',
      listed: false,
      isOwner: true,
      fromCents: 10_000,
      etaDays: 7,
      deliverables: ['Interview guide', 'Synthesis report'],
      pro: { fullName: 'Paula Pro', headline: 'Discovery specialist', verified: true, impactScore: 0.5 },
      publishedAt: null,
    });
    expect(draft.packages.map((p) => [p.tier, p.priceCents, p.days, p.revisions])).toEqual([
      ['basic', 10_000, 7, 1],
      ['standard', 20_000, 10, 2],
      ['premium', 40_000, 14, 2],
    ]);

    const edited = await seller.agent.patch(SHOP_API.myService(draft.id), {
      title: '  Twelve discovery interviews  ',
      etaDays: 9,
      packages: [
        { tier: 'basic', name: 'Starter', priceCents: 12_000, days: 8, revisions: 1, includes: [] },
        { tier: 'standard', name: 'Standard', priceCents: 20_000, days: 10, revisions: 2, includes: [] },
        { tier: 'premium', name: 'Premium', priceCents: 45_000, days: 14, revisions: 2, includes: ['Call'] },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Twelve discovery interviews',
      etaDays: 9,
      fromCents: 12_000,
    });
    expect(edited.json().packages[0]).toMatchObject({ name: 'Starter', priceCents: 12_000 });

    // Not listed while a draft: a buyer cannot open it, the owner can.
    const buyer = await signedInUser(t.app, t.database.db, { role: 'idea_owner' });
    expect((await buyer.agent.get(SHOP_API.service(draft.id))).statusCode).toBe(404);

    const published = await seller.agent.post(SHOP_API.publish(draft.id));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', listed: true });
    expect(published.json().publishedAt).not.toBeNull();

    const seen = await createAgent(t.app).get(SHOP_API.service(draft.id));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ title: 'Twelve discovery interviews', isOwner: false, listed: true });
    expect(seen.json().packages).toHaveLength(3);

    // Every price the professional set is a price_selection (category, price_cents); unchanged ones are not.
    expect(await priceSelections(seller.user.id)).toEqual([
      { category: 'validate', price_cents: 10_000 },
      { category: 'validate', price_cents: 20_000 },
      { category: 'validate', price_cents: 40_000 },
      { category: 'validate', price_cents: 12_000 },
      { category: 'validate', price_cents: 45_000 },
    ]);
  });

  it('unpublishes back to a draft and deletes, the owner only', async () => {
    const seller = await pro();
    const id = await publishedService(seller.agent);
    const unpublished = await seller.agent.post(SHOP_API.unpublish(id));
    expect(unpublished.json()).toMatchObject({ status: 'draft', listed: false });
    expect((await createAgent(t.app).get(SHOP_API.service(id))).statusCode).toBe(404);
    const again = await seller.agent.post(SHOP_API.unpublish(id));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('E_INVALID_STATE');

    const other = await pro();
    const refused = await other.agent.delete(SHOP_API.myService(id));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'E_NOT_OWNER', message: ERRORS.E_NOT_OWNER.message });

    expect((await seller.agent.delete(SHOP_API.myService(id))).json()).toEqual({ ok: true });
    const gone = await seller.agent.get(SHOP_API.service(id));
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(SERVICE_DETAIL_TEXT.notFound);
    const packages = await t.database.db
      .selectFrom('service_packages')
      .select('id')
      .where('service_id', '=', id)
      .execute();
    expect(packages).toEqual([]);
  });

  it('lists my services, drafts included, newest first', async () => {
    const seller = await pro();
    const first = await createService(seller.agent, { title: 'First service' });
    const second = await publishedService(seller.agent, { title: 'Second service' });
    const mine = await seller.agent.get(SHOP_API.myServices);
    expect(mine.json().items.map((s: { id: string }) => s.id)).toEqual([second, first.id]);
  });
});

describe('who may sell and edit', () => {
  it('refuses an idea owner, and anyone signed out', async () => {
    const owner = await signedInUser(t.app, t.database.db, { role: 'idea_owner' });
    const res = await owner.agent.post(SHOP_API.myServices, serviceInput());
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'E_NOT_PROFESSIONAL',
      message: ERRORS.E_NOT_PROFESSIONAL.message,
    });
    expect(errorOf(await owner.agent.get(SHOP_API.myServices)).code).toBe('E_NOT_PROFESSIONAL');
    expect((await createAgent(t.app).post(SHOP_API.myServices, serviceInput())).statusCode).toBe(401);
  });

  it("refuses another professional's edits, publishing and images", async () => {
    const seller = await pro();
    const { id } = await createService(seller.agent);
    const other = await pro();
    const edit = await other.agent.patch(SHOP_API.myService(id), { title: 'Taken over' });
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit)).toMatchObject({ code: 'E_NOT_OWNER', message: ERRORS.E_NOT_OWNER.message });
    expect(errorOf(await other.agent.post(SHOP_API.publish(id))).code).toBe('E_NOT_OWNER');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const image = await other.agent.request('PUT', SHOP_API.image(id, 'banner'), png, {
      'content-type': 'image/png',
    });
    expect(errorOf(image).code).toBe('E_NOT_OWNER');
    const stored = await seller.agent.get(SHOP_API.service(id));
    expect(stored.json()).toMatchObject({ title: 'Customer discovery interviews', bannerUrl: null });
  });

  it('lets an unverified professional draft and publish, but nobody else sees it', async () => {
    const seller = await pro({ verified: false });
    const id = await publishedService(seller.agent, { title: 'Unverified seller service' });
    const own = await seller.agent.get(SHOP_API.service(id));
    expect(own.json()).toMatchObject({ status: 'published', listed: false, isOwner: true });
    const other = await signedInUser(t.app, t.database.db, { role: 'idea_owner' });
    const res = await other.agent.get(SHOP_API.service(id));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(SERVICE_DETAIL_TEXT.notFound);
    const browse = await other.agent.get(`${SHOP_API.services}?q=${encodeURIComponent('Unverified seller')}`);
    expect(browse.json().items).toEqual([]);
    expect((await other.agent.get(SHOP_API.proServices(seller.user.id))).json().items).toEqual([]);

    // Once an admin verifies them, the service is listed without being touched.
    await t.database.db
      .updateTable('pro_profiles')
      .set({ verified: true, verified_at: new Date() })
      .where('user_id', '=', seller.user.id)
      .execute();
    expect((await other.agent.get(SHOP_API.service(id))).statusCode).toBe(200);
    const listed = await other.agent.get(`${SHOP_API.services}?q=${encodeURIComponent('Unverified seller')}`);
    expect(listed.json().items.map((s: { id: string }) => s.id)).toEqual([id]);
  });
});

describe('what a service may hold', () => {
  it('refuses a package below its category floor, naming the floor', async () => {
    const seller = await pro();
    const input = serviceInput({ category: 'mvp' });
    const res = await seller.agent.post(SHOP_API.myServices, input);
    expect(res.statusCode).toBe(400);
    const message = SHOP_ERROR_TEXT.belowFloor('MVP', 50_000);
    expect(message).toBe('The minimum price for MVP services is $500.');
    expect(errorOf(res)).toMatchObject({ code: 'E_INVALID_INPUT', message });
    expect(res.json().error.fields['packages.0.priceCents']).toEqual([message]);

    // Changing the category re-checks the kept packages.
    const { id } = await createService(seller.agent);
    const moved = await seller.agent.patch(SHOP_API.myService(id), { category: 'development' });
    expect(errorOf(moved).message).toBe('The minimum price for Development services is $500.');
    expect((await seller.agent.get(SHOP_API.service(id))).json().category).toBe('validate');
  });

  it('needs one to three packages, each tier once, and the contract limits', async () => {
    const seller = await pro();
    const [basic, standard] = serviceInput().packages;
    const none = await seller.agent.post(SHOP_API.myServices, serviceInput({ packages: [] }));
    expect(fieldMessages(none)).toContain(SHOP_ERROR_TEXT.packagesRange);
    const four = await seller.agent.post(
      SHOP_API.myServices,
      serviceInput({ packages: [...serviceInput().packages, { ...basic, tier: 'basic' }] as never }),
    );
    expect(fieldMessages(four)).toContain(SHOP_ERROR_TEXT.packagesRange);
    const twice = await seller.agent.post(
      SHOP_API.myServices,
      serviceInput({ packages: [basic, { ...standard, tier: 'basic' }] as never }),
    );
    expect(fieldMessages(twice)).toContain(SHOP_ERROR_TEXT.duplicateTier);
    const longTitle = await seller.agent.post(
      SHOP_API.myServices,
      serviceInput({ title: 'x'.repeat(SHOP_LIMITS.titleMax + 1) }),
    );
    expect(longTitle.statusCode).toBe(400);
    const manyDeliverables = await seller.agent.post(
      SHOP_API.myServices,
      serviceInput({
        deliverables: Array.from({ length: SHOP_LIMITS.deliverablesMax + 1 }, (_, i) => `D${i}`),
      }),
    );
    expect(manyDeliverables.statusCode).toBe(400);
    const fractional = await seller.agent.post(
      SHOP_API.myServices,
      serviceInput({ packages: [{ ...basic, priceCents: 10_000.5 }] as never }),
    );
    expect(fractional.statusCode).toBe(400);
    const one = await seller.agent.post(SHOP_API.myServices, serviceInput({ packages: [basic] as never }));
    expect(one.statusCode).toBe(201);
    expect(one.json().packages).toHaveLength(1);
  });

  it(`keeps a professional to ${SHOP_LIMITS.servicesPerPro} services`, async () => {
    const seller = await pro();
    await t.database.db
      .insertInto('pro_services')
      .values(
        Array.from({ length: SHOP_LIMITS.servicesPerPro }, (_, i) => ({
          pro_id: seller.user.id,
          title: `Stored service ${i}`,
          category: 'validate' as const,
          eta_days: 3,
        })),
      )
      .execute();
    const res = await seller.agent.post(SHOP_API.myServices, serviceInput());
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe('E_LIMIT_EXCEEDED');
  });

  it('takes a banner and a thumbnail checked by content, re-encoded, behind signed URLs', async () => {
    const seller = await pro();
    const { id } = await createService(seller.agent);
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const banner = await seller.agent.request('PUT', SHOP_API.image(id, 'banner'), jpeg, {
      'content-type': 'image/jpeg',
    });
    expect(banner.statusCode, banner.body).toBe(200);
    const url = banner.json().bannerUrl as string;
    expect(url).toMatch(/sig=/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      SHOP_LIMITS.banner.width,
      SHOP_LIMITS.banner.height,
    ]);

    // A text file declared as PNG is refused and changes nothing.
    const fake = await seller.agent.request('PUT', SHOP_API.image(id, 'thumbnail'), 'not an image', {
      'content-type': 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    expect(errorOf(fake).message).toBe(SHOP_TEXT.imageUnsupported);
    const gif = await seller.agent.request('PUT', SHOP_API.image(id, 'thumbnail'), 'GIF89a', {
      'content-type': 'image/gif',
    });
    expect(gif.statusCode).toBe(415);

    const thumb = await seller.agent.request('PUT', SHOP_API.image(id, 'thumbnail'), jpeg, {
      'content-type': 'image/jpeg',
    });
    expect(thumb.json().thumbUrl).toMatch(/sig=/);
    const keys = await t.app.ctx.storage.list(`shop/services/${id}/`);
    expect(keys).toHaveLength(2);
    await seller.agent.delete(SHOP_API.myService(id));
    expect(await t.app.ctx.storage.list(`shop/services/${id}/`)).toEqual([]);
  });
});

describe('selling profile and floors', () => {
  it('shows the floors of all seven categories', async () => {
    const res = await createAgent(t.app).get(SHOP_API.floors);
    expect(
      res
        .json()
        .items.map((f: { category: string }) => f.category)
        .sort(),
    ).toEqual(['consulting', 'design', 'development', 'marketing', 'mvp', 'pitch', 'validate']);
    for (const floor of res.json().items) {
      expect(floor.suggestedMinCents).toBeGreaterThanOrEqual(floor.floorPriceCents);
      expect(floor.suggestedMaxCents).toBeGreaterThanOrEqual(floor.suggestedMinCents);
    }
  });

  it('lets a professional set a headline and categories, not their verification', async () => {
    const seller = await pro({ verified: false, impact: 0.3 });
    const res = await seller.agent.put(SHOP_API.profile, {
      headline: 'Pitch coach',
      categories: ['pitch', 'consulting'],
      verified: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      headline: 'Pitch coach',
      categories: ['pitch', 'consulting'],
      impactScore: 0.3,
      verified: false,
      verifiedAt: null,
    });
    const bad = await seller.agent.put(SHOP_API.profile, { headline: null, categories: ['cooking'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the pro-shop flag', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ flags: { proShop: false } });
  });
  afterAll(() => off.close());

  it('answers 404 for the shop API when off', async () => {
    const agent = createAgent(off.app);
    expect((await agent.get(SHOP_API.services)).statusCode).toBe(404);
    expect((await agent.get(SHOP_API.floors)).statusCode).toBe(404);
    expect((await agent.post(SHOP_API.events, { type: 'hire_pro_click', meta: {} })).statusCode).toBe(404);
  });
});
