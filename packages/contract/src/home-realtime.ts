/**
 * The Live Innovation Pulse's realtime topic and event (issue 19, decision 91). In a file of its own
 * so the event catalog (events.ts) does not pull the home page's schemas into every chunk using it.
 */
export const HOME_PULSE_TOPIC = 'home:pulse';
export const HOME_REALTIME_EVENTS = { pulseChanged: 'home.pulse_changed' } as const;
