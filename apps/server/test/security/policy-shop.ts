import {
  anyone,
  freshActor,
  hiddenServices,
  none,
  onService,
  readService,
  SERVICE_KIND,
  seller,
  sellerOnly,
  serviceBody,
  serviceOf,
  UNKNOWN_ID,
} from './policy-rules.ts';
import { type PolicyRow, SERVICE_TARGETS } from './policy-types.ts';

/** The professionals' shop. */
export const SHOP_POLICY: Record<string, PolicyRow> = {
  // Professionals Shop
  'SHOP_ENDPOINTS.browse': {
    // A word in all three services' titles finds the listed one only, whoever asks.
    targets: ['own'],
    mutates: false,
    expect: anyone,
    request: (c) => ({ query: { q: c.w.shopWord } }),
    mustList: (c) => [c.w.services.listed.id],
    mustNotList: (c) => [c.w.services.draft.id, c.w.services.unlisted.id],
  },
  'SHOP_ENDPOINTS.detail': {
    targets: SERVICE_TARGETS,
    mutates: false,
    expect: readService,
    request: onService(),
  },
  'SHOP_ENDPOINTS.proServices': {
    // A seller's page lists their listed services only, to anyone (their own too).
    targets: SERVICE_TARGETS,
    mutates: false,
    expect: anyone,
    request: (c) => {
      const kind = SERVICE_KIND[c.target];
      return { params: { userId: kind ? c.w.services[kind].proId : UNKNOWN_ID } };
    },
    mustList: (c) => (c.target === 'listedService' ? [c.w.services.listed.id] : []),
    mustNotList: (c) => [c.w.services.draft.id, c.w.services.unlisted.id],
  },
  'SHOP_ENDPOINTS.floors': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'SHOP_ENDPOINTS.myProfile': { targets: ['own'], mutates: false, expect: seller, request: none },
  'SHOP_ENDPOINTS.updateMyProfile': {
    targets: ['own'],
    mutates: true,
    expect: seller,
    request: () => freshActor({ body: { headline: 'Matrix seller', categories: ['validate'] } }),
  },
  'SHOP_ENDPOINTS.myServices': {
    // Drafts included, but one's own only.
    targets: ['own'],
    mutates: false,
    expect: seller,
    request: none,
    mustList: (c) => {
      const s = c.w.services;
      if (c.actor === 'verifiedPro') return [s.listed.id, s.draft.id];
      return c.actor === 'unverifiedPro' ? [s.unlisted.id] : [];
    },
    mustNotList: (c) => {
      const s = c.w.services;
      return c.actor === 'verifiedPro' ? [s.unlisted.id] : [s.listed.id, ...hiddenServices(c)];
    },
  },
  'SHOP_ENDPOINTS.create': {
    targets: ['own'],
    mutates: true,
    expect: seller,
    request: () => freshActor({ body: serviceBody('Matrix new service') }),
  },
  'SHOP_ENDPOINTS.update': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: sellerOnly,
    request: onService(() => ({ body: { title: 'Renamed by the matrix' } })),
  },
  'SHOP_ENDPOINTS.publish': {
    // Publishing a published service is refused (E_INVALID_STATE) to its seller.
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = sellerOnly(actor, target);
      return rule === 'ok' && target !== 'draftService' ? 'refused' : rule;
    },
    request: onService(),
  },
  'SHOP_ENDPOINTS.unpublish': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = sellerOnly(actor, target);
      return rule === 'ok' && target === 'draftService' ? 'refused' : rule;
    },
    request: onService(),
  },
  'SHOP_ENDPOINTS.remove': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: sellerOnly,
    request: onService(),
  },
  'SHOP_ENDPOINTS.uploadImage': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: sellerOnly,
    request: async (c) => ({
      params: { id: await serviceOf(c), kind: 'banner' },
      body: c.w.files.png,
      contentType: 'image/png',
    }),
  },
  'SHOP_ENDPOINTS.track': {
    // Anyone, signed in or not; only listed services are counted (a draft, an unlisted or an
    // unknown id records nothing).
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: anyone,
    request: (c) => {
      const kind = SERVICE_KIND[c.target];
      return {
        body: { type: 'hire_pro_click', meta: { serviceId: kind ? c.w.services[kind].id : UNKNOWN_ID } },
      };
    },
    leaks: (c, body) =>
      c.target !== 'listedService' && !body.includes('"recorded":0')
        ? 'an analytics event for a service that is not listed'
        : null,
  },

  'PAYMENTS_ENDPOINTS.webhook': {
    // The payment provider's webhook: anyone may call it (no session, no CSRF token), but an
    // unsigned or badly signed event is refused (400 E_WEBHOOK_SIGNATURE) to everyone and stores
    // nothing; payments-webhook.test.ts proves the signed path.
    targets: ['unknown'],
    mutates: true,
    expect: () => 'refused',
    request: () => ({
      body: JSON.stringify({
        id: 'evt_matrix_forged',
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', id: 'cs_forged', metadata: { orderId: UNKNOWN_ID } } },
      }),
      contentType: 'application/json',
    }),
  },
};
