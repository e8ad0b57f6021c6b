import { DASHBOARD_API, DASHBOARD_TEXT, HUB_TEXT, IDEA_API, PATHS, type SessionUser } from '@ibh/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { type ApiHandler, json, renderApp, testUser } from '@/test/render-app';
import { cutDescription } from '../lib/format';
import { sortWorkshopIdeas } from '../lib/workshop';
import { idea, ownerOverview, peopleItem, proOverview, workshopIdea } from './fixtures';

// The page renders inside the main layout (header and all): slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const OVERVIEW = `GET ${DASHBOARD_API.overview}`;
const pro: SessionUser = { ...testUser, role: 'professional', fullName: 'Priya Pro' };

pageTestLifecycle();

function navLabels() {
  const nav = screen.getByRole('navigation', { name: HUB_TEXT.navLabel });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function renderHub(path: string, user: SessionUser, handlers: Record<string, ApiHandler>) {
  return renderApp(path, { user, handlers });
}

describe('My Hub for an idea owner', () => {
  it('shows the owner views, stats, quick actions and every empty state of the overview', async () => {
    renderHub(PATHS.dashboard, testUser, { [OVERVIEW]: () => json(ownerOverview()) });
    expect(await screen.findByRole('heading', { name: 'Ada Founder' })).toBeVisible();
    expect(navLabels()).toEqual([
      'Overview',
      'My Ideas',
      'Saved Ideas',
      'Following Ideas',
      'Following Users',
      'Team Members',
      'Collaborators',
    ]);
    expect(screen.getByText('Shared Projects')).toBeVisible();
    expect(screen.getByText('Idea Owner')).toBeVisible();
    const actions = within(
      screen.getByRole('heading', { name: HUB_TEXT.quickActions }).closest('section') as HTMLElement,
    );
    expect(actions.getByRole('link', { name: HUB_TEXT.postIdea }).getAttribute('href')).toBe(PATHS.postIdea);
    expect(actions.getByRole('link', { name: HUB_TEXT.shop }).getAttribute('href')).toBe(PATHS.professionals);
    expect(actions.getByRole('link', { name: HUB_TEXT.messages }).getAttribute('href')).toBe(PATHS.messages);
    expect(actions.getByRole('link', { name: HUB_TEXT.findCollaborators }).getAttribute('href')).toBe(
      PATHS.explore,
    );
    expect(actions.queryByRole('link', { name: HUB_TEXT.proSignInbox })).toBeNull();
    expect(screen.getByText(DASHBOARD_TEXT.empty.myIdeas.title)).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXT.empty.myIdeas.body)).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXT.empty.teamMembers.title)).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXT.empty.collaborators.title)).toBeVisible();
    const sort = screen.getByLabelText(HUB_TEXT.sortLabel) as HTMLSelectElement;
    expect(sort.disabled).toBe(false);
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Most Recent',
      'Most Likes',
      'Most Comments',
    ]);
  });

  it('shows the first six ideas as cards and re-asks the overview with the chosen sort', async () => {
    const ideas = Array.from({ length: 7 }, (_, i) =>
      idea(i + 1, { visibility: i === 0 ? 'private' : 'public', shortDescription: 'x'.repeat(130) }),
    );
    const { fetchMock } = renderHub(PATHS.dashboard, testUser, {
      [OVERVIEW]: () => json(ownerOverview({ ideas, counts: { ...ownerOverview().counts, myIdeas: 7 } })),
    });
    const section = (await screen.findByRole('heading', { name: 'My Ideas' })).closest('section');
    if (!section) throw new Error('no ideas section');
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'Idea 1' }).getAttribute('href')).toBe(
      `/ideas/${ideas[0]?.id}`,
    );
    expect(within(section).getByText(DASHBOARD_TEXT.privateMark)).toBeVisible();
    expect(within(section).getAllByText(DASHBOARD_TEXT.publicMark)).toHaveLength(5);
    expect(within(section).getAllByText(`${'x'.repeat(120)}...`)).toHaveLength(6);

    fireEvent.change(screen.getByLabelText(HUB_TEXT.sortLabel), { target: { value: 'likes' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes(`${DASHBOARD_API.overview}?sort=likes`)),
      ).toBe(true),
    );
  });

  it('lists Shared Projects and people when the owner has them', async () => {
    renderHub(PATHS.dashboard, testUser, {
      [OVERVIEW]: () =>
        json(
          ownerOverview({
            projects: [
              idea(9, {
                title: 'Joined idea',
                involvementType: 'collaborator',
                joinedAt: '2025-04-01T00:00:00Z',
              }),
            ],
            teamMembers: [peopleItem(2, { fullName: 'Tara Team', source: 'team', ideaTitle: 'Idea 1' })],
            collaborators: [peopleItem(3, { fullName: 'Cole Collab' })],
          }),
        ),
    });
    expect(await screen.findByRole('heading', { name: HUB_TEXT.sharedProjects })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Joined idea' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tara Team' })).toBeVisible();
    expect(screen.getByText('Team member on Idea 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cole Collab' })).toBeVisible();
  });

  it('shows a view from ?view= with its empty state, and loads more by cursor', async () => {
    const { fetchMock } = renderHub(`${PATHS.dashboard}?view=savedIdeas`, testUser, {
      [OVERVIEW]: () => json(ownerOverview()),
      [`GET ${DASHBOARD_API.ideas('savedIdeas')}`]: () => json({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText(DASHBOARD_TEXT.empty.savedIdeas.title)).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXT.empty.savedIdeas.body)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Saved Ideas' }).getAttribute('aria-current')).toBe('page');
    expect(
      fetchMock.mock.calls.filter(
        ([url]) => new URL(String(url), 'http://x').pathname === DASHBOARD_API.overview,
      ),
    ).toHaveLength(1);
  });

  it('pages a people view with Load more', async () => {
    let calls = 0;
    renderHub(`${PATHS.dashboard}?view=followingUsers`, testUser, {
      [OVERVIEW]: () => json(ownerOverview()),
      [`GET ${DASHBOARD_API.people('followingUsers')}`]: () => {
        calls += 1;
        return calls === 1
          ? json({ items: [peopleItem(2, { source: 'following' })], nextCursor: 'c1' })
          : json({ items: [peopleItem(3, { source: 'following' })], nextCursor: null });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: HUB_TEXT.loadMore }));
    expect(await screen.findByRole('link', { name: 'Person 3' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Person 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: HUB_TEXT.loadMore })).toBeNull();
  });

  it('shows the error screen with Refresh Page when the overview fails', async () => {
    renderHub(PATHS.dashboard, testUser, { [OVERVIEW]: () => json({}, 500) });
    expect(await screen.findByText(DASHBOARD_TEXT.errorTitle, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXT.errorBody)).toBeVisible();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.refresh })).toBeVisible();
  });
});

