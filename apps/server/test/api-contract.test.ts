import { ApiErrorSchema } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type Agent, createAgent } from './agent.ts';
import { bodySchema, fillPath, type JsonSchema, type OpenApi, operationsOf, sample } from './openapi-walk.ts';
import { startTestApp, type TestApp } from './test-server.ts';

/**
 * Walks every endpoint of /api/openapi.json with bad input (malformed JSON,
 * wrong types, missing fields, oversized strings, malformed path ids) and
 * asserts each answer is a coded 4xx, never a 500.
 */
let t: TestApp;
let spec: OpenApi;
let agent: Agent;
/** A probe route with a typical body, so the walk itself is proven even before features add theirs. */
function probeRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test-probe/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({
          title: z.string().max(80),
          count: z.number().int(),
          tags: z.array(z.string().max(32)).max(12),
        }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );
}

beforeAll(async () => {
  t = await startTestApp({}, probeRoute);
  spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  agent = createAgent(t.app);
});
afterAll(() => t.close());

const operations = () => operationsOf(spec);

function badBodies(schema: JsonSchema): { label: string; payload: string }[] {
  const valid = sample(schema) as Record<string, unknown>;
  const cases = [
    { label: 'malformed JSON', payload: '{"unterminated": ' },
    { label: 'array instead of object', payload: '[]' },
    { label: 'number instead of object', payload: '42' },
    { label: 'missing fields', payload: '{}' },
  ];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    cases.push({
      label: `${key}: wrong type`,
      payload: JSON.stringify({ ...valid, [key]: { nested: [1, 2] } }),
    });
    if (prop.type === 'string') {
      cases.push({
        label: `${key}: oversized`,
        payload: JSON.stringify({ ...valid, [key]: 'x'.repeat(100_000) }),
      });
    }
  }
  return cases;
}

function expectCoded4xx(res: { statusCode: number; json(): unknown }, what: string) {
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(() => ApiErrorSchema.parse(res.json()), what).not.toThrow();
}

describe('every endpoint rejects bad input with a coded 4xx', () => {
  it('publishes at least the platform endpoints', () => {
    const paths = operations().map((o) => `${o.method} ${o.path}`);
    expect(paths).toContain('GET /api/health');
    expect(paths).toContain('GET /api/roles');
    expect(paths).toContain('POST /api/test-probe/{id}');
  });

  it('accepts a valid body on the probe, so rejections below are about the input', async () => {
    const res = await agent.post('/api/test-probe/00000000-0000-4000-8000-000000000000', {
      title: 'Hello',
      count: 2,
      tags: ['a'],
    });
    expect(res.statusCode).toBe(200);
  });

  it('names the failing fields in E_INVALID_INPUT', async () => {
    const res = await agent.post('/api/test-probe/00000000-0000-4000-8000-000000000000', {
      title: 'x'.repeat(81),
      count: 'two',
      tags: [],
    });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('E_INVALID_INPUT');
    expect(error.message).toBe('Invalid input provided.');
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['body.title', 'body.count']));
  });

  it('answers malformed bodies, wrong types, missing fields and oversized strings with 4xx', async () => {
    let walked = 0;
    for (const { method, path, op } of operations()) {
      const schema = bodySchema(op);
      if (!schema) continue;
      const url = fillPath(path, '00000000-0000-4000-8000-000000000000');
      for (const bad of badBodies(schema)) {
        const res = await agent.request(method, url, bad.payload);
        expectCoded4xx(res, `${method} ${path} with ${bad.label}`);
        walked++;
      }
    }
    expect(walked).toBeGreaterThanOrEqual(8);
  });

  it('answers malformed path ids and query values with 4xx', async () => {
    for (const { method, path, op } of operations()) {
      const params = op.parameters ?? [];
      if (params.some((p) => p.in === 'path')) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const res = await agent.request(method, fillPath(path, 'not-a-valid-id'), body);
        expectCoded4xx(res, `${method} ${path} with a malformed id`);
      }
      const query = params.filter((p) => p.in === 'query' && p.schema?.type !== 'string');
      if (query.length) {
        const qs = query.map((p) => `${p.name}=${encodeURIComponent('{"not":"valid"}')}`).join('&');
        const res = await agent.request(
          method,
          `${fillPath(path, '00000000-0000-4000-8000-000000000000')}?${qs}`,
        );
        expectCoded4xx(res, `${method} ${path} with malformed query`);
      }
    }
  });

  it('caps the length of every free-text string a request accepts', () => {
    const uncapped: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      if (
        schema.type === 'string' &&
        !schema.format &&
        !schema.enum &&
        schema.const === undefined &&
        schema.maxLength === undefined
      ) {
        uncapped.push(where);
      }
      for (const [key, prop] of Object.entries(schema.properties ?? {})) visit(prop, `${where}.${key}`);
      visit(schema.items, `${where}[]`);
      for (const v of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(v, where);
    };
    for (const { method, path, op } of operations()) {
      visit(bodySchema(op), `${method} ${path} body`);
      for (const p of op.parameters ?? []) visit(p.schema, `${method} ${path} ${p.in}.${p.name}`);
    }
    expect(uncapped).toEqual([]);
  });
});
