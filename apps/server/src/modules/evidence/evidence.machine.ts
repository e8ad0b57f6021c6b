import {
  EVIDENCE_TEXT,
  EVIDENCE_VERSION_ACTIONS,
  EVIDENCE_VERSION_STATES,
  type EvidenceVersionAction,
  PRO_SIGN_ACTIONS,
  PRO_SIGN_STATUSES,
} from '@ibh/contract';
import { PENDING_REQUEST_ERRORS, pendingRequestRows } from '../../platform/pending-request.ts';
import { defineMachine, fromEach, keepsState } from '../../platform/state-machine.ts';

/** The states of a finalized version: each may be revised, attested, approved or withdrawn. */
const FINAL = ['finalized', 'cosigned', 'approved'] as const;

/**
 * An evidence version (001 sections 3.3, 4.6; issue 17). Draft until finalized; editing finalized
 * evidence makes a new draft version (`revise` keeps the finalized one as it is); verified
 * professionals co-sign finalized versions (cosigned); an accepted pro-sign invite approves it;
 * the owner withdraws evidence (tombstoned: professional actions hide). `linked` belongs to the
 * entry (linkMachine), shown for its finalized version.
 *
 * Who: owner (the evidence's owner), verified_pro (a verified professional, not the owner),
 * invitee (the professional of a pending invite), other (anyone else).
 */
export const versionMachine = defineMachine({
  name: 'evidence version',
  states: EVIDENCE_VERSION_STATES,
  actions: EVIDENCE_VERSION_ACTIONS,
  actors: ['owner', 'verified_pro', 'invitee', 'other'],
  transitions: [
    { from: 'draft', action: 'edit', to: 'draft', who: ['owner'] },
    { from: 'draft', action: 'finalize', to: 'finalized', who: ['owner'] },
    ...keepsState(FINAL, 'revise', ['owner']),
    ...fromEach(['finalized', 'cosigned'], 'cosign', 'cosigned', ['verified_pro']),
    { from: 'approved', action: 'cosign', to: 'approved', who: ['verified_pro'] },
    ...keepsState(FINAL, 'attest', ['verified_pro']),
    ...fromEach(FINAL, 'approve', 'approved', ['invitee']),
    ...fromEach(['draft', ...FINAL], 'withdraw', 'tombstoned', ['owner']),
  ],
  errors: {
    edit: { forbidden: 'E_NOT_OWNER' },
    finalize: { forbidden: 'E_NOT_OWNER', invalid: 'E_INVALID_STATE' },
    revise: { forbidden: 'E_NOT_OWNER' },
    cosign: { forbidden: 'E_NOT_PROFESSIONAL', invalid: 'E_INVALID_STATE' },
    attest: {
      forbidden: { code: 'E_NOT_PROFESSIONAL', message: EVIDENCE_TEXT.attestVerifiedOnly },
      invalid: 'E_INVALID_STATE',
    },
    approve: { forbidden: 'E_NOT_REQUEST_TARGET', invalid: 'E_INVALID_STATE' },
    withdraw: { forbidden: 'E_NOT_OWNER', invalid: 'E_INVALID_STATE' },
  },
});
export type VersionState = (typeof versionMachine.states)[number];
export type VersionActor = (typeof versionMachine.actors)[number];

/** An entry's link to an idea: one evidence per idea, by the idea's owner; not unlinked once co-signed. */
export const linkMachine = defineMachine({
  name: 'evidence link',
  states: ['unlinked', 'linked'],
  actions: ['link', 'unlink'],
  actors: ['idea_owner', 'other'],
  transitions: [
    { from: 'unlinked', action: 'link', to: 'linked', who: ['idea_owner'] },
    { from: 'linked', action: 'unlink', to: 'unlinked', who: ['idea_owner'] },
  ],
  errors: {
    link: { forbidden: 'E_NOT_OWNER', invalid: 'E_ALREADY_LINKED' },
    unlink: { forbidden: 'E_NOT_OWNER', invalid: 'E_NOT_LINKED' },
  },
});

/** A pro-sign invite (001 sections 3.3, 4.5): pending until the professional answers or the requester cancels. */
export const inviteMachine = defineMachine({
  name: 'pro sign invite',
  states: PRO_SIGN_STATUSES,
  actions: PRO_SIGN_ACTIONS,
  actors: ['requester', 'invitee', 'other'],
  transitions: pendingRequestRows('invitee', 'requester'),
  errors: PENDING_REQUEST_ERRORS,
});

/** The entry's own moves: taken on its newest version (a draft is edited and finalized in place). */
const ENTRY_ACTIONS: readonly EvidenceVersionAction[] = ['edit', 'finalize', 'revise', 'withdraw'];

/**
 * The evidence screen's `allowedActions` for a viewer: the entry's moves from the newest version,
 * co-sign and attest from the latest finalized one unless the viewer already did ('approve' is the
 * invitee's answer to an invite, in the inbox).
 */
export function viewerActions(
  newest: VersionState,
  latestFinal: VersionState,
  actor: VersionActor,
  done: { attested: boolean; cosigned: boolean },
): EvidenceVersionAction[] {
  const entry = versionMachine.allowedActions(newest, actor).filter((a) => ENTRY_ACTIONS.includes(a));
  const review = versionMachine
    .allowedActions(latestFinal, actor)
    .filter((a) => (a === 'cosign' && !done.cosigned) || (a === 'attest' && !done.attested));
  return [...entry, ...review];
}

/** The viewer's relation to a pro-sign invite. */
export const inviteActor = (
  invite: { requester_id: string | null; pro_user_id: string },
  userId: string | null,
): InviteActor =>
  invite.requester_id === userId ? 'requester' : invite.pro_user_id === userId ? 'invitee' : 'other';
export type InviteActor = (typeof inviteMachine.actors)[number];
