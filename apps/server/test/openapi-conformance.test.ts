import { CSRF } from '@ibh/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from './agent.ts';
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
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Documented = { content?: Record<string, { schema?: JsonSchema }>; 'x-error-codes'?: string[] };
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Documented>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let doc: OpenApi;
let anonymous: Agent;
let member: Agent;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
let errorBodyValid: ReturnType<typeof ajv.compile>;

beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  errorBodyValid = ajv.compile(doc.components.schemas.ApiError as object);
  anonymous = createAgent(t.app);
  member = (await signedInUser(t.app, t.database.db)).agent;
});
afterAll(() => t.close());

function operations() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      method: m.toUpperCase() as Method,
      path,
      op: item[m] as Operation,
      name: `${m.toUpperCase()} ${path}`,
    })),
  );
}

const fill = (path: string, value = SAMPLE_ID) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'category' && value === SAMPLE_ID ? 'mvp' : value));
const jsonBody = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;
const codesOf = (op: Operation, status: number) => op.responses[String(status)]?.['x-error-codes'] ?? [];

/** A value of the schema's shape (first enum member, a uuid for uuids), to get past validation. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'string':
      return schema.format === 'uuid' ? SAMPLE_ID : schema.format === 'email' ? 'nobody@example.com' : 'x';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return null;
  }
}

/** The refusal is documented: its status among the operation's, its code among that status's, its body an ApiError. */
function expectDocumentedRefusal(op: Operation, res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(Object.keys(op.responses), `${what}: status ${res.statusCode} is documented`).toContain(
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
      expect(op.responses['400']?.content?.['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
  });

  it('lists 401 where a session is needed and 403 for the admin console', () => {
    const ops = operations();
    expect(codesOf(ops.find((o) => o.name === 'GET /api/orders')?.op as Operation, 401)).toEqual([
      'E_UNAUTHENTICATED',
    ]);
    expect(ops.find((o) => o.name === 'GET /api/health')?.op.responses['401']).toBeUndefined();
    for (const { op, name } of ops.filter((o) => o.path.startsWith('/api/admin/'))) {
      expect(codesOf(op, 403), name).toContain('E_NOT_AUTHORIZED');
    }
  });
});

describe('every operation refuses as documented', () => {
  it('the signed-out: 401 where a session is needed, else a documented answer', async () => {
    for (const { method, path, op, name } of operations()) {
      const body = jsonBody(op);
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
      if (!jsonBody(op)) continue;
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
      const body = jsonBody(op);
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
  const READS = ['/api/health', '/api/roles', '/api/auth/session', '/api/ideas', '/api/orders', '/api/notifications'];

  it.each(READS)('GET %s, signed in', async (path) => {
    const op = doc.paths[path]?.get;
    expect(op, path).toBeDefined();
    const schema = op?.responses['200']?.content?.['application/json']?.schema;
    expect(schema, path).toBeDefined();
    const res = await member.get(path);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const valid = ajv.compile(schema as object);
    expect(valid(res.json()), JSON.stringify(valid.errors)).toBe(true);
  });
});

describe('a method a path does not serve', () => {
  it('answers 405 with Allow listing exactly the documented methods, as an ApiError', async () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      if (path.includes('{*}')) continue;
      const served = METHODS.filter((m) => item[m]).map((m) => m.toUpperCase());
      const missing = (['PUT', 'PATCH', 'DELETE', 'POST', 'GET'] as Method[]).find((m) => !served.includes(m));
      if (!missing) continue;
      const res = await member.request(missing, fill(path), missing === 'GET' ? undefined : {});
      expect(res.statusCode, `${missing} ${path}`).toBe(405);
      const allow = String(res.headers.allow).split(', ');
      expect(allow.sort(), path).toEqual([...served, ...(served.includes('GET') ? ['HEAD'] : [])].sort());
      expect(errorBodyValid(res.json()), path).toBe(true);
      expect(res.json()).toMatchObject({ error: { code: 'E_METHOD_NOT_ALLOWED' } });
    }
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
