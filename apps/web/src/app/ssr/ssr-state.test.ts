import { SSR_STATE_ID } from '@ibh/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readSsrState, seedQueries } from './ssr-state';

function writeState(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SSR_STATE_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(SSR_STATE_ID)?.remove();
});

describe("a server-rendered page's state", () => {
  it('is read from its JSON script, and is null for the plain app shell or a damaged one', () => {
    expect(readSsrState()).toBeNull();
    writeState('{"user":null,"queries":{"mutations":[],"queries":[]},"router":{"loaderData":{}}}');
    expect(readSsrState()).toEqual({
      user: null,
      queries: { mutations: [], queries: [] },
      router: { loaderData: {} },
    });
    document.getElementById(SSR_STATE_ID)?.remove();
    writeState('{"user":');
    expect(readSsrState()).toBeNull();
  });

  it('seeds the answered queries as of when the server read them, so the page does not ask again', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const readAt = Date.now() - 1_000;
    seedQueries(client, {
      mutations: [],
      queries: [
        {
          queryKey: ['ideas', 'detail', 'a'],
          queryHash: '["ideas","detail","a"]',
          dehydratedAt: readAt,
          state: { status: 'success', data: { title: 'Seeded' }, dataUpdatedAt: readAt } as never,
        },
        {
          queryKey: ['ideas', 'detail', 'b'],
          queryHash: '["ideas","detail","b"]',
          dehydratedAt: readAt,
          state: { status: 'pending', data: undefined, dataUpdatedAt: 0 } as never,
        },
      ],
    });
    expect(client.getQueryData(['ideas', 'detail', 'a'])).toEqual({ title: 'Seeded' });
    expect(client.getQueryState(['ideas', 'detail', 'a'])?.dataUpdatedAt).toBe(readAt);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['ideas', 'detail', 'a'] })
        ?.isStaleByTime(60_000),
    ).toBe(false);
    expect(client.getQueryData(['ideas', 'detail', 'b'])).toBeUndefined();
  });
});
