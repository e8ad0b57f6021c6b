import { COUPON_ACTIONS, COUPON_SWITCH_STATES } from '@ibh/contract';
import { defineMachine } from '../../platform/state-machine.ts';

/**
 * A coupon's active switch (001 section 4.3: 'The activate/deactivate button toggles active'). The
 * display status (Inactive, Expired, Maxed Out, Active) is computed from more than the switch; this
 * table only says which button an admin sees. The switch endpoint itself sets the flag and stays
 * idempotent (a repeated click from a stale screen sets the same value and logs it).
 */
export const couponMachine = defineMachine({
  name: 'coupon',
  states: COUPON_SWITCH_STATES,
  actions: COUPON_ACTIONS,
  actors: ['admin'],
  transitions: [
    { from: 'inactive', action: 'activate', to: 'active', who: ['admin'] },
    { from: 'active', action: 'deactivate', to: 'inactive', who: ['admin'] },
  ],
});

export const couponSwitchOf = (row: { active: boolean }) => (row.active ? 'active' : 'inactive');
