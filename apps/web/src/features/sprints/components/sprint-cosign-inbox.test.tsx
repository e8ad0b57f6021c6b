import { EVIDENCE_API, SPRINT_API, type SprintCosignRequest, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { json, renderApp, testUser } from '@/test/render-app';

const proUser = { ...testUser, id: '30000000-0000-4000-8000-0000000000bb', role: 'professional' as const };

pageTestLifecycle();

const request = (n: number, overrides: Partial<SprintCosignRequest>): SprintCosignRequest => ({
  requestId: `75000000-0000-4000-8000-00000000000${n}`,
  experimentId: '76000000-0000-4000-8000-000000000001',
  proUserId: proUser.id,
  proName: 'Vera Verified',
  proCountry: null,
  status: 'pending',
  proNote: null,
  respondedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  title: `Interview sprint: Idea ${n}`,
  ownerName: 'Olive Owner',
  ownerAvatar: null,
  evidenceId: null,
  versionId: null,
  publicUrl: `/sprint/76000000-0000-4000-8000-000000000001?token=t${n}`,
  allowedActions: [],
  ...overrides,
});

const rowOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('the sprint co-sign inbox renders only the buttons the server allows (issue 28)', () => {
  it('Accept and Decline on a request that allows them, Save note on an accepted one, none otherwise', async () => {
    const respond = vi.fn(() => json(request(1, { status: 'accepted', allowedActions: ['edit_note'] })));
    renderApp('/pro/cosign-inbox', {
      user: proUser,
      handlers: {
        [`GET ${EVIDENCE_API.inbox}`]: () => json({ items: [], pending: 0 }),
        [`GET ${SPRINT_API.myCosignRequests}`]: () =>
          json({
            items: [
              request(1, { allowedActions: ['accept', 'decline'] }),
              request(2, { status: 'accepted', proNote: 'Solid.', allowedActions: ['edit_note'] }),
              // Pending, but the server offers nothing (e.g. the sprint was withdrawn): no buttons.
              request(3, { allowedActions: [] }),
            ],
          }),
        [`POST ${SPRINT_API.respondCosign(request(1, {}).requestId)}`]: respond,
      },
    });
    await screen.findByText('Interview sprint: Idea 1');
    const first = rowOf('Interview sprint: Idea 1');
    expect(within(first).getByRole('button', { name: T.accept })).toBeVisible();
    expect(within(first).getByRole('button', { name: T.decline })).toBeVisible();
    expect(within(first).queryByRole('button', { name: T.saveNote })).toBeNull();

    const second = rowOf('Interview sprint: Idea 2');
    expect(within(second).getByRole('button', { name: T.saveNote })).toBeVisible();
    expect(within(second).getByLabelText(T.editNote)).toHaveProperty('value', 'Solid.');
    expect(within(second).queryByRole('button', { name: T.accept })).toBeNull();

    const third = rowOf('Interview sprint: Idea 3');
    expect(within(third).queryAllByRole('button')).toEqual([]);
    expect(within(third).queryByRole('textbox')).toBeNull();

    fireEvent.change(within(first).getByLabelText(T.noteLabel), { target: { value: 'Sound method.' } });
    fireEvent.click(within(first).getByRole('button', { name: T.accept }));
    await waitFor(() => expect(respond).toHaveBeenCalledWith({ accept: true, note: 'Sound method.' }));
  });
});
