import * as z from 'zod';
import type { CheckoutRequest } from './payments.ts';

/** The longest text a checkout description may hold (Stripe's product name allows more). */
export const CHECKOUT_DESCRIPTION_MAX = 500;
/** A checkout session stays open this long, as Stripe's default (24 hours). */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

const key = z.string().min(1).max(255);

const CheckoutRequestSchema = z.object({
  orderId: key,
  amountCents: z.number().int().positive().max(100_000_000),
  currency: z.literal('usd'),
  description: z.string().trim().min(1).max(CHECKOUT_DESCRIPTION_MAX),
  successUrl: z.string().min(1).max(2000),
  cancelUrl: z.string().min(1).max(2000),
  idempotencyKey: key,
  customerEmail: z.email().max(320).nullish(),
  customerId: key.nullish(),
});

/**
 * A redirect target on this app only: a path (`/order/1?success=1`) or an absolute URL on
 * PUBLIC_URL's origin, returned absolute. Anything else (another origin, `//host`, `javascript:`)
 * throws: a checkout must not become an open redirect.
 */
export function sameOriginUrl(value: string, publicUrl: string): string {
  const base = new URL(publicUrl);
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    const url = new URL(value, base);
    if (url.origin === base.origin) return url.toString();
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new TypeError(`checkout redirect is not a URL: ${value}`);
    }
    if (url.origin === base.origin) return url.toString();
  }
  throw new TypeError(`checkout redirect leaves ${base.origin}: ${value}`);
}

/** Checks a checkout request (a programming error throws) and makes its URLs absolute. */
export function checkCheckoutRequest(request: CheckoutRequest, publicUrl: string): CheckoutRequest {
  const parsed = CheckoutRequestSchema.parse(request);
  return {
    ...parsed,
    customerEmail: parsed.customerEmail ?? null,
    customerId: parsed.customerId ?? null,
    successUrl: sameOriginUrl(parsed.successUrl, publicUrl),
    cancelUrl: sameOriginUrl(parsed.cancelUrl, publicUrl),
  };
}

const AmountSchema = z.number().int().positive().max(100_000_000);
export const RefundRequestSchema = z.object({
  paymentIntentId: key,
  amountCents: AmountSchema,
  idempotencyKey: key,
});
export const PayoutRequestSchema = z.object({
  proUserId: key,
  amountCents: AmountSchema,
  idempotencyKey: key,
  destination: key.nullish(),
});
