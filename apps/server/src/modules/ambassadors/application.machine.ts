import { AMBASSADOR_TEXT } from '@ibh/contract';
import { defineMachine, fromEach } from '../../platform/state-machine.ts';

const notFound = { code: 'E_NOT_FOUND', message: AMBASSADOR_TEXT.notFound } as const;

/**
 * An ambassador application (issue 19, decision 94): created pending; an admin approves it (the
 * ambassador shows on /students) or declines it; an approved ambassador can be declined later
 * (taken off the page). A declined one is final: the person may apply again. Re-approving an
 * approved one or declining a declined one is refused, so every review changes something.
 *
 * Who: admin (checked by the /api/admin guard and requireAdmin before the table is asked).
 */
export const applicationMachine = defineMachine({
  name: 'ambassador_application',
  states: ['pending', 'approved', 'declined', 'missing'],
  actions: ['approve', 'decline'],
  actors: ['admin'],
  transitions: [
    { from: 'pending', action: 'approve', to: 'approved', who: ['admin'] },
    ...fromEach(['pending', 'approved'], 'decline', 'declined', ['admin']),
  ],
  errors: {
    approve: { invalidFrom: { missing: notFound } },
    decline: { invalidFrom: { missing: notFound } },
  },
});

export type ApplicationState = (typeof applicationMachine.states)[number];

export const applicationStateOf = (row: { status: ApplicationState } | undefined): ApplicationState =>
  row ? row.status : 'missing';
