import { AUTH, TIME } from '@ibh/contract';
import type { RateRule } from '../../platform/rate-limit.ts';

/** The abuse limits of sign-in, in one place. */
export const RATE_RULES = {
  /** One code email per address (and purpose) per cooldown. */
  codePerAddress: { limit: 1, windowMs: AUTH.resendCooldown },
  codePerIp: { limit: AUTH.codeEmailsPerIpPerHour, windowMs: TIME.HOUR },
  loginFailuresPerAccount: { limit: AUTH.loginFailuresPerAccount, windowMs: AUTH.loginWindow },
  loginAttemptsPerIp: { limit: AUTH.loginAttemptsPerIp, windowMs: AUTH.loginWindow },
  /** Wrong codes per IP across addresses, so guessing cannot move from one address to the next. */
  codeChecksPerIp: { limit: 30, windowMs: AUTH.loginWindow },
} satisfies Record<string, RateRule>;
