import * as z from 'zod';
import { defineJob } from '../../platform/jobs/job.ts';

/** The provider refund of an order's held money (ledger already written); idempotent by key. */
export const ORDER_REFUND_JOB = defineJob(
  'orders.refund',
  z.object({ orderId: z.string(), paymentIntentId: z.string(), amountCents: z.number() }),
  { maxAttempts: 10, backoffMs: 5_000 },
);

/** The provider payout of a recorded payout row; idempotent by key 'payout:{payoutId}'. */
export const ORDER_PAYOUT_JOB = defineJob('orders.payout', z.object({ payoutId: z.string() }), {
  maxAttempts: 10,
  backoffMs: 5_000,
});
