import { ACCOUNT_POLICY } from './policy-accounts.ts';
import { ADMIN_POLICY } from './policy-admin.ts';
import { ADMIN_TOOLS_POLICY } from './policy-admin-tools.ts';
import { EVIDENCE_POLICY } from './policy-evidence.ts';
import { EVIDENCE_HOME_POLICY } from './policy-evidence-home.ts';
import { HOME_POLICY } from './policy-home.ts';
import { IDEAS_POLICY } from './policy-ideas.ts';
import { MERIT_POLICY } from './policy-merit.ts';
import { MODERATION_POLICY } from './policy-moderation.ts';
import { ORDER_POLICY } from './policy-orders.ts';
import { PEOPLE_MESSAGES_POLICY } from './policy-people-messages.ts';
import { SECOND_FACTOR_POLICY } from './policy-second-factor.ts';
import { SHOP_POLICY } from './policy-shop.ts';
import { SPRINT_POLICY, TESTIMONIAL_POLICY } from './policy-sprints-testimonials.ts';
import { STUDENTS_POLICY } from './policy-students.ts';
import type { PolicyRow } from './policy-types.ts';
import { WORKSPACE_POLICY } from './policy-workspace.ts';

export * from './policy-types.ts';

/**
 * The authorization policy of the API as one table: for every endpoint of the contract (and every
 * other route the OpenAPI document publishes), which resources it is tried on, who may do it and
 * what everyone else gets, and how to build the request. authz-matrix.test.ts generates the
 * requests and the expected answers from it. A new endpoint without a row here fails that test:
 * later issues add their endpoints to this table.
 */

/** Keyed `<CONTRACT_ENDPOINTS export>.<name>`, or `ROUTE <METHOD> <openapi path>` for other routes. */
export const POLICY: Record<string, PolicyRow> = {
  ...ACCOUNT_POLICY,
  ...SECOND_FACTOR_POLICY,
  ...PEOPLE_MESSAGES_POLICY,
  ...IDEAS_POLICY,
  ...WORKSPACE_POLICY,
  ...SHOP_POLICY,
  ...EVIDENCE_POLICY,

  // Routes outside the contract's descriptors (storage). A forged signature is refused to everyone.
  'ROUTE GET /api/files/{*}': {
    targets: ['unknown'],
    mutates: false,
    expect: () => 'refused',
    request: () => ({
      params: { '*': 'ideas/forged/deck.pdf' },
      query: { exp: '9999999999', sig: 'forged' },
    }),
  },
  'ROUTE GET /api/images/{*}': {
    targets: ['unknown'],
    mutates: false,
    expect: () => 'refused',
    request: () => ({ params: { '*': 'avatars/unknown.png' }, query: { w: '64' } }),
  },

  ...ORDER_POLICY,
  ...ADMIN_POLICY,
  ...ADMIN_TOOLS_POLICY,
  ...SPRINT_POLICY,
  ...TESTIMONIAL_POLICY,
  ...HOME_POLICY,
  ...STUDENTS_POLICY,
  ...EVIDENCE_HOME_POLICY,
  ...MERIT_POLICY,
  ...MODERATION_POLICY,
};
