import { createHmac } from 'node:crypto';

/**
 * The sandbox's webhook signing secret when PAYMENTS_SANDBOX_WEBHOOK_SECRET is not set: derived
 * from SECRET_KEY, so it is stable across restarts and processes and differs between installations.
 */
export function derivedSandboxWebhookSecret(secretKey: string): string {
  return `whsec_${createHmac('sha256', secretKey).update('payments-sandbox-webhook').digest('base64url')}`;
}
