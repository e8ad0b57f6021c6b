import { defineMachine } from '../../platform/state-machine.ts';

/**
 * A place on an idea's team (a row of idea_team_members, made by accepting a team invite).
 * Who: owner (the idea's owner), self (the member), other (anyone else).
 */
export const teamMembershipMachine = defineMachine({
  name: 'team membership',
  states: ['none', 'member'],
  actions: ['remove'],
  actors: ['owner', 'self', 'other'],
  transitions: [{ from: 'member', action: 'remove', to: 'none', who: ['owner', 'self'] }],
  // Nothing to remove: as absent as a missing row.
  errors: { remove: { forbidden: 'E_NOT_OWNER', invalid: 'E_NOT_FOUND' } },
});
