import * as contract from '@ibh/contract';
import { ApiErrorSchema, type EndpointDefinition } from '@ibh/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdea } from '../../src/modules/collab/collab.fixtures.ts';
import { type Agent, createAgent } from '../agent.ts';
import { buildProfile, buildUser } from '../factories.ts';
import { signInAs } from '../sign-in.ts';
import { startTestApp, type TestApp } from '../test-server.ts';

/**
 * Property-based fuzzing of every operation the server publishes in /api/openapi.json, signed in
 * and signed out. Inputs come from each operation's own schemas (path, query, JSON body, upload)
 * mixed with hostile values: NUL and control characters, bidi overrides, huge strings, deep
 * nesting, `__proto__`/`constructor` keys, impossible dates and numbers, crafted keyset cursors.
 * Properties: no answer is a 500, and every answer matches the response schema the contract
 * declares for its status (errors: the coded error shape). Bounded: FUZZ_RUNS inputs per operation
 * and agent (default 12). The seed is printed; FUZZ_SEED=<seed> replays the same inputs.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { in: string; name: string; schema?: JsonSchema; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** A JSON number no JavaScript value serialises to; replaced in the raw body text. */
const RAW_HUGE = '__raw_1e309__';

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SOME_ID = '0b9e1c55-6a2f-4d8e-9c3b-2f1e0d9c8b7a';
const IMPOSSIBLE_TIMES = [
  '2026-02-30 12:00:00+00',
  '2026-02-30T12:00:00Z',
  '2026-01-01 00:00:00+99:99',
  '2026-13-45 25:61:61.9999999+00',
  '0000-00-00 00:00:00+00',
  '294277-01-01 00:00:00+00',
];
/** Well-formed, impossible keyset cursors: the shapes the server encodes, with values no row has. */
const CRAFTED_CURSORS = [
  ...IMPOSSIBLE_TIMES.flatMap((time) => [
    cursor([time, SOME_ID]),
    cursor({ createdAt: time, id: SOME_ID }),
    cursor({ t: time, id: SOME_ID }),
    cursor([0, time, SOME_ID]),
  ]),
  cursor([2147483648, SOME_ID]),
  cursor([9223372036854775807n.toString(), SOME_ID]),
  cursor({ score: 1e308, createdAt: IMPOSSIBLE_TIMES[0], id: 'not-a-uuid' }),
  cursor({ offset: -1 }),
  cursor([null, null]),
  cursor({ __proto__: { id: SOME_ID } }),
  'eyJ', // truncated base64 of '{"'
  '!!!!',
];

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  'line\u0001\u0007\u001b[31mred\u007f',
  'file\u202Egnp.exe',
  '\u200F\u2066\u2069',
  '\uD800',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '-9223372036854775809',
  '00000000-0000-0000-0000-000000000000',
  ' ',
  '',
  "'; drop table users; --",
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  ...IMPOSSIBLE_TIMES,
  ...CRAFTED_CURSORS,
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(100_000), `${'\u0000'.repeat(5_000)}`, 'é'.repeat(70_000)),
);

const hostileNumber = fc.constantFrom<unknown>(
  RAW_HUGE,
  -0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  0.5,
  'NaN',
  '12',
);

/** Arrays and objects nested far deeper than any schema allows. */
const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};
const hostileAny = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom<unknown>(null, true, [], {}, deep(64), deep(2_000)),
  fc.constantFrom<unknown>(JSON.parse('{"__proto__": {"isAdmin": true}}'), {
    constructor: { prototype: { isAdmin: true } },
  }),
);

/** A value from the schema (mostly valid, near its limits) or, one time in three, a hostile one. */
function arbitrary(schema: JsonSchema | undefined, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const hostile = depth > 3 ? fc.constant(null) : hostileAny;
  const mix = (valid: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: hostile, weight: 1 });
  if (!schema) return hostile;
  if (schema.const !== undefined) return mix(fc.constant(schema.const));
  if (schema.enum?.length) return mix(fc.constantFrom(...schema.enum));
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => arbitrary(v, ids, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return mix(fc.oneof(fc.constantFrom(...ids), fc.uuid()));
      if (schema.format === 'email') return mix(fc.emailAddress());
      const max = Math.min(schema.maxLength ?? 64, 64);
      return mix(
        fc.oneof(
          fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max }),
          fc.constant('y'.repeat(schema.maxLength ?? 300)),
          fc.constant('z'.repeat((schema.maxLength ?? 300) + 1)),
        ),
      );
    }
    case 'integer':
    case 'number':
      return mix(
        fc.oneof(
          fc.integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 1_000, 2 ** 31 - 1) }),
          fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 0),
        ),
      );
    case 'boolean':
      return mix(fc.boolean());
    case 'array':
      return mix(fc.array(arbitrary(schema.items, ids, depth + 1), { maxLength: 3 }));
    case 'object': {
      const props = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(
          Object.entries(props).map(([key, value]) => [key, arbitrary(value, ids, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in props) },
      );
      // Sometimes with keys no schema has: prototype keys and unknown fields (mass assignment).
      const extra = fc.constantFrom<Record<string, unknown>>(
        {},
        JSON.parse('{"__proto__": {"role": "admin"}}'),
        { constructor: { prototype: { admin: true } } },
        { isAdmin: true, role: 'admin', userId: SOME_ID },
      );
      return mix(fc.tuple(record, extra).map(([value, more]) => Object.assign(more, value)));
    }
    default:
      return hostile;
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === RAW_HUGE ? '1e309' : (JSON.stringify(value) ?? '');

let t: TestApp;
let spec: { paths: Record<string, Record<string, Operation>> };
let ids: string[];
let user: Awaited<ReturnType<typeof buildUser>>;
let signedIn: Agent;

async function freshSignIn(): Promise<Agent> {
  user = await buildUser(t.database.db, { fullName: 'Fuzz Person' });
  await buildProfile(t.database.db, user.id, { public_profile: true });
  const ideaId = await buildIdea(t.database.db, user.id, { title: 'Fuzz idea' });
  ids = [user.id, ideaId, SOME_ID];
  return signInAs(t.app, user);
}

beforeAll(async () => {
  t = await startTestApp();
  spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  signedIn = await freshSignIn();
});
afterAll(() => t?.close());

/** The contract descriptor of an OpenAPI operation (routes outside the contract have none). */
function descriptorOf(method: string, path: string): EndpointDefinition | undefined {
  for (const [name, value] of Object.entries(contract)) {
    if (!name.endsWith('_ENDPOINTS') || Array.isArray(value) || typeof value !== 'object') continue;
    for (const endpoint of Object.values(value as Record<string, EndpointDefinition>)) {
      const openApi = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
      if (endpoint.method === method && openApi === path) return endpoint;
    }
  }
  return undefined;
}

interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  contentType: string | undefined;
}