describe('My Hub for a professional', () => {
  it('shows the professional views, Pro Sign Inbox with its count and a disabled sort with the reason', async () => {
    renderHub(PATHS.dashboard, pro, { [OVERVIEW]: () => json(proOverview({ proSignPending: 3 })) });
    expect(await screen.findByRole('heading', { name: 'Priya' })).toBeVisible();
    expect(navLabels()).toEqual([
      'Overview',
      "Projects I'm On",
      'Saved Ideas',
      'Following Ideas',
      'Following Users',
      'People I work with',
    ]);
    expect(screen.getByText('$1,234.56')).toBeVisible();
    expect(screen.queryByRole('link', { name: HUB_TEXT.postIdea })).toBeNull();
    // The quick action (the header has its own Pro Sign Inbox link too).
    const actions = within(
      screen.getByRole('heading', { name: HUB_TEXT.quickActions }).closest('section') as HTMLElement,
    );
    const inbox = actions.getByRole('link', { name: /Pro Sign Inbox/ });
    expect(inbox.getAttribute('href')).toBe(PATHS.proCosignInbox);
    expect(within(inbox).getByText('3 pending')).toBeVisible();
    const sort = screen.getByLabelText(HUB_TEXT.sortLabel) as HTMLSelectElement;
    expect(sort.disabled).toBe(true);
    expect([...sort.options].map((o) => o.textContent)).toEqual(['Most Recent']);
    expect(screen.getByText(HUB_TEXT.sortProsOnly)).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXT.empty.projects.title)).toBeVisible();
    expect(screen.queryByText(DASHBOARD_TEXT.empty.teamMembers.title)).toBeNull();
  });

  it('adds My Collaborators only when there are some', async () => {
    renderHub(PATHS.dashboard, pro, {
      [OVERVIEW]: () => json(proOverview({ counts: { ...proOverview().counts, myCollaborators: 2 } })),
    });
    await screen.findByRole('heading', { name: 'Priya' });
    expect(navLabels().at(-1)).toBe('My Collaborators');
  });

  it('says Team Members is not for professionals, without asking the server', async () => {
    const { fetchMock } = renderHub(`${PATHS.dashboard}?view=teamMembers`, pro, {
      [OVERVIEW]: () => json(proOverview()),
    });
    expect(await screen.findByText(DASHBOARD_TEXT.teamMembersForPros)).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/people/teamMembers'))).toBe(false);
  });

  it('shows the myCollaborators empty text', async () => {
    renderHub(`${PATHS.dashboard}?view=myCollaborators`, pro, {
      [OVERVIEW]: () => json(proOverview({ counts: { ...proOverview().counts, myCollaborators: 1 } })),
      [`GET ${DASHBOARD_API.people('myCollaborators')}`]: () => json({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText(DASHBOARD_TEXT.empty.myCollaborators.title)).toBeVisible();
  });
});

describe('Open Collaboration Workshop', () => {
  it('goes to /post-idea without ideas', async () => {
    const { router } = renderHub(PATHS.dashboard, testUser, { [OVERVIEW]: () => json(ownerOverview()) });
    fireEvent.click(await screen.findByRole('button', { name: HUB_TEXT.workshop }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.postIdea));
  });

  it('goes straight to the workspace of the only idea', async () => {
    const only = workshopIdea(1);
    const { router } = renderHub(PATHS.dashboard, testUser, {
      [OVERVIEW]: () => json(ownerOverview({ workshopIdeas: [only] })),
    });
    fireEvent.click(await screen.findByRole('button', { name: HUB_TEXT.workshop }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workspace/${only.id}`));
  });

  it('lets the user choose among several, favourites first, and toggles a favourite at once', async () => {
    const ideas = [
      workshopIdea(1),
      workshopIdea(2, { favorite: true }),
      workshopIdea(3, { shortDescription: null }),
    ];
    let favoured: string | undefined;
    const { router } = renderHub(PATHS.dashboard, testUser, {
      [OVERVIEW]: () => json(ownerOverview({ workshopIdeas: ideas })),
      [`PUT ${IDEA_API.favorite(ideas[0]?.id ?? '')}`]: () => {
        favoured = ideas[0]?.id;
        return json({ favorite: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: HUB_TEXT.workshop }));
    const dialog = await screen.findByRole('dialog', { name: DASHBOARD_TEXT.workshopModalTitle });
    const titles = () =>
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.querySelector('span')?.textContent);
    expect(titles()).toEqual(['Idea 2', 'Idea 3', 'Idea 1']);
    expect(within(dialog).getByText(DASHBOARD_TEXT.noDescription)).toBeVisible();

    const star = within(dialog).getByRole('button', { name: HUB_TEXT.favorite('Idea 1') });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(titles()).toEqual(['Idea 2', 'Idea 1', 'Idea 3']));
    expect(
      within(dialog)
        .getByRole('button', { name: HUB_TEXT.favorite('Idea 1') })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(favoured).toBe(ideas[0]?.id));

    fireEvent.click(within(dialog).getByRole('link', { name: /Idea 3/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workspace/${ideas[2]?.id}`));
  });

  it('has Cancel', async () => {
    renderHub(PATHS.dashboard, testUser, {
      [OVERVIEW]: () => json(ownerOverview({ workshopIdeas: [workshopIdea(1), workshopIdea(2)] })),
    });
    fireEvent.click(await screen.findByRole('button', { name: HUB_TEXT.workshop }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: HUB_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('rules', () => {
  it('cuts descriptions at 120 characters plus ...', () => {
    expect(cutDescription('a'.repeat(120))).toBe('a'.repeat(120));
    expect(cutDescription('a'.repeat(121))).toBe(`${'a'.repeat(120)}...`);
    expect(cutDescription(null)).toBe('');
  });

  it('orders workshop ideas favourites first, then newest', () => {
    const sorted = sortWorkshopIdeas([
      workshopIdea(1),
      workshopIdea(3),
      workshopIdea(2, { favorite: true }),
      workshopIdea(4, { favorite: true }),
    ]);
    expect(sorted.map((i) => i.title)).toEqual(['Idea 4', 'Idea 2', 'Idea 3', 'Idea 1']);
  });
});
