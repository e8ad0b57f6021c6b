import {
  CALENDLY_HOST,
  EDIT_PROFILE_TEXT,
  PROFILE_API,
  PROFILE_FIELD_TEXT,
  PROFILE_SECTIONS,
  PROFILE_TEXT,
} from '@ibh/contract';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterEach } from '@/test/lifecycle';
import { emptyReadiness } from '@/test/readiness';
import { json, renderApp, testUser } from '@/test/render-app';
import { cityNotInCountryAnswer, ME, myProfile } from './fixtures';

// In the main layout (header and all) the first render takes longer in jsdom.
configure({ asyncUtilTimeout: 5000 });

/** Records the observers the section spy creates, so a test can say what is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function showInView(ids: string[]) {
  const observer = FakeObserver.instances.find((o) => o.targets.some((t) => t.id === PROFILE_SECTIONS[0].id));
  const entries = (observer?.targets ?? []).map((target) => ({
    target,
    isIntersecting: ids.includes(target.id),
  }));
  act(() =>
    observer?.callback(
      entries as unknown as IntersectionObserverEntry[],
      observer as unknown as IntersectionObserver,
    ),
  );
}

const readiness = emptyReadiness();

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});

resetAfterEach();

function open(path = '/edit-profile', handlers = {}) {
  return renderApp(path, {
    user: testUser,
    handlers: {
      [ME]: () => json(myProfile({ country: 'India', city: 'Pune', timezone: 'Asia/Kolkata' })),
      [`GET ${PROFILE_API.readiness}`]: () => json(readiness),
      ...handlers,
    },
  });
}

const tab = (label: string) => screen.getByRole('link', { name: label });

// The editor is a large form inside the main layout: give each test room on a busy machine.
describe('/edit-profile', { timeout: 20_000 }, () => {
  it('highlights the section in view, follows a deep link and moves with the tabs', async () => {
    open(`/edit-profile#${PROFILE_SECTIONS[2].id}`);
    await screen.findByRole('heading', { name: PROFILE_SECTIONS[0].label });
    await waitFor(() => expect(tab(PROFILE_SECTIONS[2].label).getAttribute('aria-current')).toBe('true'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    showInView([PROFILE_SECTIONS[3].id, PROFILE_SECTIONS[4].id]);
    expect(tab(PROFILE_SECTIONS[3].label).getAttribute('aria-current')).toBe('true');
    expect(tab(PROFILE_SECTIONS[2].label).getAttribute('aria-current')).toBeNull();

    fireEvent.click(tab(PROFILE_SECTIONS[5].label));
    expect(tab(PROFILE_SECTIONS[5].label).getAttribute('aria-current')).toBe('true');
    expect(document.activeElement?.textContent).toBe(PROFILE_SECTIONS[5].label);
  });

  it('saves every field with the PATCH and shows the Profile saved modal', async () => {
    const { fetchMock } = open('/edit-profile', {
      [`PATCH ${PROFILE_API.me}`]: (body: unknown) => json({ ...myProfile(), ...(body as object) }),
    });
    await screen.findByRole('heading', { name: PROFILE_SECTIONS[0].label });
    fireEvent.change(screen.getByLabelText(PROFILE_FIELD_TEXT.tagline), {
      target: { value: 'Building AI for farms' },
    });
    fireEvent.change(screen.getByLabelText(EDIT_PROFILE_TEXT.primaryProfession), {
      target: { value: 'Other' },
    });
    fireEvent.change(await screen.findByLabelText(EDIT_PROFILE_TEXT.otherProfession), {
      target: { value: 'Agronomist' },
    });
    fireEvent.change(screen.getByLabelText(EDIT_PROFILE_TEXT.availability), { target: { value: '3a0' } });
    expect((screen.getByLabelText(EDIT_PROFILE_TEXT.availability) as HTMLInputElement).value).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.save }));

    const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXT.profileSavedModal });
    expect(within(dialog).getByText(PROFILE_TEXT.profileSaved)).toBeVisible();
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith(PROFILE_API.me) && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      tagline: 'Building AI for farms',
      primaryProfession: 'Agronomist',
      availabilityPerWeek: 30,
      country: 'India',
      city: 'Pune',
      locationPreference: 'Remote',
      stagePreference: 'MVP',
      publicProfile: true,
    });
  });

  it("checks Calendly and availability on the client and maps the server's field errors", async () => {
    open('/edit-profile', {
      [`PATCH ${PROFILE_API.me}`]: cityNotInCountryAnswer,
    });
    await screen.findByRole('heading', { name: PROFILE_SECTIONS[0].label });
    const calendly = screen.getByLabelText(PROFILE_FIELD_TEXT.calendly);
    fireEvent.change(calendly, { target: { value: 'https://example.com/me' } });
    fireEvent.change(screen.getByLabelText(EDIT_PROFILE_TEXT.availability), { target: { value: '81' } });
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.save }));
    expect(await screen.findByText(PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST))).toBeVisible();
    expect(screen.getByText(PROFILE_TEXT.availabilityRange)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(calendly));

    fireEvent.change(calendly, { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText(EDIT_PROFILE_TEXT.availability), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.save }));
    expect(await screen.findByText(PROFILE_TEXT.cityNotInCountry)).toBeVisible();
    expect(await screen.findByText(`${PROFILE_TEXT.saveFailed} – Some fields are not valid.`)).toBeVisible();
  });

  it('saves Founder Readiness on its own and says how much it improved', async () => {
    const { fetchMock } = open('/edit-profile', {
      [`PUT ${PROFILE_API.readiness}`]: () =>
        json({
          readiness: { ...readiness, priorFounder: true, score: 25 },
          previousScore: 0,
          improved: true,
        }),
    });
    await screen.findByRole('button', { name: EDIT_PROFILE_TEXT.saveReadiness });
    fireEvent.click(screen.getByLabelText(EDIT_PROFILE_TEXT.priorFounder));
    fireEvent.change(screen.getByLabelText(EDIT_PROFILE_TEXT.arrAmount), { target: { value: '12k' } });
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.saveReadiness }));
    expect(await screen.findByText(PROFILE_TEXT.readinessImproved(0, 25))).toBeVisible();
    expect(await screen.findByText(EDIT_PROFILE_TEXT.score(25))).toBeVisible();
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith(PROFILE_API.readiness) && init?.method === 'PUT',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      priorFounder: true,
      technicalFounder: false,
      arrDisclosed: false,
      deckReady: false,
      arrAmount: 12,
      deckUrl: null,
    });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("shows 'Failed to load profile' with a retry", async () => {
    open('/edit-profile', {
      [ME]: () => json({ error: { code: 'E_INTERNAL', message: 'x', requestId: 't' } }, 500),
    });
    expect(await screen.findByText(PROFILE_TEXT.failedToLoad, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.retry })).toBeVisible();
  });
});
