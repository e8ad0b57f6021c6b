import type { PolicyRow } from './policy.ts';

/**
 * Policy rows of the Evidence Hub home (issue 19, decisions 96-97): both reads are public. The
 * Live Proofs never list a private profile's readiness or anything of a private idea; the active
 * sprint is only ever the asker's own (the API tests prove who gets it).
 */
/** Both reads: anyone, and never the hermit (a private profile) nor the private idea. */
const PUBLIC_READ: PolicyRow = {
  targets: ['own'],
  mutates: false,
  expect: () => 'ok',
  request: () => ({}),
  mustNotList: (c) => [c.w.users.hermit.id, c.w.ideas.private.id],
};

export const EVIDENCE_HOME_POLICY: Record<string, PolicyRow> = {
  'EVIDENCE_HOME_ENDPOINTS.home': {
    ...PUBLIC_READ,
    leaks: (c, body) =>
      c.actor === 'anonymous' && !/"activeSprint":null/.test(body)
        ? 'an active sprint for a visitor who is not signed in'
        : null,
  },
  'EVIDENCE_HOME_ENDPOINTS.proofs': PUBLIC_READ,
};
