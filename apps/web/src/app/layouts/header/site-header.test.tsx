import { IDEA_TEXT, NAV_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();

const postIdea = () =>
  within(screen.getAllByRole('navigation', { name: NAV_TEXT.mainNav })[0] as HTMLElement).getByRole(
    'button',
    {
      name: NAV_TEXT.postIdea,
    },
  );

describe('Post Your Idea in the header', () => {
  it('asks a signed-out visitor to sign up or log in', async () => {
    renderApp(PATHS.community);
    await waitFor(() => postIdea());
    fireEvent.click(postIdea());
    const dialog = await screen.findByRole('dialog', { name: SHELL_TEXT.restrictedTitle });
    expect(within(dialog).getByText(SHELL_TEXT.restrictedBody)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: NAV_TEXT.login })).toBeVisible();
  });

  it("tells someone who is not an idea owner that only idea owners post (the spec's modal variant)", async () => {
    const { router } = renderApp(PATHS.community, { user: { ...testUser, role: 'mentor' } });
    await waitFor(() => postIdea());
    fireEvent.click(postIdea());
    const dialog = await screen.findByRole('dialog', { name: SHELL_TEXT.restrictedTitle });
    expect(within(dialog).getByText(IDEA_TEXT.onlyOwnersPostModal)).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: NAV_TEXT.login })).toBeNull();
    expect(router.state.location.pathname).toBe(PATHS.community);
  });

  it('takes an idea owner straight to the wizard', async () => {
    renderApp(PATHS.community, { user: testUser });
    const link = await screen.findAllByRole('link', { name: NAV_TEXT.postIdea });
    expect(link[0]?.getAttribute('href')).toBe(PATHS.postIdea);
  });
});
