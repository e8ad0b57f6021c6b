import { randomUUID } from 'node:crypto';
import {
  TESTIMONIAL_ENDPOINTS as E,
  ERRORS,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_TEXT,
  type TestimonialInput,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { expectTwoKeysetPages, queuePage, queuePaths } from '../../../test/review-queue.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();
const db = () => t.database.db;

const QUOTE = 'IBH helped me test my idea with real users in one week. '; // 57 characters
const valid = (overrides: Partial<TestimonialInput> = {}): TestimonialInput => ({
  name: 'Nia Brooks',
  country: 'Ghana',
  quote: QUOTE,
  ...overrides,
});

const path = queuePaths('testimonialId');

async function submit(agent: Agent, body: unknown = valid()) {
  return agent.post(path(E.submit), body);
}

/** A stored testimonial of a fresh user, approved or not, written straight to the table. */
async function stored(approved: boolean, createdAt = new Date()): Promise<string> {
  const user = await buildUser(db());
  const row = await db()
    .insertInto('testimonials')
    .values({
      user_id: user.id,
      name: `Person ${randomUUID().slice(0, 6)}`,
      country: 'Peru',
      quote: QUOTE,
      is_approved: approved,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const logsFor = (id: string) =>
  db().selectFrom('admin_logs').selectAll().where('target_id', '=', id).execute();
const rowOf = (id: string) =>
  db().selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
const publicIds = async () =>
  ((await createAgent(t.app).get(path(E.list))).json() as { items: { id: string }[] }).items.map(
    (item) => item.id,
  );

describe('submitting a testimonial', () => {
  it('refuses the signed-out with 401 and stores nothing', async () => {
    const before = await db().selectFrom('testimonials').select('id').execute();
    const res = await submit(createAgent(t.app));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('E_UNAUTHENTICATED');
    expect(await db().selectFrom('testimonials').select('id').execute()).toHaveLength(before.length);
  });

  it('stores it pending, trimmed, with blanks as null, and it does not show publicly', async () => {
    const { user, agent } = await signedInUser(t.app, db());
    const res = await submit(
      agent,
      valid({
        name: '  Nia Brooks ',
        role: '   ',
        ibhRole: 'mentor',
        avatarUrl: '',
        coordsLat: 5.6,
        coordsLng: -0.19,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: user.id,
      name: 'Nia Brooks',
      role: null,
      ibhRole: 'mentor',
      avatarUrl: null,
      country: 'Ghana',
      quote: QUOTE.trim(),
      isApproved: false,
      coordsLat: 5.6,
      coordsLng: -0.19,
      // The submitter has no buttons: the testimonial table's actions are an admin's.
      allowedActions: [],
    });
    expect(await publicIds()).not.toContain(res.json().id);
  });

  it.each([
    ['name', valid({ name: '  ' }), TESTIMONIAL_TEXT.required],
    ['country', valid({ country: '' }), TESTIMONIAL_TEXT.required],
    ['quote', valid({ quote: '' }), TESTIMONIAL_TEXT.required],
    ['name', { country: 'Ghana', quote: QUOTE }, TESTIMONIAL_TEXT.required],
    ['quote', valid({ quote: `${'a'.repeat(39)}   ` }), TESTIMONIAL_TEXT.quoteTooShort],
    ['quote', valid({ quote: 'a'.repeat(TESTIMONIAL_LIMITS.quoteMax + 1) }), TESTIMONIAL_TEXT.quoteTooLong],
    ['name', valid({ name: 'n'.repeat(TESTIMONIAL_LIMITS.nameMax + 1) }), TESTIMONIAL_TEXT.fieldTooLong],
    ['ibhRole', valid({ ibhRole: 'professional' as never }), undefined],
    ['avatarUrl', valid({ avatarUrl: 'http://example.com/me.png' }), TESTIMONIAL_TEXT.avatarUrlInvalid],
    ['avatarUrl', valid({ avatarUrl: 'javascript:alert(1)' }), TESTIMONIAL_TEXT.avatarUrlInvalid],
    ['coordsLat', valid({ coordsLat: 90.5 }), TESTIMONIAL_TEXT.latitudeInvalid],
    ['coordsLng', valid({ coordsLng: -181 }), TESTIMONIAL_TEXT.longitudeInvalid],
    ['coordsLat', { ...valid(), coordsLat: '12' }, TESTIMONIAL_TEXT.latitudeInvalid],
  ])('refuses a bad %s with 400 and the spec message', async (field, body, message) => {
    const { agent } = await signedInUser(t.app, db());
    const res = await submit(agent, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    const fields = res.json().error.fields as Record<string, string[]>;
    const messages = Object.entries(fields).find(([key]) => key.endsWith(field))?.[1];
    expect(messages).toBeDefined();
    if (message) expect(messages?.[0]).toBe(message);
  });

  it('accepts exactly 40 characters, the upper bounds and an https avatar', async () => {
    const { agent } = await signedInUser(t.app, db());
    const res = await submit(
      agent,
      valid({
        quote: 'q'.repeat(TESTIMONIAL_LIMITS.quoteMin),
        name: 'n'.repeat(TESTIMONIAL_LIMITS.nameMax),
        avatarUrl: 'https://images.example.com/me.png',
        coordsLat: -90,
        coordsLng: 180,
      }),
    );
    expect(res.statusCode).toBe(201);
    const long = await submit(agent, valid({ quote: 'q'.repeat(TESTIMONIAL_LIMITS.quoteMax) }));
    expect(long.statusCode).toBe(201);
  });

  it('keeps at most three waiting per person (decision 73)', async () => {
    const { agent } = await signedInUser(t.app, db());
    for (let i = 0; i < TESTIMONIAL_LIMITS.pendingPerUser; i++) {
      expect((await submit(agent)).statusCode).toBe(201);
    }
    const refused = await submit(agent);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'E_LIMIT_EXCEEDED',
      message: TESTIMONIAL_TEXT.tooManyPending,
    });
  });
});

describe('the home list', () => {
  it('shows only approved ones, the 20 newest, newest first, without who submitted them', async () => {
    const base = Date.now() + 60_000; // newer than anything else in this file's database
    const approved: string[] = [];
    for (let i = 0; i < TESTIMONIAL_LIMITS.home + 2; i++) {
      approved.push(await stored(true, new Date(base + i * 1000)));
    }
    const newestPending = await stored(false, new Date(base + 100_000));
    const res = await createAgent(t.app).get(path(E.list));
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(TESTIMONIAL_LIMITS.home);
    expect(items.map((item) => item.id)).toEqual(approved.slice(2).reverse());
    expect(items.map((item) => item.id)).not.toContain(newestPending);
    expect(items[0]).not.toHaveProperty('userId');
    expect(items[0]).not.toHaveProperty('isApproved');
  });
});

describe('admin review', () => {
  const adminCalls = (id: string) =>
    [
      ['GET', path(E.adminList), undefined],
      ['POST', path(E.approve, id), undefined],
      ['POST', path(E.unapprove, id), undefined],
      ['PUT', path(E.update, id), valid()],
      ['DELETE', path(E.remove, id), undefined],
    ] as const;

  it('refuses every admin endpoint to the signed-out (401) and to non-admins (403), changing nothing', async () => {
    const id = await stored(false);
    const { agent } = await signedInUser(t.app, db());
    for (const [method, url, body] of adminCalls(id)) {
      const anonymous = await createAgent(t.app).request(method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(anonymous).code).toBe('E_UNAUTHENTICATED');
      const refused = await agent.request(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(refused)).toMatchObject({
        code: 'E_NOT_AUTHORIZED',
        message: ERRORS.E_NOT_AUTHORIZED.message,
      });
    }
    expect(await rowOf(id)).toMatchObject({ is_approved: false, name: expect.stringMatching(/^Person/) });
    expect(await logsFor(id)).toEqual([]);
  });

  it('lists pending by default, approved or all on request, newest first, with paging', async () => {
    const { agent } = await signedInUser(t.app, db(), { admin: true });
    const base = Date.now() + 10 * 60_000;
    const pending = await stored(false, new Date(base + 2000));
    const approved = await stored(true, new Date(base + 1000));
    type Item = { id: string; isApproved: boolean };
    const byDefault = await queuePage<Item>(agent, path(E.adminList));
    expect(byDefault.items[0]?.id).toBe(pending);
    expect(byDefault.items.every((item) => !item.isApproved)).toBe(true);
    const onlyApproved = await queuePage<Item>(agent, path(E.adminList), '?status=approved');
    expect(onlyApproved.items[0]?.id).toBe(approved);
    expect(onlyApproved.items.every((item) => item.isApproved)).toBe(true);
    const all = await queuePage<Item>(agent, path(E.adminList), '?status=all');
    expect(all.items.slice(0, 2).map((item) => item.id)).toEqual([pending, approved]);

    for (let i = 0; i < TESTIMONIAL_LIMITS.adminPage; i++) await stored(false, new Date(base - i * 1000));
    await expectTwoKeysetPages(agent, path(E.adminList), TESTIMONIAL_LIMITS.adminPage);
  });

  it('approve shows it publicly and unapprove hides it, each with exactly one log row', async () => {
    const { user, agent } = await signedInUser(t.app, db(), { admin: true });
    const id = await stored(false, new Date(Date.now() + 60 * 60_000));
    const approved = await agent.post(path(E.approve, id));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      isApproved: true,
      allowedActions: ['unapprove', 'edit', 'delete'],
    });
    expect(await publicIds()).toContain(id);
    expect(await logsFor(id)).toEqual([
      expect.objectContaining({
        admin_id: user.id,
        action: 'testimonial_approved',
        target_type: 'testimonial',
        ip_address: agent.ip,
      }),
    ]);

    const again = await agent.post(path(E.approve, id));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('E_INVALID_STATE');
    expect(await logsFor(id)).toHaveLength(1);

    const unapproved = await agent.post(path(E.unapprove, id));
    expect(unapproved.statusCode).toBe(200);
    expect(unapproved.json()).toMatchObject({
      isApproved: false,
      allowedActions: ['approve', 'edit', 'delete'],
    });
    expect(await publicIds()).not.toContain(id);
    const logs = await logsFor(id);
    expect(logs.map((log) => log.action).sort()).toEqual(['testimonial_approved', 'testimonial_unapproved']);
    expect((await agent.post(path(E.unapprove, id))).statusCode).toBe(409);
    expect(await logsFor(id)).toHaveLength(2);
  });

  it('edit validates like a submission, keeps the approval, and logs once', async () => {
    const { agent } = await signedInUser(t.app, db(), { admin: true });
    const id = await stored(true);
    const bad = await agent.put(path(E.update, id), valid({ quote: 'too short' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().error.fields as Record<string, string[]>).flat()).toContain(
      TESTIMONIAL_TEXT.quoteTooShort,
    );
    expect(await logsFor(id)).toEqual([]);

    const res = await agent.put(path(E.update, id), valid({ name: 'Edited Name', ibhRole: 'funder' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Edited Name', ibhRole: 'funder', isApproved: true });
    expect(await rowOf(id)).toMatchObject({ name: 'Edited Name', is_approved: true });
    const logs = await logsFor(id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'testimonial_updated',
      target_type: 'testimonial',
      details: { changed: expect.arrayContaining(['name', 'ibh_role']) },
    });
  });

  it('delete removes it (also from the home list) with one log row; a second delete is 404', async () => {
    const { agent } = await signedInUser(t.app, db(), { admin: true });
    const id = await stored(true, new Date(Date.now() + 2 * 60 * 60_000));
    expect(await publicIds()).toContain(id);
    const res = await agent.delete(path(E.remove, id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await rowOf(id)).toBeUndefined();
    expect(await publicIds()).not.toContain(id);
    expect((await logsFor(id)).map((log) => log.action)).toEqual(['testimonial_deleted']);

    const again = await agent.delete(path(E.remove, id));
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ code: 'E_NOT_FOUND', message: TESTIMONIAL_TEXT.notFound });
    for (const [method, url] of [
      ['POST', path(E.approve, id)],
      ['POST', path(E.unapprove, id)],
    ] as const) {
      expect((await agent.request(method, url)).statusCode).toBe(404);
    }
    expect((await agent.put(path(E.update, id), valid())).statusCode).toBe(404);
    expect(await logsFor(id)).toHaveLength(1);
  });

  it('refuses a malformed id with 400', async () => {
    const { agent } = await signedInUser(t.app, db(), { admin: true });
    expect((await agent.post('/api/admin/testimonials/not-a-uuid/approve')).statusCode).toBe(400);
  });
});
