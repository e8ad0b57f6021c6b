/**
 * The realtime event that carries a professional's pending pro-sign count (issue 17). In a file of
 * its own so the header can import it without events.ts, whose payload schemas pull in most of the
 * contract (first-route budget).
 */
export const PRO_SIGN_REALTIME = { pendingChanged: 'prosign.pending' } as const;
