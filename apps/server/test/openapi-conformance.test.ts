import { CSRF } from '@ibh/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from './agent.ts';
import {
  bodySchema,
  HTTP_METHODS,
  type Method,
  type OpenApi,
  type Operation,
  operationsOf,
  SAMPLE_ID,
  sample,
} from './openapi-walk.ts';
import { signedInUser } from './sign-in.ts';
import { startTestApp, type TestApp } from './test-server.ts';

/**
 * The in-repo stand-in for an OpenAPI fuzzer (Schemathesis): walks /api/openapi.json and holds the
 * server to it. Every operation is sent requests it must refuse (no session where one is needed, a
 * malformed body or path parameter, no CSRF echo); each answer's status must be one the document
 * lists for that operation, its code one listed for that status, and its body the documented
 * ApiError. A sample of reads answers a signed-in person with a body matching the documented 200
 * schema, and every path answers a method it does not serve 405 with `Allow`.
 */
let t: TestApp;
let doc: Document;
let anonymous: Agent;
let member: Agent;
type Document = OpenApi & { components: { schemas: Record<string, object> } };
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
let errorBodyValid: ReturnType<typeof ajv.compile>;

beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  errorBodyValid = ajv.compile(doc.components.schemas.ApiError as object);
  anonymous = createAgent(t.app);
  member = (await signedInUser(t.app, t.database.db)).agent;
});
afterAll(() => t.close());

const operations = () => operationsOf(doc);
const fill = (path: string, value = SAMPLE_ID) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    name === 'category' && value === SAMPLE_ID ? 'mvp' : value,
  );
const codesOf = (op: Operation, status: number) => op.responses?.[String(status)]?.['x-error-codes'] ?? [];

/** The refusal is documented: its status among the operation's, its code among that status's, its body an ApiError. */
function expectDocumentedRefusal(op: Operation, res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(Object.keys(op.responses ?? {}), `${what}: status ${res.statusCode} is documented`).toContain(
    String(res.statusCode),
  );
  const body = res.json() as { error?: { code?: string } };
  expect(errorBodyValid(body), `${what}: ${JSON.stringify(errorBodyValid.errors)}`).toBe(true);
  expect(codesOf(op, res.statusCode), `${what}: code documented`).toContain(body.error?.code);
}

