import { SECOND_FACTOR } from '@ibh/contract';
import { Secret, TOTP } from 'otpauth';

/** What authenticator apps show as the account's issuer. */
export const TOTP_ISSUER = 'IBH';

function totpOf(secretBase32: string, label = 'account') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: SECOND_FACTOR.totpDigits,
    period: SECOND_FACTOR.totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI a QR code carries (issuer, account email, SHA1, 6 digits, 30 s). */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / SECOND_FACTOR.totpPeriodSeconds);
}

/** The code for a moment (tests, and the e2e/demo helpers compute the same). */
export function totpCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/**
 * The step a code was made for, when it matches within one step of `now` (clock drift) and is newer
 * than `lastStep` (a code is accepted once: RFC 6238 section 5.2); null otherwise.
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: SECOND_FACTOR.totpWindow,
  });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
