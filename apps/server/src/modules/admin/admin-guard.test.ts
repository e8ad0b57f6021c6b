import * as contract from '@ibh/contract';
import { ADMIN_API_PREFIX, type EndpointDefinition, ERRORS, endpointPath } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';

/**
 * Every admin endpoint, generated from the contract: every endpoint descriptor the contract exports
 * (any `*_ENDPOINTS` object, whoever adds it later) whose path is under /api/admin/ refuses the
 * signed-out (401) and signed-in non-admins (403), before validation (an empty body is not a 400).
 */
function isEndpoint(value: unknown): value is EndpointDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EndpointDefinition).path === 'string' &&
    typeof (value as EndpointDefinition).method === 'string' &&
    typeof (value as EndpointDefinition).responses === 'object'
  );
}

function adminEndpoints(): EndpointDefinition[] {
  const seen = new Map<string, EndpointDefinition>();
  for (const exported of Object.values(contract)) {
    if (typeof exported !== 'object' || exported === null) continue;
    for (const value of [exported, ...Object.values(exported)]) {
      if (isEndpoint(value) && value.path.startsWith(`${ADMIN_API_PREFIX}/`)) {
        seen.set(`${value.method} ${value.path}`, value);
      }
    }
  }
  return [...seen.values()];
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fill = (e: EndpointDefinition) => {
  const names = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  return endpointPath(e, Object.fromEntries(names.map((n) => [n, n === 'category' ? 'mvp' : SAMPLE_ID])));
};

const endpoints = adminEndpoints();
let t: TestApp;
let member: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  member = await signedInUser(t.app, t.database.db, { role: 'professional' });
});
afterAll(() => t.close());

describe('the admin guard over every /api/admin endpoint of the contract', () => {
  it('finds the console endpoints (the list is generated, not written by hand)', () => {
    const paths = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/access',
        'GET /api/admin/overview',
        'POST /api/admin/pros/:userId/verification',
        'PUT /api/admin/category-floors/:category',
        'POST /api/admin/disputes/:id/resolve',
        'GET /api/admin/logs',
      ]),
    );
  });

  it('every contract admin endpoint is registered (the OpenAPI document lists it)', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const e of endpoints) {
      const openApiPath = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(spec.paths[openApiPath]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: anonymous 401, non-admin 403',
    async (_name, e) => {
      const url = fill(e);
      const anonymous = await createAgent(t.app).request(e.method, url, e.method === 'GET' ? undefined : {});
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json().error.code).toBe('E_UNAUTHENTICATED');
      const refused = await member.agent.request(e.method, url, e.method === 'GET' ? undefined : {});
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'E_NOT_AUTHORIZED',
        message: ERRORS.E_NOT_AUTHORIZED.message,
      });
    },
  );

  it('covers a route registered later by another module under /api/admin', async () => {
    // The guard is keyed on the route pattern, so a route added by any module is covered.
    const { startTestApp: start } = await import('../../../test/test-server.ts');
    const other = await start({}, (app) => {
      app.get(
        '/api/admin/late-probe',
        { schema: { response: { 200: { type: 'object' } } } },
        async () => ({}),
      );
    });
    try {
      const res = await createAgent(other.app).get('/api/admin/late-probe');
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
