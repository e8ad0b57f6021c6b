// The transition rows every pending request shares (evidence pro-sign invites, team invites, sprint
// co-sign requests), for tables built with defineMachine (./state-machine.ts).

/** A request's target may not answer it (not theirs) or may no longer (answered already). */
export const TARGET_ANSWER_ERRORS = { forbidden: 'E_NOT_REQUEST_TARGET', invalid: 'E_NOT_PENDING' } as const;

/**
 * The rows of a pending request (an invite, a co-sign request) that its target accepts or declines
 * and its requester cancels; each answer leaves 'pending' for good.
 */
export function pendingRequestRows<const T extends string, const Q extends string>(target: T, requester: Q) {
  return [
    { from: 'pending', action: 'accept', to: 'accepted', who: [target] },
    { from: 'pending', action: 'decline', to: 'declined', who: [target] },
    { from: 'pending', action: 'cancel', to: 'cancelled', who: [requester] },
  ] as const;
}

/** The errors of pendingRequestRows: not the target's or the requester's to take, or not pending any more. */
export const PENDING_REQUEST_ERRORS = {
  accept: TARGET_ANSWER_ERRORS,
  decline: TARGET_ANSWER_ERRORS,
  cancel: { forbidden: 'E_NOT_OWNER', invalid: 'E_NOT_PENDING' },
} as const;
