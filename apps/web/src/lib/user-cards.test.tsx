import { PROFILE, PROFILE_API, type UserCard } from '@ibh/contract';
import { configure, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { useAuth } from '@/lib/auth';
import { resetAfterEach } from '@/test/lifecycle';
import { createTestQueryClient } from '@/test/query-client';
import { json, mockSession, testUser } from '@/test/render-app';
import { fallbackCard, rememberCards, USER_CARD_KEY_PREFIX, useUserCards } from './user-cards';

// The page's code loads lazily: the first render can take longer than the default second when the machine is busy.
configure({ asyncUtilTimeout: 4000 });

const DAY = 24 * 60 * 60 * 1000;
const id = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const card = (n: number, name = `Person ${n}`): UserCard => ({
  id: id(n),
  fullName: name,
  avatarUrl: null,
});

/** Answers the cards endpoint with a card for every asked id except those in `unknown`. */
function serveCards(user = testUser as typeof testUser | null, unknown: string[] = []) {
  const asked: string[][] = [];
  const fetchMock = mockSession(user, {
    [`POST ${PROFILE_API.cards}`]: (body) => {
      const { ids } = body as { ids: string[] };
      asked.push(ids);
      return json({
        cards: ids
          .filter((each) => !unknown.includes(each))
          .map((each) => ({ id: each, fullName: `Fresh ${each.slice(-3)}`, avatarUrl: null })),
      });
    },
  });
  return { asked, fetchMock };
}

function renderCards(ids: string[]) {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={createTestQueryClient()}>{children}</AppProviders>
  );
  return renderHook(() => ({ ...useUserCards(ids), session: useAuth().status }), { wrapper });
}

function stored(n: number) {
  const raw = window.localStorage.getItem(USER_CARD_KEY_PREFIX + id(n));
  return raw ? (JSON.parse(raw) as { id: string; full_name: string; timestamp: number }) : null;
}

beforeEach(() => window.localStorage.clear());
resetAfterEach();

describe('user card cache', () => {
  it("names someone unknown 'User' plus the first 4 characters of their id", () => {
    expect(fallbackCard('ab12cd34-0000-4000-8000-000000000000').fullName).toBe('User ab12');
  });

  it('stores one entry per user with full_name, avatar_url and the time', () => {
    rememberCards([card(1, 'Grace')], 1_000);
    expect(stored(1)).toEqual({ id: id(1), full_name: 'Grace', avatar_url: null, timestamp: 1_000 });
  });

  it('answers fresh cards from the cache without asking the server', async () => {
    const { asked } = serveCards();
    rememberCards([card(1, 'Grace'), card(2, 'Omar')], Date.now() - 13 * DAY);
    const { result } = renderCards([id(1), id(2)]);
    expect(result.current.cards.map((each) => each.fullName)).toEqual(['Grace', 'Omar']);
    expect(result.current.isLoading).toBe(false);
    // Once the session is known a missing card would be asked for at once: none is.
    await waitFor(() => expect(result.current.session).toBe('signed_in'));
    expect(asked).toEqual([]);
  });

  it('fetches cards older than 14 days again, showing the old one meanwhile', async () => {
    const { asked } = serveCards();
    rememberCards([card(1, 'Old name')], Date.now() - PROFILE.userCardCache - 1);
    rememberCards([card(2, 'Omar')]);
    const { result } = renderCards([id(1), id(2)]);
    expect(result.current.cards[0]?.fullName).toBe('Old name');
    await waitFor(() => expect(result.current.cards[0]?.fullName).toBe('Fresh 001'));
    expect(asked).toEqual([[id(1)]]);
    expect(Date.now() - (stored(1)?.timestamp ?? 0)).toBeLessThan(5_000);
  });

  it('asks for the missing ones together, 100 ids per request', async () => {
    const { asked } = serveCards();
    rememberCards([card(5, 'Cached')]);
    const ids = Array.from({ length: 151 }, (_, n) => id(n + 1));
    const { result } = renderCards(ids);
    expect(result.current.cards[4]?.fullName).toBe('Cached');
    expect(result.current.cards[0]?.fullName).toBe(`User ${id(1).slice(0, 4)}`);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(asked.map((ids) => ids.length)).toEqual([100, 50]);
    expect(asked.flat()).not.toContain(id(5));
    expect(result.current.cards[150]?.fullName).toBe('Fresh 151');
    expect(stored(151)?.full_name).toBe('Fresh 151');
  });

  it('keeps the fallback for ids the server does not know and does not ask again', async () => {
    const { asked } = serveCards(testUser, [id(9)]);
    rememberCards([card(9, 'Deleted person')], Date.now() - PROFILE.userCardCache - 1);
    const first = renderCards([id(9)]);
    await waitFor(() => expect(first.result.current.cards[0]?.fullName).toBe(`User ${id(9).slice(0, 4)}`));
    expect(stored(9)).toBeNull();
    first.unmount();
    const second = renderCards([id(9)]);
    await waitFor(() => expect(second.result.current.session).toBe('signed_in'));
    expect(second.result.current.cards[0]?.fullName).toBe(`User ${id(9).slice(0, 4)}`);
    expect(asked).toHaveLength(1);
  });

  it('asks nothing while signed out', async () => {
    const { asked } = serveCards(null);
    const { result } = renderCards([id(3)]);
    await waitFor(() => expect(result.current.session).toBe('anonymous'));
    expect(asked).toEqual([]);
    expect(result.current.cards[0]?.fullName).toBe(`User ${id(3).slice(0, 4)}`);
  });
});
