import { AUTH_API, AUTH_ENDPOINTS, defineEndpoint } from '@ibh/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { api, setSessionHooks } from './api-client';

/** A pretend GET endpoint answering anything, to drive the client. */
const get = (path: string) =>
  defineEndpoint({ method: 'GET', path, summary: 'test', tags: ['test'], responses: { 200: z.unknown() } });
const THINGS = get('/api/things');

type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** What the server answers a successful refresh: the signed-in user. */
const refreshed = {
  status: 200,
  body: {
    user: {
      id: 'u1',
      email: 'ava@example.test',
      fullName: 'Ava',
      role: 'idea_owner',
      isAdmin: false,
      avatarUrl: null,
    },
  },
};

const unauthenticated = {
  status: 401,
  body: { error: { code: 'E_UNAUTHENTICATED', message: 'User not authenticated', requestId: 'r' } },
};

/** A fake server: each path answers from its queue of replies (the last one repeats). */
function server(routes: Record<string, Reply[]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    const queue = routes[path];
    if (!queue?.length) throw new Error(`unexpected call to ${path}`);
    const reply = await (queue.length > 1 ? queue.shift() : queue[0]);
    if (!reply) throw new Error(`no reply for ${path}`);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path).length;
  return { fetchMock, calls };
}

function hooks(signedIn: boolean) {
  const onSessionLost = vi.fn();
  const remove = setSessionHooks({ isSignedIn: () => signedIn, onSessionLost });
  return { onSessionLost, remove };
}

let removeHooks: (() => void) | undefined;
afterEach(() => {
  removeHooks?.();
  removeHooks = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('refresh and retry after a 401', () => {
  it('refreshes the session once and retries the call', async () => {
    const { calls } = server({
      '/api/things': [unauthenticated, { status: 200, body: { ok: 1 } }],
      [AUTH_API.refresh]: [refreshed],
    });
    await expect(api(THINGS)).resolves.toEqual({ ok: 1 });
    expect(calls(AUTH_API.refresh)).toBe(1);
    expect(calls('/api/things')).toBe(2);
  });

  it('shares one refresh between concurrent calls (single flight)', async () => {
    let finishRefresh: (reply: { status: number; body?: unknown }) => void = () => undefined;
    const refreshReply = new Promise<{ status: number; body?: unknown }>((resolve) => {
      finishRefresh = resolve;
    });
    const { calls } = server({
      '/api/a': [unauthenticated, { status: 200, body: 'a' }],
      '/api/b': [unauthenticated, { status: 200, body: 'b' }],
      '/api/c': [unauthenticated, { status: 200, body: 'c' }],
      [AUTH_API.refresh]: [refreshReply],
    });
    const results = Promise.all([api(get('/api/a')), api(get('/api/b')), api(get('/api/c'))]);
    await vi.waitFor(() => expect(calls(AUTH_API.refresh)).toBe(1));
    finishRefresh(refreshed);
    await expect(results).resolves.toEqual(['a', 'b', 'c']);
    expect(calls(AUTH_API.refresh)).toBe(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { calls } = server({
      '/api/things': [unauthenticated],
      [AUTH_API.refresh]: [refreshed],
    });
    await expect(api(THINGS)).rejects.toMatchObject({ code: 'E_UNAUTHENTICATED' });
    expect(calls('/api/things')).toBe(2);
    expect(calls(AUTH_API.refresh)).toBe(1);
  });

  it('reports a lost session when the refresh is refused while signed in', async () => {
    const { onSessionLost, remove } = hooks(true);
    removeHooks = remove;
    server({ '/api/things': [unauthenticated], [AUTH_API.refresh]: [unauthenticated] });
    await expect(api(THINGS)).rejects.toMatchObject({ status: 401 });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when nobody was signed in', async () => {
    const { onSessionLost, remove } = hooks(false);
    removeHooks = remove;
    server({ '/api/things': [unauthenticated], [AUTH_API.refresh]: [unauthenticated] });
    await expect(api(THINGS)).rejects.toMatchObject({ status: 401 });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('does not sign out when the refresh fails for another reason', async () => {
    const { onSessionLost, remove } = hooks(true);
    removeHooks = remove;
    server({ '/api/things': [unauthenticated], [AUTH_API.refresh]: [{ status: 503 }] });
    await expect(api(THINGS)).rejects.toMatchObject({ code: 'E_UNAUTHENTICATED' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it.each([
    AUTH_ENDPOINTS.login,
    AUTH_ENDPOINTS.refresh,
    AUTH_ENDPOINTS.logout,
    AUTH_ENDPOINTS.verifyCode,
    AUTH_ENDPOINTS.resetPassword,
  ])('never refreshes for $path', async (endpoint) => {
    const { calls } = server({ [endpoint.path]: [unauthenticated] });
    // The body is never looked at: the call is refused before any answer is parsed.
    const call = api as unknown as (e: typeof endpoint, options: { body: unknown }) => Promise<unknown>;
    await expect(call(endpoint, { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(calls(endpoint.path)).toBe(1);
  });

  it('leaves other 401 codes alone (wrong password)', async () => {
    const { calls } = server({
      '/api/things': [
        { status: 401, body: { error: { code: 'E_INVALID_CREDENTIALS', message: 'x', requestId: 'r' } } },
      ],
    });
    await expect(api(THINGS)).rejects.toMatchObject({ code: 'E_INVALID_CREDENTIALS' });
    expect(calls('/api/things')).toBe(1);
  });
});
