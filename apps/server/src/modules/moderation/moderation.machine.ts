import { MODERATION_TEXT } from '@ibh/contract';
import { defineMachine } from '../../platform/state-machine.ts';

const handled = { code: 'E_INVALID_STATE', message: MODERATION_TEXT.alreadyHandled } as const;
const notFound = { code: 'E_NOT_FOUND', message: MODERATION_TEXT.reportNotFound } as const;

/**
 * A user's report in the moderation queue (issue 26 item 15): open until an admin dismisses it
 * (dismissed) or acts on it, hiding the reported item or warning its author (actioned). A closed
 * report takes no second action: acting twice (two admins, a double click) is the coded refusal,
 * so every admin write changes something and leaves one log row. 'none' is no such report.
 *
 * Who: admin (checked by the /api/admin guard and requireAdmin before the table is asked).
 */
export const reportMachine = defineMachine({
  name: 'moderation_report',
  states: ['none', 'open', 'dismissed', 'actioned'],
  actions: ['dismiss', 'hide', 'warn'],
  actors: ['admin'],
  transitions: [
    { from: 'open', action: 'dismiss', to: 'dismissed', who: ['admin'] },
    { from: 'open', action: 'hide', to: 'actioned', who: ['admin'] },
    { from: 'open', action: 'warn', to: 'actioned', who: ['admin'] },
  ],
  errors: {
    dismiss: { invalid: handled, invalidFrom: { none: notFound } },
    hide: { invalid: handled, invalidFrom: { none: notFound } },
    warn: { invalid: handled, invalidFrom: { none: notFound } },
  },
});

export type ReportState = (typeof reportMachine.states)[number];
