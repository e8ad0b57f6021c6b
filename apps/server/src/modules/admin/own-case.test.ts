import { ADMIN_CONSOLE_API as API, ERRORS, ORDER_API } from '@ibh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import { activeOrder, detail, ok, orderSuite } from '../orders/orders.test-kit.ts';

/** Issue 26, item 5: nobody judges their own case. */
const { t, w } = orderSuite();
/** An admin who buys: the party to the orders below. */
let adminBuyer: SignedIn;
beforeAll(async () => {
  adminBuyer = await signedInUser(t.app, t.database.db, { fullName: 'Ari Admin-Buyer', admin: true });
});

const logsFor = (targetId: string) =>
  t.database.db.selectFrom('admin_logs').selectAll().where('target_id', '=', targetId).execute();

/** An active order bought by `buyer` (an admin), disputed by its professional. */
async function disputedBy(buyer: SignedIn) {
  const order = await activeOrder(t.app, { ...w, buyer });
  await ok(await w.pro.agent.post(ORDER_API.dispute(order.id), { reason: 'The buyer went silent' }));
  return order.id;
}

describe('an admin who is party to the order', () => {
  it.each(['complete', 'refund', 'reopen', 'split'] as const)(
    '%s: the buyer-admin is refused with E_OWN_DISPUTE and nothing moves; a second admin resolves it',
    async (resolution) => {
      const id = await disputedBy(adminBuyer);
      const body = { resolution, note: 'Mine', ...(resolution === 'split' ? { releaseCents: 5_000 } : {}) };
      const refused = await adminBuyer.agent.post(API.resolveDispute(id), body);
      expect(refused.statusCode, refused.body).toBe(ERRORS.E_OWN_DISPUTE.status);
      expect(refused.json().error).toMatchObject({
        code: 'E_OWN_DISPUTE',
        message: ERRORS.E_OWN_DISPUTE.message,
      });
      const still = await detail(adminBuyer.agent, id);
      expect(still.status).toBe('disputed');
      expect(still.escrow).toMatchObject({ heldCents: 10_000, stillHeldCents: 10_000 });
      expect(still.dispute?.resolvedAt).toBeNull();
      expect(await logsFor(id)).toEqual([]);

      const res = await w.admin.agent.post(API.resolveDispute(id), body);
      expect(res.statusCode, res.body).toBe(200);
      expect((await detail(adminBuyer.agent, id)).dispute?.ruling?.note).toBe('Mine');
      expect(await logsFor(id)).toHaveLength(1);
    },
  );
});

describe('verifying oneself', () => {
  it('an admin who is a professional cannot verify or unverify themselves; another admin can', async () => {
    const adminPro = await signedInUser(t.app, t.database.db, {
      fullName: 'Pia Admin-Pro',
      role: 'professional',
      admin: true,
    });
    for (const verified of [true, false]) {
      const res = await adminPro.agent.post(API.setVerification(adminPro.user.id), { verified });
      expect(res.statusCode, res.body).toBe(ERRORS.E_SELF_VERIFY.status);
      expect(res.json().error).toMatchObject({
        code: 'E_SELF_VERIFY',
        message: ERRORS.E_SELF_VERIFY.message,
      });
    }
    expect(await logsFor(adminPro.user.id)).toEqual([]);
    const res = await w.admin.agent.post(API.setVerification(adminPro.user.id), { verified: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: adminPro.user.id, verified: true });
  });
});
