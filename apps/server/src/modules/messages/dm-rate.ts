import { MESSAGE_LIMITS } from '@ibh/contract';
import type { RateRule } from '../../platform/rate-limit.ts';

/** MESSAGE_LIMITS.perMinute direct messages a minute per sender, across every recipient. */
export const DM_RATE: RateRule = { limit: MESSAGE_LIMITS.perMinute, windowMs: 60_000 };
export const dmRateKey = (senderId: string) => `dm:${senderId}`;