describe('the OpenAPI document states every error answer', () => {
  it('publishes the shared ApiError schema and refusals on every operation', () => {
    expect(doc.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['error'] });
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    for (const { op, name } of ops) {
      expect(codesOf(op, 400), name).toContain('E_INVALID_INPUT');
      expect(op.responses?.['400']?.content?.['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
  });

  it('lists 401 where a session is needed and 403 for the admin console', () => {
    const ops = operations();
    expect(codesOf(ops.find((o) => o.name === 'GET /api/orders')?.op as Operation, 401)).toEqual([
      'E_UNAUTHENTICATED',
    ]);
    expect(ops.find((o) => o.name === 'GET /api/health')?.op.responses?.['401']).toBeUndefined();
    for (const { op, name } of ops.filter((o) => o.path.startsWith('/api/admin/'))) {
      expect(codesOf(op, 403), name).toContain('E_NOT_AUTHORIZED');
    }
  });
});

describe('every operation refuses as documented', () => {
  it('the signed-out: 401 where a session is needed, else a documented answer', async () => {
    for (const { method, path, op, name } of operations()) {
      const body = bodySchema(op);
      // A new visitor each time: a sign-up or sign-in among the operations must not carry over.
      const visitor = createAgent(t.app);
      const res = await visitor.request(method, fill(path), body ? sample(body) : undefined);
      const needsSession = codesOf(op, 401).includes('E_UNAUTHENTICATED');
      if (res.statusCode < 400) {
        expect(needsSession, `${name} served the signed-out, so it is public`).toBe(false);
        continue;
      }
      // A public endpoint never answers E_UNAUTHENTICATED: 401 is not documented for it.
      expectDocumentedRefusal(op, res, `${name} signed out`);
      // Nothing to find and nothing to validate: a session endpoint can only refuse the signed-out.
      if (needsSession && res.statusCode !== 400 && !body && !path.includes('{')) {
        expect(res.json(), name).toMatchObject({ error: { code: 'E_UNAUTHENTICATED' } });
      }
    }
  });

  it('a malformed JSON body: 400 E_INVALID_INPUT, signed in or not', async () => {
    let walked = 0;
    for (const { method, path, op, name } of operations()) {
      if (!bodySchema(op)) continue;
      for (const agent of [anonymous, member]) {
        const res = await agent.request(method, fill(path), '{"unterminated": ', {
          'content-type': 'application/json',
        });
        expect(res.statusCode, name).toBe(400);
        expectDocumentedRefusal(op, res, `${name} malformed body`);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(60);
  });

  it('a malformed path parameter: a documented refusal', async () => {
    for (const { method, path, op, name } of operations()) {
      if (!path.includes('{') || path.includes('{*}')) continue;
      const body = bodySchema(op);
      const res = await member.request(method, fill(path, 'not-a-valid-id'), body ? sample(body) : undefined);
      expectDocumentedRefusal(op, res, `${name} malformed id`);
    }
  });

  it('a state-changing request without the CSRF echo: 403 E_CSRF, documented', async () => {
    for (const { method, path, op, name } of operations()) {
      if (method === 'GET' || !codesOf(op, 403).includes('E_CSRF')) continue;
      const res = await member.request(method, fill(path), undefined, { [CSRF.header]: 'not-the-cookie' });
      expect(res.statusCode, name).toBe(403);
      expectDocumentedRefusal(op, res, `${name} without CSRF`);
    }
  });
});

describe('success answers match their documented schema', () => {
  const READS = [
    '/api/health',
    '/api/roles',
    '/api/auth/session',
    '/api/ideas',
    '/api/orders?role=buyer',
    '/api/notifications',
  ];

  it.each(READS)('GET %s, signed in', async (url) => {
    const path = url.split('?')[0] as string;
    const op = doc.paths[path]?.get;
    // The document names a JSON schema for this read's 200 answer.
    const schema = op?.responses?.['200']?.content?.['application/json']?.schema;
    expect(typeof schema, path).toBe('object');
    const res = await member.get(url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const valid = ajv.compile(schema as object);
    expect(valid(res.json()), JSON.stringify(valid.errors)).toBe(true);
  });
});

describe('a method a path does not serve', () => {
  it('answers 405 with Allow listing exactly the documented methods, as an ApiError', async () => {
    const patterns = Object.entries(doc.paths).map(([path, item]) => ({
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      methods: HTTP_METHODS.filter((m) => item[m]).map((m) => m.toUpperCase()),
    }));
    // What the router serves at a URL: every documented path it matches (`/api/ideas/{id}` too for `/api/ideas/explore`).
    const servedAt = (url: string) => [
      ...new Set(patterns.filter((p) => p.pattern.test(url)).flatMap((p) => p.methods)),
    ];
    let walked = 0;
    for (const path of Object.keys(doc.paths)) {
      if (path.includes('{*}')) continue;
      const url = fill(path);
      const served = servedAt(url);
      const missing = (['PUT', 'PATCH', 'DELETE', 'POST', 'GET'] as Method[]).find(
        (m) => !served.includes(m),
      );
      if (!missing) continue;
      const res = await member.request(missing, url, missing === 'GET' ? undefined : {});
      expect(res.statusCode, `${missing} ${url}`).toBe(405);
      const allow = String(res.headers.allow).split(', ');
      expect(allow.sort(), url).toEqual([...served, ...(served.includes('GET') ? ['HEAD'] : [])].sort());
      expect(errorBodyValid(res.json()), url).toBe(true);
      expect(res.json()).toMatchObject({ error: { code: 'E_METHOD_NOT_ALLOWED' } });
      walked++;
    }
    expect(walked).toBeGreaterThan(100);
  });

  it('answers OPTIONS on a known path 405 too, and an unknown path 404', async () => {
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/health' });
    expect(options.statusCode).toBe(405);
    expect(options.headers.allow).toBe('GET, HEAD');
    const unknown = await member.request('PUT', '/api/no-such-thing', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'E_NOT_FOUND' } });
  });
});
