import type { Seeder } from '../../db/seed/seeder.ts';

const DAY = 86_400_000;

/**
 * Demo coupons, one or more in each display status (001 section 4.3): Active (percentage with a
 * cap, fixed with a minimum order), Expired, Maxed Out and Inactive.
 */
export const couponsSeeder: Seeder = {
  name: 'coupons',
  async run(trx) {
    const now = Date.now();
    await trx
      .insertInto('coupons')
      .values([
        {
          code: 'WELCOME10',
          description: 'Welcome offer: 10% off, up to $50',
          discount_type: 'percentage',
          discount_value: 10,
          max_discount_cents: 5_000,
          valid_until: new Date(now + 180 * DAY),
        },
        {
          code: 'LAUNCH25',
          description: '$25 off orders of $100 or more',
          discount_type: 'fixed',
          discount_value: 2_500,
          min_order_cents: 10_000,
          max_uses: 100,
        },
        {
          code: 'SPRING20',
          description: 'Spring campaign (ended)',
          discount_type: 'percentage',
          discount_value: 20,
          valid_until: new Date(now - 30 * DAY),
        },
        {
          code: 'BETA50',
          description: 'Beta testers: 50% off, three uses',
          discount_type: 'percentage',
          discount_value: 50,
          max_discount_cents: 10_000,
          max_uses: 3,
          used_count: 3,
        },
        {
          code: 'PAUSED15',
          description: 'Partner promotion, switched off',
          discount_type: 'percentage',
          discount_value: 15,
          active: false,
        },
      ])
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  },
};
