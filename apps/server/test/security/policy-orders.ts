import { freshActor, none, signedIn, UNKNOWN_ID } from './policy-rules.ts';
import {
  type Actor,
  type CaseContext,
  type Expected,
  ORDER_TARGETS,
  type PolicyRequest,
  type PolicyRow,
  type Target,
} from './policy-types.ts';

// Orders (issue 15) -------------------------------------------------------------------------------

/**
 * An order and its workroom: the buyer (owner) and the professional (verifiedPro); admins read;
 * anyone else 403 ('You do not have access to this workroom'); an unknown order 404.
 */
function orderRead(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  if (target === 'unknown') return 404;
  return actor === 'owner' || actor === 'verifiedPro' || actor === 'admin' ? 'ok' : 403;
}
/** Writing in the workroom (chat, files): the two parties only. */
function orderParty(actor: Actor, target: Target): Expected {
  const rule = orderRead(actor, target);
  return rule === 'ok' && actor === 'admin' ? 403 : rule;
}
/** One side's action on the in-progress order: `who` may (answered `outcome`); the others are 403. */
const orderSide =
  (who: Actor | readonly Actor[], outcome: Expected = 'ok') =>
  (actor: Actor, target: Target): Expected => {
    const rule = orderRead(actor, target);
    if (rule !== 'ok') return rule;
    return (typeof who === 'string' ? [who] : who).includes(actor) ? outcome : 'denied';
  };

async function orderOf(c: CaseContext) {
  if (c.target !== 'order') return null;
  return c.fresh ? c.w.freshOrder() : c.w.order;
}
const onOrder =
  (extra: (c: CaseContext) => Omit<PolicyRequest, 'params'> = () => ({})) =>
  async (c: CaseContext): Promise<PolicyRequest> => ({
    params: { id: (await orderOf(c))?.id ?? UNKNOWN_ID },
    ...extra(c),
  });
const onMilestone =
  (which: 'submittedMilestoneId' | 'openMilestoneId', extra: Omit<PolicyRequest, 'params'> = {}) =>
  async (c: CaseContext): Promise<PolicyRequest> => {
    const order = await orderOf(c);
    return { params: { id: order?.id ?? UNKNOWN_ID, milestoneId: order?.[which] ?? UNKNOWN_ID }, ...extra };
  };

export const ORDER_POLICY: Record<string, PolicyRow> = {
  'ORDER_ENDPOINTS.quote': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: (c) => ({ body: { packageId: c.w.packageId } }),
  },
  'ORDER_ENDPOINTS.place': {
    // A throwaway account of any kind may hire the listed service (never its own seller).
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: (c) => freshActor({ body: { packageId: c.w.packageId, idempotencyKey: crypto.randomUUID() } }),
  },
  'ORDER_ENDPOINTS.checkout': {
    // The order is in progress: its buyer is refused (nothing to pay); anyone else may not.
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('owner', 'refused'),
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.list': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ query: { role: 'buyer' } }),
    mustList: (c) => (c.actor === 'owner' ? [c.w.order.id] : []),
    mustNotList: (c) => (c.actor === 'owner' ? [] : [c.w.order.id]),
  },
  // Reviews after an order (issue 29): the two parties only (admins too are 403); the matrix's
  // order is in progress, so writing is refused to the parties (E_ORDER_NOT_COMPLETED).
  'REVIEW_ENDPOINTS.orderReviews': {
    targets: ORDER_TARGETS,
    mutates: false,
    expect: orderParty,
    request: onOrder(),
  },
  'REVIEW_ENDPOINTS.write': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = orderParty(actor, target);
      return rule === 'ok' ? 'refused' : rule;
    },
    request: onOrder(() => ({ body: { rating: 5, body: 'Matrix review' } })),
  },
  'ORDER_ENDPOINTS.detail': { targets: ORDER_TARGETS, mutates: false, expect: orderRead, request: onOrder() },
  'ORDER_ENDPOINTS.start': {
    // Work has started already: the professional is refused (E_INVALID_STATE).
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('verifiedPro', 'refused'),
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.cancel': {
    // In progress: not even the buyer may cancel (admins: invalid from this state).
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide(['owner', 'admin'], 'refused'),
    request: onOrder(() => ({ body: {} })),
  },
  'ORDER_ENDPOINTS.dispute': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide(['owner', 'verifiedPro']),
    request: onOrder(() => ({ body: { reason: 'Matrix dispute' } })),
  },
  'ORDER_ENDPOINTS.answerDispute': {
    // No dispute is open: refused to whoever may see the order.
    targets: ORDER_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = orderRead(actor, target);
      return rule === 'ok' ? 'refused' : rule;
    },
    request: onOrder(() => ({ body: { text: 'Matrix answer' } })),
  },
  'ORDER_ENDPOINTS.submitMilestone': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('verifiedPro'),
    request: onMilestone('openMilestoneId', { body: {} }),
  },
  'ORDER_ENDPOINTS.resubmitMilestone': {
    // Milestone 2 is open, not in revisions: refused to the professional.
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('verifiedPro', 'refused'),
    request: onMilestone('openMilestoneId', { body: {} }),
  },
  'ORDER_ENDPOINTS.approveMilestone': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('owner'),
    request: onMilestone('submittedMilestoneId'),
  },
  'ORDER_ENDPOINTS.requestRevision': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('owner'),
    request: onMilestone('submittedMilestoneId', { body: { notes: 'Matrix changes' } }),
  },
  'ORDER_ENDPOINTS.messages': {
    targets: ORDER_TARGETS,
    mutates: false,
    expect: orderRead,
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.postMessage': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderParty,
    request: onOrder(() => ({ body: { body: 'Matrix order chat' } })),
  },
  'ORDER_ENDPOINTS.files': { targets: ORDER_TARGETS, mutates: false, expect: orderRead, request: onOrder() },
  'ORDER_ENDPOINTS.uploadFile': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderParty,
    request: onOrder(() => ({ query: { name: 'notes.txt' }, body: Buffer.from('matrix notes') })),
  },
  'ORDER_ENDPOINTS.downloadFile': {
    targets: ORDER_TARGETS,
    mutates: false,
    expect: orderRead,
    request: async (c) => {
      const order = await orderOf(c);
      return { params: { id: order?.id ?? UNKNOWN_ID, fileId: order?.fileId ?? UNKNOWN_ID } };
    },
  },
  'ORDER_ENDPOINTS.activity': {
    targets: ORDER_TARGETS,
    mutates: false,
    expect: orderRead,
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.earnings': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'ORDER_ENDPOINTS.requestPayout': {
    // Nobody in the matrix has released money: refused (nothing to pay out) to anyone signed in.
    targets: ['own'],
    mutates: true,
    expect: (actor) => (actor === 'anonymous' ? 401 : 'refused'),
    request: () => ({ body: { idempotencyKey: crypto.randomUUID() } }),
  },
};