function inputArbitrary(op: Operation): fc.Arbitrary<Input> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const rawTypes = Object.keys(content).filter((type) => type !== 'application/json');
  const body: fc.Arbitrary<unknown> = jsonSchema
    ? arbitrary(jsonSchema, ids)
    : rawTypes.length
      ? fc.oneof(
          fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
          fc.constantFrom<unknown>(Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(0)),
        )
      : fc.constant(undefined);
  const contentType: fc.Arbitrary<string | undefined> = jsonSchema
    ? fc.constant('application/json')
    : rawTypes.length
      ? fc.constantFrom(...rawTypes.filter((type) => type !== '*/*'), 'text/html', 'image/svg+xml')
      : fc.constant(undefined);
  return fc.record({
    params: fc.record(Object.fromEntries(params.map((p) => [p.name, arbitrary(p.schema, ids)]))),
    query: fc.record(Object.fromEntries(query.map((p) => [p.name, arbitrary(p.schema, ids)])), {
      requiredKeys: [],
    }),
    body,
    contentType,
  });
}

/** Percent-encodes; a lone surrogate goes as the invalid UTF-8 bytes it would be (%ED%A0%80). */
function enc(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

function urlOf(path: string, input: Input): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const text = asText(input.params[name]);
    if (name !== '*') return enc(text || 'x');
    const segments = text.split('/');
    // A client would resolve a '..' segment before sending (leaving /api); sent as one
    // escaped value it reaches the handler, which is the traversal worth trying.
    return segments.some((s) => s === '.' || s === '..') ? enc(text) : segments.map(enc).join('/');
  });
  const search = Object.entries(input.query)
    .map(([key, value]) => `${enc(key)}=${enc(asText(value))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

function payloadOf(input: Input): string | Buffer | undefined {
  if (input.body === undefined) return undefined;
  if (Buffer.isBuffer(input.body)) return input.body;
  return JSON.stringify(input.body).replaceAll(`"${RAW_HUGE}"`, '1e309');
}

describe('fuzzing every OpenAPI operation', () => {
  it('never answers 500 and always answers its declared schema', async () => {
    const started = Date.now();
    console.log(`fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs per operation and agent`);
    const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item[method])
        .map((method) => ({ path, method: method.toUpperCase() as Method, op: item[method] as Operation })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const findings: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;

    for (const [index, { path, method, op }] of operations.entries()) {
      const descriptor = descriptorOf(method, path);
      for (const signedInRun of [false, true]) {
        const inputs = fc.sample(inputArbitrary(op), {
          seed: SEED + index * 2 + (signedInRun ? 1 : 0),
          numRuns: RUNS,
        });
        for (const input of inputs) {
          const agent = signedInRun ? signedIn : createAgent(t.app);
          const url = urlOf(path, input);
          const res = await agent.request(
            method,
            url,
            payloadOf(input),
            input.contentType ? { 'content-type': input.contentType } : {},
          );
          requests++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${method} ${url.slice(0, 160)} (${signedInRun ? 'signed in' : 'signed out'})`;
          if (res.statusCode >= 500 && !(path === '/api/health' && res.statusCode === 503)) {
            findings.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            continue;
          }
          const declared = descriptor?.responses[res.statusCode];
          if (res.statusCode >= 400) {
            const parsed = ApiErrorSchema.safeParse(safeJson(res.body));
            if (!parsed.success)
              findings.push(`${what}: ${res.statusCode} is not a coded error: ${res.body.slice(0, 120)}`);
          } else if (descriptor) {
            if (declared === undefined) {
              findings.push(`${what}: ${res.statusCode} is not a declared status`);
            } else if (declared !== null) {
              const parsed = declared.safeParse(safeJson(res.body));
              if (!parsed.success) {
                findings.push(
                  `${what}: ${res.statusCode} does not match its schema: ${parsed.error.message.slice(0, 200)}`,
                );
              }
            }
          }
        }
        // A run may have signed the user out for good (logout, password change, account deletion).
        if (signedInRun && (await signedIn.get(contract.PROFILE_ENDPOINTS.me.path)).statusCode === 401) {
          signedIn = await freshSignIn();
        }
      }
    }

    const summary = {
      seed: SEED,
      operations: operations.length,
      runsPerOperationAndAgent: RUNS,
      requests,
      statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
      findings: findings.length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    console.log(`fuzz: ${JSON.stringify(summary)}`);
    for (const finding of findings) console.log(`FUZZ FINDING ${finding}`);
    expect(findings, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 300_000);
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
