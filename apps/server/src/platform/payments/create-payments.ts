import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import type { Payments } from './payments.ts';
import { SandboxPayments } from './sandbox-payments.ts';
import { createStripeClient, StripePayments } from './stripe-payments.ts';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the embedded sandbox. */
export function createPayments(
  config: Pick<AppConfig, 'payments' | 'publicUrl'>,
  deps: { db: Kysely<DB>; clock: Clock },
): Payments {
  const settings = config.payments;
  if (settings.provider === 'stripe') {
    return new StripePayments({
      db: deps.db,
      stripe: createStripeClient(settings.secretKey),
      webhookSecret: settings.webhookSecret,
      publicUrl: config.publicUrl,
    });
  }
  return new SandboxPayments({
    db: deps.db,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    webhookSecret: settings.webhookSecret,
  });
}
