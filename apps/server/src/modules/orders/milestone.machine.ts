import {
  MILESTONE_ACTIONS,
  MILESTONE_MACHINE_ACTIONS,
  MILESTONE_STATUSES,
  ORDER_ACTORS,
} from '@ibh/contract';
import { defineMachine, fromEach } from '../../platform/state-machine.ts';

/** The states a dispute ruling settles. */
const NOT_APPROVED = ['open', 'submitted', 'revisions'] as const;

/**
 * A milestone's transition table (001 section 4.2). open -> submitted (professional, 'Submit for
 * Review'); submitted -> approved (buyer 'Approve', or the system 72 hours after submission);
 * submitted -> revisions (buyer, 'Request Revision' with notes; at most the order's
 * revisions_included, its package's, counted over the order); revisions -> submitted (professional,
 * 'Resubmit'). A party's milestone action is taken only where the order table's `work` row leads
 * (in_progress or delivered). The lists are the contract's (MILESTONE_STATUSES, MILESTONE_MACHINE_ACTIONS).
 *
 * An admin's ruling on a dispute (issue 26) settles every milestone not yet approved: Complete
 * approves it (its amount is released), Refund marks it refunded, Split marks it settled (the
 * split's amounts are the order's, not a milestone's). Approved milestones stay approved.
 */
export const milestoneMachine = defineMachine({
  name: 'milestone',
  states: MILESTONE_STATUSES,
  actions: MILESTONE_MACHINE_ACTIONS,
  actors: ORDER_ACTORS,
  transitions: [
    { from: 'open', action: 'submit', to: 'submitted', who: ['professional'] },
    { from: 'submitted', action: 'approve', to: 'approved', who: ['buyer', 'system'] },
    { from: 'submitted', action: 'request_revision', to: 'revisions', who: ['buyer'] },
    { from: 'revisions', action: 'resubmit', to: 'submitted', who: ['professional'] },
    ...fromEach(NOT_APPROVED, 'ruling_approve', 'approved', ['admin']),
    ...fromEach(NOT_APPROVED, 'ruling_refund', 'refunded', ['admin']),
    ...fromEach(NOT_APPROVED, 'ruling_settle', 'settled', ['admin']),
  ],
});

/** The milestone actions a party presses (buttons); the ruling ones are an admin's, through a dispute. */
export const PARTY_MILESTONE_ACTIONS = MILESTONE_ACTIONS;

/** Revision requests an order has used: counted over all its milestones (issue 26). */
export const revisionsUsed = (milestones: readonly { revision_count: number }[]): number =>
  milestones.reduce((sum, m) => sum + m.revision_count, 0);
