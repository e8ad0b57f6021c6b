import { AUTH_ENDPOINTS, CLIENT_HEADER, CSRF, defineEndpoint } from '@ibh/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiRequestError, api } from './api-client';

/** Endpoints of a pretend API, to drive the client without a real one. */
const POST_THING = defineEndpoint({
  method: 'POST',
  path: '/api/things/:thingId',
  summary: 'test',
  tags: ['test'],
  params: z.object({ thingId: z.string() }),
  query: z.object({ page: z.number(), skip: z.optional(z.string()), tag: z.array(z.string()) }),
  body: z.object({ a: z.number() }),
  responses: { 201: z.object({ ok: z.boolean() }) },
});
const GET_X = defineEndpoint({
  method: 'GET',
  path: '/api/x',
  summary: 'test',
  tags: ['test'],
  responses: { 200: z.object({ ok: z.boolean() }) },
});

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends cookies, the client header, JSON and the CSRF token to the path the endpoint names', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(`theme=dark; ${CSRF.cookie}=tok%3D1`);
    const fetchMock = respond({ ok: true }, 201);
    const answer = await api(POST_THING, {
      params: { thingId: 'a b' },
      body: { a: 1 },
      query: { page: 2, skip: undefined, tag: ['x', 'y'] },
    });
    expect(answer).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/a%20b?page=2&tag=x&tag=y');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get(CLIENT_HEADER.name)).toBe(CLIENT_HEADER.value);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(CSRF.header)).toBe('tok=1');
  });

  it('turns a coded error body into an ApiRequestError', async () => {
    respond(
      { error: { code: 'E_NOT_OWNER', message: 'Only the owner can perform this action.', requestId: 'r1' } },
      403,
    );
    const error = await api(GET_X).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'E_NOT_OWNER', status: 403, requestId: 'r1' });
  });

  it('falls back to a code by status when the body is not the contract shape', async () => {
    respond({ nope: true }, 429);
    await expect(api(GET_X)).rejects.toMatchObject({ code: 'E_RATE_LIMITED', status: 429 });
  });

  it('reports a network failure as E_UNAVAILABLE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api(GET_X)).rejects.toMatchObject({ code: 'E_UNAVAILABLE', status: 0 });
  });

  it("validates the answer with the endpoint's success schema", async () => {
    respond({ user: null });
    await expect(api(AUTH_ENDPOINTS.session)).resolves.toEqual({ user: null });
    respond({ user: 'nobody' });
    await expect(api(AUTH_ENDPOINTS.session)).rejects.toMatchObject({ code: 'E_INTERNAL' });
  });
});
