import type { PolicyRow } from './policy.ts';

/**
 * Policy rows of the home page (issue 19). Both reads are public: everyone, signed in or not, gets
 * the same page (the pulse holds public activity only; see modules/home/home-pulse.ts).
 */
export const HOME_POLICY: Record<string, PolicyRow> = {
  'HOME_ENDPOINTS.home': { targets: ['own'], mutates: false, expect: () => 'ok', request: () => ({}) },
  'HOME_ENDPOINTS.pulse': { targets: ['own'], mutates: false, expect: () => 'ok', request: () => ({}) },
};
