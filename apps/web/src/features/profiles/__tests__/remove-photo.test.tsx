import {
  ACCOUNT_MENU_TEXT,
  EDIT_PROFILE_TEXT,
  PATHS,
  PROFILE_API,
  PROFILE_SECTIONS,
  SESSION_API,
} from '@ibh/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { ME, myProfile } from './fixtures';

pageTestLifecycle();

const PHOTO = 'https://cdn.test/avatars/ada.png';
const button = (name: string) => screen.getByRole('button', { name });
/** The header's account menu (loaded on demand; not on the editor's focused layout). */
const accountMenu = () => screen.findByRole('button', { name: ACCOUNT_MENU_TEXT.label }, { timeout: 3000 });
const editorPhoto = () => document.querySelector(`#${PROFILE_SECTIONS[0].id} img`);

/** Someone whose photo is `photo` (profile and session) until DELETE answers with `answer`. */
function open(photo: string | null, answer: () => Response, path: string = PATHS.editProfile) {
  let avatarUrl = photo;
  const view = renderApp(path, {
    user: testUser,
    handlers: {
      [`GET ${SESSION_API.session}`]: () => json({ user: { ...testUser, avatarUrl } }),
      [ME]: () => json(myProfile({ avatarUrl })),
      [`DELETE ${PROFILE_API.avatar}`]: () => {
        const response = answer();
        if (response.ok) avatarUrl = null;
        return response;
      },
    },
  });
  const sessionReads = () =>
    view.fetchMock.mock.calls.filter(([url]) => String(url).endsWith(SESSION_API.session)).length;
  const deletes = () => view.fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
  return { ...view, sessionReads, deletes };
}

// The editor is a large form inside the main layout: give each test room on a busy machine.
describe('Remove photo on /edit-profile', { timeout: 20_000 }, () => {
  it('confirms inline, removes the photo, refreshes the session and the header shows the initial', async () => {
    const { router, sessionReads, deletes } = open(PHOTO, () => json({ ok: true }), PATHS.ownProfile);
    const before = await accountMenu();
    await waitFor(() => expect(before.querySelector('img')?.getAttribute('src')).toBe(PHOTO));
    await act(() => router.navigate(PATHS.editProfile));
    await screen.findByRole('heading', { name: PROFILE_SECTIONS[0].label });
    expect(editorPhoto()?.getAttribute('src')).toBe(PHOTO);

    // Opening puts focus on the safe choice; Escape closes and gives focus back.
    const remove = button(EDIT_PROFILE_TEXT.removePhoto);
    fireEvent.click(remove);
    expect(remove.getAttribute('aria-expanded')).toBe('true');
    const question = screen.getByRole('group', { name: EDIT_PROFILE_TEXT.removePhotoQuestion });
    expect(document.activeElement).toBe(button(EDIT_PROFILE_TEXT.keepPhoto));
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: EDIT_PROFILE_TEXT.removePhotoQuestion })).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(deletes()).toBe(0);

    const readsBefore = sessionReads();
    fireEvent.click(remove);
    fireEvent.click(button(EDIT_PROFILE_TEXT.confirmRemovePhoto));
    expect(await screen.findByText(EDIT_PROFILE_TEXT.photoRemoved)).toBeVisible();
    expect(deletes()).toBe(1);
    await waitFor(() => expect(sessionReads()).toBeGreaterThan(readsBefore));
    expect(screen.queryByRole('button', { name: EDIT_PROFILE_TEXT.removePhoto })).toBeNull();
    expect(editorPhoto()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button(EDIT_PROFILE_TEXT.uploadPhoto)));

    await act(() => router.navigate(PATHS.ownProfile));
    // 'Ada Founder' without a photo is her initial.
    const after = await accountMenu();
    expect(after.querySelector('img')).toBeNull();
    expect(after.textContent).toBe('A');
  });

  it('keeps the photo and says why when the removal fails', async () => {
    const { deletes } = open(PHOTO, () => apiError('E_INTERNAL', 'Storage is unavailable.', 500));
    fireEvent.click(await screen.findByRole('button', { name: EDIT_PROFILE_TEXT.removePhoto }));
    fireEvent.click(button(EDIT_PROFILE_TEXT.confirmRemovePhoto));
    expect(
      await screen.findByText(`${EDIT_PROFILE_TEXT.removePhotoFailed} – Storage is unavailable.`),
    ).toBeVisible();
    expect(deletes()).toBe(1);
    expect(editorPhoto()?.getAttribute('src')).toBe(PHOTO);
    expect(button(EDIT_PROFILE_TEXT.confirmRemovePhoto)).toBeVisible();
    expect(button(EDIT_PROFILE_TEXT.removePhoto)).toBeVisible();
  });

  it('offers no Remove photo without a photo', async () => {
    open(null, () => json({ ok: true }));
    await screen.findByRole('button', { name: EDIT_PROFILE_TEXT.uploadPhoto });
    expect(screen.queryByRole('button', { name: EDIT_PROFILE_TEXT.removePhoto })).toBeNull();
  });
});
