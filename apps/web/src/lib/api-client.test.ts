import { CLIENT_HEADER, CSRF, SessionResponseSchema } from '@ibh/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api } from './api-client';

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
  it('sends cookies, the client header, JSON and the CSRF token', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(`theme=dark; ${CSRF.cookie}=tok%3D1`);
    const fetchMock = respond({ ok: true });
    await api.post('/api/things', { body: { a: 1 }, query: { page: 2, skip: undefined, tag: ['x', 'y'] } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?page=2&tag=x&tag=y');
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
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'E_NOT_OWNER', status: 403, requestId: 'r1' });
  });

  it('falls back to a code by status when the body is not the contract shape', async () => {
    respond({ nope: true }, 429);
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'E_RATE_LIMITED', status: 429 });
  });

  it('reports a network failure as E_UNAVAILABLE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'E_UNAVAILABLE', status: 0 });
  });

  it('validates the response with a schema', async () => {
    respond({ user: null });
    await expect(api.get('/api/auth/session', { schema: SessionResponseSchema })).resolves.toEqual({
      user: null,
    });
    respond({ user: 'nobody' });
    await expect(api.get('/api/auth/session', { schema: SessionResponseSchema })).rejects.toMatchObject({
      code: 'E_INTERNAL',
    });
  });
});
