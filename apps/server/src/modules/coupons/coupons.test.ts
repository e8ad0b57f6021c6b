import { randomUUID } from 'node:crypto';
import {
  ADMIN_COUPON_TEXT,
  couponDisplayStatus,
  ADMIN_COUPON_ENDPOINTS as E,
  ERRORS,
  endpointPath,
  ORDER_API,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../../test/admin-suite.ts';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';

const { t, admin, adminUser, member } = adminSuite();

const LIST = E.list.path;
const code = () => `T${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const logsFor = (targetId: string) =>
  t.database.db.selectFrom('admin_logs').selectAll().where('target_id', '=', targetId).execute();
const fields = (res: { json(): { error: { fields?: Record<string, string[]> } } }) =>
  res.json().error.fields ?? {};

describe('coupon display status (001 section 4.3)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const base = { active: true, validUntil: null, maxUses: null, usedCount: 0 };
  it('is Inactive when switched off, whatever else holds', () => {
    expect(
      couponDisplayStatus(
        { ...base, active: false, validUntil: '2020-01-01T00:00:00Z', maxUses: 1, usedCount: 1 },
        now,
      ),
    ).toBe('Inactive');
  });
  it('is Expired once valid_until passed, before Maxed Out', () => {
    expect(
      couponDisplayStatus({ ...base, validUntil: '2026-05-31T23:59:59Z', maxUses: 1, usedCount: 1 }, now),
    ).toBe('Expired');
    expect(couponDisplayStatus({ ...base, validUntil: '2026-06-02T00:00:00Z' }, now)).toBe('Active');
  });
  it('is Maxed Out when used_count reached max_uses; unlimited never is', () => {
    expect(couponDisplayStatus({ ...base, maxUses: 3, usedCount: 3 }, now)).toBe('Maxed Out');
    expect(couponDisplayStatus({ ...base, maxUses: 3, usedCount: 2 }, now)).toBe('Active');
    expect(couponDisplayStatus({ ...base, usedCount: 1000 }, now)).toBe('Active');
  });
});

describe('creating coupons (001 section 5)', () => {
  it('upper-cases the code, defaults to a minimum order of 0 and unlimited uses, and logs one row', async () => {
    const c = code();
    const res = await admin.post(LIST, { code: ` ${c.toLowerCase()} `, discountValue: 10 });
    expect(res.statusCode).toBe(201);
    const coupon = res.json();
    expect(coupon).toMatchObject({
      code: c.toUpperCase(),
      discountType: 'percentage',
      discountValue: 10,
      minOrderCents: 0,
      maxUses: null,
      maxDiscountCents: null,
      usedCount: 0,
      active: true,
      status: 'Active',
    });
    const logs = await logsFor(coupon.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      admin_id: adminUser.id,
      action: 'coupon_created',
      target_type: 'coupon',
    });
    const list = (await admin.get(LIST)).json();
    expect(list.coupons.map((x: { id: string }) => x.id)).toContain(coupon.id);
  });

  it('takes a fixed amount in cents, a cap only for percentages, max uses and valid until', async () => {
    const fixed = await admin.post(LIST, {
      code: code(),
      discountType: 'fixed',
      discountValue: 1_234,
      minOrderCents: 5_000,
      maxUses: 1,
      validUntil: '2099-01-01T00:00:00.000Z',
    });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json()).toMatchObject({
      discountValue: 1_234,
      maxUses: 1,
      validUntil: '2099-01-01T00:00:00.000Z',
    });
    const capped = await admin.post(LIST, { code: code(), discountValue: 30, maxDiscountCents: 2_000 });
    expect(capped.json().maxDiscountCents).toBe(2_000);
  });

  it.each([
    ['no code', { discountValue: 10 }, 'code', ADMIN_COUPON_TEXT.requiredFields],
    ['a blank code', { code: '   ', discountValue: 10 }, 'code', ADMIN_COUPON_TEXT.requiredFields],
    [
      'a code over 20 characters',
      { code: 'A'.repeat(21), discountValue: 10 },
      'code',
      ADMIN_COUPON_TEXT.codeTooLong,
    ],
    ['a code with spaces', { code: 'TEN OFF', discountValue: 10 }, 'code', ADMIN_COUPON_TEXT.codeCharacters],
    ['no discount value', { code: 'NOVALUE' }, 'discountValue', ADMIN_COUPON_TEXT.requiredFields],
    [
      'a percentage over 100',
      { code: 'P101', discountValue: 101 },
      'discountValue',
      ADMIN_COUPON_TEXT.percentRange,
    ],
    ['a fractional percentage', { code: 'P105', discountValue: 10.5 }, 'discountValue', undefined],
    ['a zero discount', { code: 'ZERO', discountValue: 0 }, 'discountValue', undefined],
    [
      'fractional cents',
      { code: 'FRAC', discountType: 'fixed', discountValue: 12.5 },
      'discountValue',
      undefined,
    ],
    [
      'a cap on a fixed coupon',
      { code: 'FIXCAP', discountType: 'fixed', discountValue: 500, maxDiscountCents: 100 },
      'maxDiscountCents',
      ADMIN_COUPON_TEXT.capOnlyPercentage,
    ],
    [
      'a zero cap',
      { code: 'CAP0', discountValue: 10, maxDiscountCents: 0 },
      'maxDiscountCents',
      ADMIN_COUPON_TEXT.capAmount,
    ],
    ['max uses 0', { code: 'USES0', discountValue: 10, maxUses: 0 }, 'maxUses', ADMIN_COUPON_TEXT.maxUses],
    [
      'a negative minimum order',
      { code: 'MINNEG', discountValue: 10, minOrderCents: -1 },
      'minOrderCents',
      ADMIN_COUPON_TEXT.minOrder,
    ],
    [
      'a date that is not one',
      { code: 'BADDATE', discountValue: 10, validUntil: 'tomorrow' },
      'validUntil',
      undefined,
    ],
    [
      'an unknown type',
      { code: 'BADTYPE', discountType: 'bogo', discountValue: 10 },
      'discountType',
      undefined,
    ],
  ])('refuses %s with 400 naming the field', async (_name, body, field, message) => {
    const res = await admin.post(LIST, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    expect(Object.keys(fields(res))).toContain(`body.${field}`);
    if (message) expect(fields(res)[`body.${field}`]).toContain(message);
  });

  it('refuses a duplicate code (any case) with 409 and writes no second coupon or log', async () => {
    const c = code();
    expect((await admin.post(LIST, { code: c, discountValue: 10 })).statusCode).toBe(201);
    const before = await t.database.db
      .selectFrom('admin_logs')
      .select('id')
      .where('action', '=', 'coupon_created')
      .execute();
    const again = await admin.post(LIST, { code: c.toLowerCase(), discountValue: 20 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ADMIN_COUPON_TEXT.duplicateCode);
    const after = await t.database.db
      .selectFrom('admin_logs')
      .select('id')
      .where('action', '=', 'coupon_created')
      .execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('activate and deactivate (001 section 4.3)', () => {
  it('toggles active, shows Inactive, logs one row each, and checkout refuses the inactive coupon', async () => {
    const created = (await admin.post(LIST, { code: code(), discountValue: 10 })).json();
    const off = await admin.post(endpointPath(E.deactivate, { couponId: created.id }));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, status: 'Inactive', allowedActions: ['activate'] });
    const quote = await member.post(ORDER_API.quote, { packageId: randomUUID(), couponCode: created.code });
    expect(quote.statusCode).toBeGreaterThanOrEqual(400);
    const on = await admin.post(endpointPath(E.activate, { couponId: created.id }));
    expect(on.json()).toMatchObject({ active: true, status: 'Active', allowedActions: ['deactivate'] });
    const logs = await logsFor(created.id);
    expect(logs.map((l) => l.action).sort()).toEqual([
      'coupon_activated',
      'coupon_created',
      'coupon_deactivated',
    ]);
  });

  it('answers 404 for an unknown coupon and logs nothing', async () => {
    const id = randomUUID();
    const res = await admin.post(endpointPath(E.activate, { couponId: id }));
    expect(res.statusCode).toBe(404);
    expect(await logsFor(id)).toHaveLength(0);
  });
});

describe('only admins', () => {
  it('refuses anonymous callers (401) and signed-in non-admins (403) on every coupon endpoint', async () => {
    const anonymous = createAgent(t.app);
    const id = randomUUID();
    const calls = [
      (a: Agent) => a.get(LIST),
      (a: Agent) => a.post(LIST, { code: 'NOPE', discountValue: 10 }),
      (a: Agent) => a.post(endpointPath(E.activate, { couponId: id })),
      (a: Agent) => a.post(endpointPath(E.deactivate, { couponId: id })),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).statusCode).toBe(401);
      const refused = await call(member);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(ERRORS.E_NOT_AUTHORIZED.message);
    }
    expect(
      await t.database.db.selectFrom('coupons').select('id').where('code', '=', 'NOPE').execute(),
    ).toHaveLength(0);
  });
});
