import {
  COSIGN_REQUEST_ACTIONS,
  COSIGN_REQUEST_STATUSES,
  SPRINT_ACTIONS,
  SPRINT_STATES,
  SPRINT_TEXT,
} from '@ibh/contract';
import { PENDING_REQUEST_ERRORS, pendingRequestRows } from '../../platform/pending-request.ts';
import { defineMachine, fromEach, keepsState } from '../../platform/state-machine.ts';

const err = <
  C extends
    | 'E_NOT_OWNER'
    | 'E_ALREADY_FINALIZED'
    | 'E_NOT_FINALIZED'
    | 'E_SPRINT_NOT_ACTIVE'
    | 'E_INVALID_STATE',
>(
  code: C,
  message: string,
) => ({
  code,
  message,
});

/** Adding, editing or deleting an interview: the owner's, while the sprint is active. */
const interviewErrors = {
  forbidden: err('E_NOT_OWNER', SPRINT_TEXT.interviewNotOwner),
  invalid: err('E_ALREADY_FINALIZED', SPRINT_TEXT.interviewFinalized),
};

/**
 * An interview sprint (001 sections 4.4, 4.5; issue 18). Active until finalized (edits locked);
 * the owner may reopen a finalized sprint until it is published as evidence (then it is frozen,
 * like the evidence). Co-signs are requested after finalization. A sprint that reached its target
 * without meeting its gate ('Completed — Not Met') cannot be finalized; its owner closes it as not
 * met (issue 26 item 7: the result is kept, it no longer holds the one active sprint, and it may be
 * published as a negative result). Who: owner (owner_user_id is the caller), other (anyone else:
 * the screen treats the sprint as not theirs).
 */
export const sprintMachine = defineMachine({
  name: 'interview sprint',
  states: SPRINT_STATES,
  actions: SPRINT_ACTIONS,
  actors: ['owner', 'other'],
  transitions: [
    { from: 'active', action: 'setup', to: 'active', who: ['owner'] },
    { from: 'active', action: 'add_interview', to: 'active', who: ['owner'] },
    { from: 'active', action: 'edit_interview', to: 'active', who: ['owner'] },
    { from: 'active', action: 'delete_interview', to: 'active', who: ['owner'] },
    { from: 'active', action: 'finalize', to: 'finalized', who: ['owner'] },
    { from: 'active', action: 'close_not_met', to: 'closed', who: ['owner'] },
    { from: 'finalized', action: 'reopen', to: 'active', who: ['owner'] },
    ...keepsState(['active', 'finalized', 'closed', 'published'], 'rotate_token', ['owner']),
    ...fromEach(['finalized', 'closed'], 'publish', 'published', ['owner']),
    ...keepsState(['finalized', 'published'], 'request_cosign', ['owner']),
    ...keepsState(['active', 'finalized', 'published'], 'cancel_cosign', ['owner']),
  ],
  errors: {
    setup: {
      forbidden: err('E_NOT_OWNER', SPRINT_TEXT.ownersOnly),
      invalid: err('E_ALREADY_FINALIZED', SPRINT_TEXT.interviewFinalized),
    },
    add_interview: interviewErrors,
    edit_interview: interviewErrors,
    delete_interview: interviewErrors,
    finalize: {
      forbidden: err('E_NOT_OWNER', SPRINT_TEXT.finalizeNotOwner),
      invalid: err('E_ALREADY_FINALIZED', SPRINT_TEXT.alreadyFinalized),
      invalidFrom: { closed: 'E_SPRINT_NOT_ACTIVE' },
    },
    close_not_met: {
      forbidden: err('E_NOT_OWNER', SPRINT_TEXT.closeNotOwner),
      invalid: 'E_SPRINT_NOT_ACTIVE',
    },
    reopen: {
      forbidden: 'E_NOT_OWNER',
      invalidFrom: { active: 'E_NOT_FINALIZED', closed: 'E_INVALID_STATE', published: 'E_INVALID_STATE' },
    },
    rotate_token: { forbidden: 'E_NOT_OWNER' },
    publish: {
      forbidden: 'E_NOT_OWNER',
      invalidFrom: { active: 'E_NOT_FINALIZED', published: 'E_CONFLICT' },
    },
    request_cosign: {
      forbidden: err('E_NOT_OWNER', SPRINT_TEXT.cosignNotOwner),
      invalid: err('E_NOT_FINALIZED', SPRINT_TEXT.cosignNotFinalized),
    },
    cancel_cosign: { forbidden: err('E_NOT_OWNER', SPRINT_TEXT.cancelNotOwner) },
  },
});
export type SprintState = (typeof sprintMachine.states)[number];
export type SprintActor = (typeof sprintMachine.actors)[number];

export function sprintStateOf(row: {
  finalized_at: Date | null;
  closed_at: Date | null;
  evidence_id: string | null;
}): SprintState {
  if (row.evidence_id) return 'published';
  if (row.closed_at) return 'closed';
  return row.finalized_at ? 'finalized' : 'active';
}

/**
 * A sprint co-sign request (001 section 4.5): pending until the professional accepts or declines,
 * or the owner cancels it; the professional of an accepted request may edit the public note.
 */
export const cosignRequestMachine = defineMachine({
  name: 'sprint co-sign request',
  states: COSIGN_REQUEST_STATUSES,
  actions: COSIGN_REQUEST_ACTIONS,
  actors: ['owner', 'pro', 'other'],
  transitions: [
    ...pendingRequestRows('pro', 'owner'),
    { from: 'accepted', action: 'edit_note', to: 'accepted', who: ['pro'] },
  ],
  errors: {
    ...PENDING_REQUEST_ERRORS,
    cancel: {
      forbidden: err('E_NOT_OWNER', SPRINT_TEXT.cancelNotOwner),
      invalid: { code: 'E_NOT_PENDING', message: SPRINT_TEXT.cancelNotPending },
    },
    edit_note: { forbidden: 'E_NOT_REQUEST_TARGET', invalid: 'E_INVALID_STATE' },
  },
});

export type CosignRequestActor = (typeof cosignRequestMachine.actors)[number];
