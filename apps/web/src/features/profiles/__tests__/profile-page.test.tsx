import { MESSAGE_TEXT, PRO_PAGE_TEXT, PROFILE_API, PROFILE_PAGE_TEXT, PROFILE_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { impactOutOfTen } from '../components/view/pro-profile-view';
import { OTHER_ID, publicProfile } from './fixtures';

pageTestLifecycle();

const PROFILE = `GET ${PROFILE_API.profile(OTHER_ID)}`;

describe('/profile/:userId', () => {
  it("says 'Profile not found or not public.' for a hidden profile", async () => {
    renderApp(`/profile/${OTHER_ID}`, {
      user: testUser,
      handlers: { [PROFILE]: () => apiError('E_NOT_FOUND', PROFILE_TEXT.notFoundOrPrivate, 404) },
    });
    expect(await screen.findByRole('heading', { name: PROFILE_TEXT.notFoundOrPrivate })).toBeVisible();
  });

  it('shows the person and sends a visitor who is not signed in to /login to follow', async () => {
    const { router } = renderApp(`/profile/${OTHER_ID}`, {
      handlers: { [PROFILE]: () => json(publicProfile()) },
    });
    expect(await screen.findByRole('heading', { name: 'Grace Builder' })).toBeVisible();
    expect(screen.getByText(PROFILE_PAGE_TEXT.level(4))).toBeVisible();
    expect(screen.getByRole('button', { name: MESSAGE_TEXT.modalTitle('Grace Builder') })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: PROFILE_PAGE_TEXT.follow }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`/profile/${OTHER_ID}`);
  });

  it('follows and unfollows with the counts from the server', async () => {
    renderApp(`/profile/${OTHER_ID}`, {
      user: testUser,
      handlers: {
        [PROFILE]: () => json(publicProfile()),
        [`POST ${PROFILE_API.follow(OTHER_ID)}`]: () => json({ following: true, followers: 4 }),
        [`DELETE ${PROFILE_API.follow(OTHER_ID)}`]: () => json({ following: false, followers: 3 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: PROFILE_PAGE_TEXT.follow }));
    const unfollow = await screen.findByRole('button', { name: PROFILE_PAGE_TEXT.unfollow });
    expect(unfollow.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('4')).toBeVisible();
    fireEvent.click(unfollow);
    expect(await screen.findByRole('button', { name: PROFILE_PAGE_TEXT.follow })).toBeVisible();
  });

  it('explains the readiness score in a popover', async () => {
    renderApp(`/profile/${OTHER_ID}`, {
      user: testUser,
      handlers: {
        [PROFILE]: () =>
          json(publicProfile({ readinessScore: 25, roleBadge: 'idea_owner', role: 'idea_owner' })),
        [`GET ${PROFILE_API.readinessExplanation(OTHER_ID)}`]: () =>
          json({
            userId: OTHER_ID,
            score: 25,
            items: [
              { key: 'priorFounder', label: 'Has founded a company before', points: 25, earned: true },
              { key: 'deckReady', label: 'Pitch deck ready', points: 15, earned: false },
            ],
          }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(PROFILE_PAGE_TEXT.readiness) }));
    expect(await screen.findByText('Has founded a company before')).toBeVisible();
    expect(screen.getByText(`(${PROFILE_PAGE_TEXT.readinessNotEarned})`)).toBeVisible();
  });

  it('shows your own profile at /profile with Edit profile', async () => {
    renderApp('/profile', {
      user: testUser,
      handlers: {
        [`GET ${PROFILE_API.profile(testUser.id)}`]: () =>
          json(publicProfile({ userId: testUser.id, fullName: 'Ada Founder', isOwner: true })),
      },
    });
    expect(await screen.findByRole('link', { name: PROFILE_PAGE_TEXT.editProfile })).toBeVisible();
    expect(screen.queryByRole('button', { name: PROFILE_PAGE_TEXT.follow })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGE_TEXT.modalTitle('Ada Founder') })).toBeNull();
  });
});

describe('/pro/:id', () => {
  it('shows the impact score times ten out of 10', async () => {
    expect(impactOutOfTen(0.82)).toBe('8.2');
    expect(impactOutOfTen(1.4)).toBe('10.0');
    renderApp(`/pro/${OTHER_ID}`, {
      handlers: {
        [`GET ${PROFILE_API.pro(OTHER_ID)}`]: () =>
          json({
            userId: OTHER_ID,
            fullName: 'Priya Sharma',
            avatarUrl: null,
            headline: 'Validation expert',
            categories: ['validate', 'pitch'],
            impactScore: 0.82,
            verified: true,
            createdAt: '2024-01-01T00:00:00.000Z',
          }),
      },
    });
    expect(await screen.findByText(PRO_PAGE_TEXT.impactValue('8.2'))).toBeVisible();
    expect(screen.getByText(PRO_PAGE_TEXT.verified)).toBeVisible();
    expect(screen.getByText('pitch')).toBeVisible();
  });

  it('says not found for someone who is not a professional', async () => {
    renderApp(`/pro/${OTHER_ID}`, {
      handlers: { [`GET ${PROFILE_API.pro(OTHER_ID)}`]: () => apiError('E_NOT_FOUND', 'x', 404) },
    });
    expect(await screen.findByRole('heading', { name: PROFILE_TEXT.notFoundOrPrivate })).toBeVisible();
  });
});
