import { createRequire } from 'node:module';
import type Stripe from 'stripe';

const require = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;

/**
 * The Stripe SDK, loaded on first use. Loading it costs about a second of CPU, which a start of
 * the sandbox default (and every restart after a crash, decision 45) need not pay before the
 * first payment. Synchronous, so the callers stay as they are.
 */
export function stripeSdk(): typeof Stripe {
  sdk ??= require('stripe') as typeof Stripe;
  return sdk;
}
