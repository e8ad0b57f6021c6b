import { TESTIMONIAL_ACTIONS, TESTIMONIAL_STATES, TESTIMONIAL_TEXT } from '@ibh/contract';
import { defineMachine, fromEach, keepsState } from '../../platform/state-machine.ts';

const notFound = { code: 'E_NOT_FOUND', message: TESTIMONIAL_TEXT.notFound } as const;

/**
 * A testimonial (000 section 4): created pending (is_approved false); an admin approves or
 * unapproves it, edits it in either state (its approval stays) or deletes it. Approving an
 * approved one (or unapproving a pending one) is refused, so every admin write changes something
 * and leaves one log row (decision 73).
 *
 * Who: admin (checked by requireAdmin before the table is asked).
 */
export const testimonialMachine = defineMachine({
  name: 'testimonial',
  states: TESTIMONIAL_STATES,
  actions: TESTIMONIAL_ACTIONS,
  actors: ['admin'],
  transitions: [
    { from: 'pending', action: 'approve', to: 'approved', who: ['admin'] },
    { from: 'approved', action: 'unapprove', to: 'pending', who: ['admin'] },
    ...keepsState(['pending', 'approved'], 'edit', ['admin']),
    ...fromEach(['pending', 'approved'], 'delete', 'deleted', ['admin']),
  ],
  errors: {
    approve: { invalidFrom: { deleted: notFound } },
    unapprove: { invalidFrom: { deleted: notFound } },
    edit: { invalid: notFound },
    delete: { invalid: notFound },
  },
});

export type TestimonialState = (typeof testimonialMachine.states)[number];

/** The state of a stored row, or 'deleted' when there is none. */
export const testimonialStateOf = (row: { is_approved: boolean } | undefined): TestimonialState =>
  row ? (row.is_approved ? 'approved' : 'pending') : 'deleted';
