import { defineMachine } from '../../platform/state-machine.ts';

/**
 * A milestone's transition table (001 section 4.2). open -> submitted (professional, 'Submit for
 * Review'); submitted -> approved (buyer 'Approve', or the system 72 hours after submission);
 * submitted -> revisions (buyer, 'Request Revision' with notes; at most the order's
 * revisions_included, its package's, counted over the order); revisions -> submitted (professional, 'Resubmit'). Milestone actions are
 * taken only while the order is in_progress or delivered (ORDER_WORK_STATES).
 */
export const milestoneMachine = defineMachine({
  name: 'milestone',
  states: ['open', 'submitted', 'approved', 'revisions'],
  actions: ['submit', 'approve', 'request_revision', 'resubmit'],
  actors: ['buyer', 'professional', 'admin', 'system', 'stranger'],
  transitions: [
    { from: 'open', action: 'submit', to: 'submitted', who: ['professional'] },
    { from: 'submitted', action: 'approve', to: 'approved', who: ['buyer', 'system'] },
    { from: 'submitted', action: 'request_revision', to: 'revisions', who: ['buyer'] },
    { from: 'revisions', action: 'resubmit', to: 'submitted', who: ['professional'] },
  ],
});

/** Order statuses in which milestones move. */
export const ORDER_WORK_STATES = ['in_progress', 'delivered'] as const;

/** Revision requests an order has used: counted over all its milestones (issue 26). */
export const revisionsUsed = (milestones: readonly { revision_count: number }[]): number =>
  milestones.reduce((sum, m) => sum + m.revision_count, 0);
