import {
  CALENDLY_HOST,
  COMPLETE_PROFILE_TEXT,
  PROFILE_API,
  PROFILE_FIELD_TEXT,
  PROFILE_TEXT,
} from '@ibh/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { cityNotInCountryAnswer, ME, myProfile } from './fixtures';

pageTestLifecycle();

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const finish = () => screen.getByRole('button', { name: COMPLETE_PROFILE_TEXT.finish }) as HTMLButtonElement;

function open(handlers = {}) {
  return renderApp('/complete-signup', {
    user: testUser,
    handlers: { [ME]: () => json(myProfile({ onboardComplete: false })), ...handlers },
  });
}

describe('/complete-signup', () => {
  it('sends someone who already completed it to /dashboard instead of showing the form again', async () => {
    const { router } = renderApp('/complete-signup', {
      user: testUser,
      handlers: { [ME]: () => json(myProfile({ onboardComplete: true })) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
  });

  it('links the Terms of Service and the Privacy Policy to their pages', async () => {
    open();
    await screen.findByRole('heading', { name: COMPLETE_PROFILE_TEXT.title });
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    // The checkbox keeps the spec's words as its label.
    expect(screen.getByLabelText(COMPLETE_PROFILE_TEXT.terms).getAttribute('type')).toBe('checkbox');
  });

  it('starts in India with its time zone, resets the city when the country changes and fills the zone from the city', async () => {
    open();
    await screen.findByRole('heading', { name: COMPLETE_PROFILE_TEXT.title });
    expect(select(PROFILE_FIELD_TEXT.country).value).toBe('India');
    expect(select(PROFILE_FIELD_TEXT.country).options[0]?.value).toBe('India');
    expect(select(PROFILE_FIELD_TEXT.timezone).value).toBe('Asia/Kolkata');
    expect(input(PROFILE_FIELD_TEXT.fullName).value).toBe(testUser.fullName);

    change(PROFILE_FIELD_TEXT.city, 'Pune');
    change(PROFILE_FIELD_TEXT.country, 'United States');
    await waitFor(() => expect(select(PROFILE_FIELD_TEXT.city).value).toBe(''));
    expect(select(PROFILE_FIELD_TEXT.timezone).value).toBe('');
    const cities = [...select(PROFILE_FIELD_TEXT.city).options].map((o) => o.value);
    expect(cities).toContain('Seattle');
    expect(cities).not.toContain('Pune');

    change(PROFILE_FIELD_TEXT.city, 'Seattle');
    await waitFor(() => expect(select(PROFILE_FIELD_TEXT.timezone).value).toBe('America/Los_Angeles'));
    change(PROFILE_FIELD_TEXT.timezone, 'America/Chicago');
    expect(select(PROFILE_FIELD_TEXT.timezone).value).toBe('America/Chicago');
  });

  it('normalises links on blur and shows the Calendly and LinkedIn messages', async () => {
    open();
    await screen.findByRole('heading', { name: COMPLETE_PROFILE_TEXT.title });
    change(PROFILE_FIELD_TEXT.website, 'example.com/me//');
    fireEvent.blur(input(PROFILE_FIELD_TEXT.website));
    await waitFor(() => expect(input(PROFILE_FIELD_TEXT.website).value).toBe('https://example.com/me'));
    change(PROFILE_FIELD_TEXT.linkedin, 'ada-lovelace');
    fireEvent.blur(input(PROFILE_FIELD_TEXT.linkedin));
    await waitFor(() =>
      expect(input(PROFILE_FIELD_TEXT.linkedin).value).toBe('https://www.linkedin.com/in/ada-lovelace'),
    );
    change(PROFILE_FIELD_TEXT.calendly, 'https://example.com/ada');
    fireEvent.blur(input(PROFILE_FIELD_TEXT.calendly));
    expect(await screen.findByText(PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST))).toBeVisible();
    expect(input(PROFILE_FIELD_TEXT.calendly).getAttribute('aria-invalid')).toBe('true');
    change(PROFILE_FIELD_TEXT.linkedin, 'https://linkedin.com/jobs/123');
    fireEvent.blur(input(PROFILE_FIELD_TEXT.linkedin));
    expect(await screen.findByText(PROFILE_TEXT.linkedinInvalid('linkedin.com'))).toBeVisible();
  });

  it('needs a full name and the terms, saves, says all set and goes to the dashboard', async () => {
    const { router, fetchMock } = open({
      [`POST ${PROFILE_API.complete}`]: () => json(myProfile({ onboardComplete: true })),
    });
    await screen.findByRole('heading', { name: COMPLETE_PROFILE_TEXT.title });
    change(PROFILE_FIELD_TEXT.fullName, '  ');
    fireEvent.blur(input(PROFILE_FIELD_TEXT.fullName));
    expect(await screen.findByText(PROFILE_TEXT.fullNameRequired)).toBeVisible();
    expect(finish().disabled).toBe(true);
    expect(screen.getByText(COMPLETE_PROFILE_TEXT.whyDisabledInvalid)).toBeVisible();
    change(PROFILE_FIELD_TEXT.fullName, 'Ada Lovelace');
    const terms = screen.getByLabelText(COMPLETE_PROFILE_TEXT.terms);
    fireEvent.click(terms);
    fireEvent.click(terms);
    fireEvent.blur(terms);
    expect(await screen.findByText(PROFILE_TEXT.acceptTerms)).toBeVisible();
    fireEvent.click(terms);
    await waitFor(() => expect(finish().disabled).toBe(false));
    fireEvent.click(finish());
    expect(await screen.findByText(PROFILE_TEXT.allSet)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 2000 });
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(PROFILE_API.complete));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      fullName: 'Ada Lovelace',
      country: 'India',
      timezone: 'Asia/Kolkata',
      termsAccepted: true,
    });
  });

  it('shows the server message on a failed save and maps field errors onto the fields', async () => {
    open({
      [`POST ${PROFILE_API.complete}`]: cityNotInCountryAnswer,
    });
    await screen.findByRole('heading', { name: COMPLETE_PROFILE_TEXT.title });
    fireEvent.click(screen.getByLabelText(COMPLETE_PROFILE_TEXT.terms));
    await waitFor(() => expect(finish().disabled).toBe(false));
    fireEvent.click(finish());
    expect(await screen.findByText(PROFILE_TEXT.cityNotInCountry)).toBeVisible();
    expect(screen.getByRole('alert').textContent).toContain('Some fields are not valid.');
    expect(document.activeElement).toBe(select(PROFILE_FIELD_TEXT.city));
  });

  it('says the profile could not be initialised, with a retry', async () => {
    open({ [ME]: () => apiError('E_INTERNAL', 'boom', 500) });
    expect(await screen.findByText(PROFILE_TEXT.couldNotInitialize, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('button', { name: COMPLETE_PROFILE_TEXT.retry })).toBeVisible();
  });

  it('shows Offline and disables Finish setup while the browser is offline', async () => {
    open();
    await screen.findByRole('heading', { name: COMPLETE_PROFILE_TEXT.title });
    fireEvent.click(screen.getByLabelText(COMPLETE_PROFILE_TEXT.terms));
    await waitFor(() => expect(finish().disabled).toBe(false));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(COMPLETE_PROFILE_TEXT.offline)).toBeVisible();
    expect(finish().disabled).toBe(true);
    expect(screen.getByText(COMPLETE_PROFILE_TEXT.whyDisabledOffline)).toBeVisible();
  });
});
