import { defineMachine } from '../../platform/state-machine.ts';

/**
 * A milestone's transition table (001 section 4.2). open -> submitted (professional, 'Submit for
 * Review'); submitted -> approved (buyer 'Approve', or the system 72 hours after submission);
 * submitted -> revisions (buyer, 'Request Revision' with notes; at most the order's
 * revisions_included, its package's, counted over the order); revisions -> submitted (professional, 'Resubmit'). Milestone actions are
 * taken only while the order is in_progress or delivered (ORDER_WORK_STATES).
 *
 * An admin's ruling on a dispute (issue 26) settles every milestone not yet approved: Complete
 * approves it (its amount is released), Refund marks it refunded, Split marks it settled (the
 * split's amounts are the order's, not a milestone's). Approved milestones stay approved.
 */
export const milestoneMachine = defineMachine({
  name: 'milestone',
  states: ['open', 'submitted', 'approved', 'revisions', 'refunded', 'settled'],
  actions: [
    'submit',
    'approve',
    'request_revision',
    'resubmit',
    'ruling_approve',
    'ruling_refund',
    'ruling_settle',
  ],
  actors: ['buyer', 'professional', 'admin', 'system', 'stranger'],
  transitions: [
    { from: 'open', action: 'submit', to: 'submitted', who: ['professional'] },
    { from: 'submitted', action: 'approve', to: 'approved', who: ['buyer', 'system'] },
    { from: 'submitted', action: 'request_revision', to: 'revisions', who: ['buyer'] },
    { from: 'revisions', action: 'resubmit', to: 'submitted', who: ['professional'] },
    { from: 'open', action: 'ruling_approve', to: 'approved', who: ['admin'] },
    { from: 'submitted', action: 'ruling_approve', to: 'approved', who: ['admin'] },
    { from: 'revisions', action: 'ruling_approve', to: 'approved', who: ['admin'] },
    { from: 'open', action: 'ruling_refund', to: 'refunded', who: ['admin'] },
    { from: 'submitted', action: 'ruling_refund', to: 'refunded', who: ['admin'] },
    { from: 'revisions', action: 'ruling_refund', to: 'refunded', who: ['admin'] },
    { from: 'open', action: 'ruling_settle', to: 'settled', who: ['admin'] },
    { from: 'submitted', action: 'ruling_settle', to: 'settled', who: ['admin'] },
    { from: 'revisions', action: 'ruling_settle', to: 'settled', who: ['admin'] },
  ],
});

/** The milestone actions a party presses (buttons); the ruling ones are an admin's, through a dispute. */
export const PARTY_MILESTONE_ACTIONS = ['submit', 'approve', 'request_revision', 'resubmit'] as const;

/** Order statuses in which milestones move. */
export const ORDER_WORK_STATES = ['in_progress', 'delivered'] as const;

/** Revision requests an order has used: counted over all its milestones (issue 26). */
export const revisionsUsed = (milestones: readonly { revision_count: number }[]): number =>
  milestones.reduce((sum, m) => sum + m.revision_count, 0);
