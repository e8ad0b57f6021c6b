import {
  ACCOUNT_MENU_TEXT,
  CALENDLY_HOST,
  COFOUNDER_TEXT,
  COMPLETE_PROFILE_TEXT,
  EDIT_PROFILE_TEXT,
  explainReadiness,
  MATCH_REASONS,
  PATHS,
  PROFILE_FIELD_TEXT,
  PROFILE_PAGE_TEXT,
  PROFILE_SECTIONS,
  PROFILE_TEXT,
  SAVED_DIALOG_TEXT,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, createPerson, E2E_PASSWORD, logInBrowser } from './support/api.ts';
import { logInWithPassword } from './support/auth.ts';
import { launchBrowser, newContext, visit } from './support/browser.ts';
import {
  addChips,
  atPath,
  button,
  chipsOf,
  drawPng,
  field,
  shownSkills,
  skillLevel,
} from './support/profiles.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const value = (page: Page, label: string) => field(page, label).inputValue();

async function completeProfile(page: Page): Promise<void> {
  await page.getByRole('heading', { name: COMPLETE_PROFILE_TEXT.title }).waitFor();
  expect(await value(page, PROFILE_FIELD_TEXT.country)).toBe('India');
  expect(await value(page, PROFILE_FIELD_TEXT.timezone)).toBe('Asia/Kolkata');
  await field(page, PROFILE_FIELD_TEXT.tagline).fill('Building calm tools for founders');
  await field(page, PROFILE_FIELD_TEXT.country).selectOption('Japan');
  await field(page, PROFILE_FIELD_TEXT.city).selectOption('Osaka');
  expect(await value(page, PROFILE_FIELD_TEXT.timezone)).toBe('Asia/Tokyo');
  await field(page, PROFILE_FIELD_TEXT.website).fill('example.org/');
  await field(page, PROFILE_FIELD_TEXT.linkedin).fill('e2e-founder');
  await field(page, PROFILE_FIELD_TEXT.calendly).click();
  expect(await value(page, PROFILE_FIELD_TEXT.website)).toBe('https://example.org');
  expect(await value(page, PROFILE_FIELD_TEXT.linkedin)).toBe('https://www.linkedin.com/in/e2e-founder');
  await page.getByLabel(COMPLETE_PROFILE_TEXT.terms).check();
  await button(page, COMPLETE_PROFILE_TEXT.finish).click();
  await page.getByText(PROFILE_TEXT.allSet).waitFor();
  await page.waitForURL(atPath(PATHS.dashboard));
}

async function editEverySection(page: Page): Promise<void> {
  await field(page, PROFILE_FIELD_TEXT.displayName).fill('E2E Dee');
  await field(page, PROFILE_FIELD_TEXT.bio).fill('I turn fuzzy ideas into shipped products.');
  await field(page, PROFILE_FIELD_TEXT.gender).selectOption('Non-binary');
  await field(page, PROFILE_FIELD_TEXT.country).selectOption('Germany');
  expect(await value(page, PROFILE_FIELD_TEXT.city)).toBe('');
  await field(page, PROFILE_FIELD_TEXT.city).selectOption('Berlin');
  expect(await value(page, PROFILE_FIELD_TEXT.timezone)).toBe('Europe/Berlin');
  await field(page, PROFILE_FIELD_TEXT.preferredContact).selectOption('Calendly');
  await field(page, PROFILE_FIELD_TEXT.calendly).fill('https://example.com/dee');
  await field(page, PROFILE_FIELD_TEXT.calendly).blur();
  await page.getByText(PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST)).waitFor();
  await field(page, PROFILE_FIELD_TEXT.calendly).fill('e2e-dee');
  await field(page, PROFILE_FIELD_TEXT.calendly).blur();
  expect(await value(page, PROFILE_FIELD_TEXT.calendly)).toBe('https://calendly.com/e2e-dee');

  await field(page, EDIT_PROFILE_TEXT.primaryProfession).selectOption('Other');
  await field(page, EDIT_PROFILE_TEXT.otherProfession).fill('Quantum Gardener');
  await addChips(page, EDIT_PROFILE_TEXT.secondaryRoles, ['CTO']);
  await addChips(page, EDIT_PROFILE_TEXT.industries, ['Fintech', 'fintech']);
  await addChips(page, EDIT_PROFILE_TEXT.skills, ['Rust', 'Go']);
  await skillLevel(page, 'Go').selectOption('5');

  await addChips(page, EDIT_PROFILE_TEXT.lookingForRoles, ['Product Designer']);
  await addChips(page, EDIT_PROFILE_TEXT.lookingForSkills, ['Figma']);
  await field(page, EDIT_PROFILE_TEXT.collaborationType).selectOption('Part-time');
  await field(page, EDIT_PROFILE_TEXT.availability).fill('90');
  await field(page, EDIT_PROFILE_TEXT.availability).blur();
  await page.getByText(PROFILE_TEXT.availabilityRange).waitFor();
  await field(page, EDIT_PROFILE_TEXT.availability).fill('25');
  await field(page, EDIT_PROFILE_TEXT.locationPreference).selectOption('Hybrid');

  await field(page, EDIT_PROFILE_TEXT.stagePreference).selectOption('Traction');
  await field(page, EDIT_PROFILE_TEXT.fundingExpectation).fill('Pre-seed, $250k');
  await page.getByLabel(EDIT_PROFILE_TEXT.openToEquity).check();
  await field(page, EDIT_PROFILE_TEXT.workStyle).selectOption('Async-first');

  await page.getByLabel(EDIT_PROFILE_TEXT.emailVisible).uncheck();
  await page.getByLabel(EDIT_PROFILE_TEXT.phoneVisible).check();
  await field(page, PROFILE_FIELD_TEXT.phone).fill('+49 30 1234567');
}

async function expectEditedValues(page: Page): Promise<void> {
  expect(await value(page, PROFILE_FIELD_TEXT.displayName)).toBe('E2E Dee');
  expect(await value(page, PROFILE_FIELD_TEXT.gender)).toBe('Non-binary');
  expect(await value(page, PROFILE_FIELD_TEXT.city)).toBe('Berlin');
  expect(await value(page, PROFILE_FIELD_TEXT.timezone)).toBe('Europe/Berlin');
  expect(await value(page, PROFILE_FIELD_TEXT.preferredContact)).toBe('Calendly');
  expect(await value(page, PROFILE_FIELD_TEXT.calendly)).toBe('https://calendly.com/e2e-dee');
  expect(await value(page, EDIT_PROFILE_TEXT.primaryProfession)).toBe('Other');
  expect(await value(page, EDIT_PROFILE_TEXT.otherProfession)).toBe('Quantum Gardener');
  expect(await chipsOf(page, EDIT_PROFILE_TEXT.industries)).toEqual(['Fintech']);
  // Saved highest level first; Rust, never rated, was saved at the middle level.
  expect(await chipsOf(page, EDIT_PROFILE_TEXT.skills)).toEqual(['Go', 'Rust']);
  expect(await skillLevel(page, 'Go').inputValue()).toBe('5');
  expect(await skillLevel(page, 'Rust').inputValue()).toBe('3');
  expect(await chipsOf(page, EDIT_PROFILE_TEXT.lookingForRoles)).toEqual(['Product Designer']);
  expect(await value(page, EDIT_PROFILE_TEXT.availability)).toBe('25');
  expect(await value(page, EDIT_PROFILE_TEXT.locationPreference)).toBe('Hybrid');
  expect(await value(page, EDIT_PROFILE_TEXT.stagePreference)).toBe('Traction');
  expect(await value(page, EDIT_PROFILE_TEXT.fundingExpectation)).toBe('Pre-seed, $250k');
  expect(await page.getByLabel(EDIT_PROFILE_TEXT.openToEquity).isChecked()).toBe(true);
  expect(await value(page, EDIT_PROFILE_TEXT.workStyle)).toBe('Async-first');
  expect(await page.getByLabel(EDIT_PROFILE_TEXT.emailVisible).isChecked()).toBe(false);
  expect(await page.getByLabel(EDIT_PROFILE_TEXT.phoneVisible).isChecked()).toBe(true);
  expect(await value(page, PROFILE_FIELD_TEXT.phone)).toBe('+49 30 1234567');
}

describe('profiles', () => {
  it('completes the profile, edits every section, saves readiness and crops an avatar', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A new account signs in and is sent to complete its profile first.
    const person = await new ApiPerson().signUp('E2E Onboarder', 'professional');
    await visit(page, PATHS.login);
    await logInWithPassword(page, person.email, E2E_PASSWORD);
    await page.waitForURL(atPath(PATHS.completeSignup));
    await completeProfile(page);

    await visit(page, PATHS.editProfile);
    await page.getByRole('heading', { name: PROFILE_SECTIONS[0].label }).waitFor();
    await editEverySection(page);
    await button(page, EDIT_PROFILE_TEXT.save).click();
    await page.getByRole('dialog', { name: PROFILE_TEXT.profileSavedModal }).waitFor();
    await button(page, SAVED_DIALOG_TEXT.keepEditing).click();
    await page.reload();
    await page.getByRole('heading', { name: PROFILE_SECTIONS[0].label }).waitFor();
    await expectEditedValues(page);

    // Founder Readiness saves on its own and says how much it improved.
    await page.getByLabel(EDIT_PROFILE_TEXT.priorFounder).check();
    await page.getByLabel(EDIT_PROFILE_TEXT.deckReady).check();
    await field(page, EDIT_PROFILE_TEXT.arrAmount).fill('12000');
    await field(page, EDIT_PROFILE_TEXT.deckUrl).fill('example.com/deck');
    await field(page, EDIT_PROFILE_TEXT.deckUrl).blur();
    expect(await value(page, EDIT_PROFILE_TEXT.deckUrl)).toBe('https://example.com/deck');
    const { score } = explainReadiness({
      priorFounder: true,
      technicalFounder: false,
      arrDisclosed: false,
      deckReady: true,
      arrAmount: 12000,
      deckUrl: 'https://example.com/deck',
    });
    await button(page, EDIT_PROFILE_TEXT.saveReadiness).click();
    await page.getByText(PROFILE_TEXT.readinessImproved(0, score)).waitFor();
    await page.reload();
    await page.getByText(EDIT_PROFILE_TEXT.score(score)).waitFor();
    expect(await value(page, EDIT_PROFILE_TEXT.arrAmount)).toBe('12000');

    // Upload -> round crop -> saved; the header shows the new photo.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await drawPng(page),
    });
    const crop = page.getByRole('dialog', { name: EDIT_PROFILE_TEXT.cropTitle });
    await crop.waitFor();
    await crop.getByLabel(EDIT_PROFILE_TEXT.zoom).fill('1.6');
    await crop.getByRole('button', { name: EDIT_PROFILE_TEXT.savePhoto }).click();
    await page.getByText(PROFILE_TEXT.photoSaved).waitFor();
    await page.getByRole('link', { name: EDIT_PROFILE_TEXT.viewProfile }).click();
    await page.waitForURL(atPath(PATHS.ownProfile));
    await expect.poll(() => page.locator('header button img').getAttribute('src')).toMatch(/^\/api\//);
    await page.getByRole('heading', { name: 'E2E Dee' }).waitFor();
    expect(await page.locator('main img').first().getAttribute('src')).toMatch(/^\/api\//);
    expect(await shownSkills(page)).toEqual([
      `Go${PROFILE_PAGE_TEXT.level(5)}`,
      `Rust${PROFILE_PAGE_TEXT.level(3)}`,
    ]);

    // Remove photo, confirmed inline: the header falls back to the initial.
    await visit(page, PATHS.editProfile);
    await button(page, EDIT_PROFILE_TEXT.removePhoto).click();
    await button(page, EDIT_PROFILE_TEXT.confirmRemovePhoto).click();
    await page.getByText(EDIT_PROFILE_TEXT.photoRemoved).waitFor();
    await visit(page, PATHS.ownProfile);
    await page.getByRole('heading', { name: 'E2E Dee' }).waitFor();
    await expect.poll(() => page.locator('header button img').count()).toBe(0);
    // The account button's name also carries the unread count (the welcome notification).
    const accountMenu = page.getByRole('button', { name: new RegExp(`^${ACCOUNT_MENU_TEXT.label}`) });
    expect(await accountMenu.textContent()).toMatch(/^E/);

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('hides a private profile from another user, and keeps idea owners out of /verify', async () => {
    const hidden = await createPerson(
      'E2E Private',
      'idea_owner',
      { country: 'India' },
      { publicProfile: false },
    );
    const context = await newContext(browser);
    const page = await context.newPage();
    const viewer = await new ApiPerson().signUp('E2E Viewer', 'idea_owner');
    await logInBrowser(context, viewer.email);
    await visit(page, `/profile/${hidden.userId}`);
    await page.getByRole('heading', { name: PROFILE_TEXT.notFoundOrPrivate }).waitFor();

    // The refusal shows on /verify itself (issue 13: no silent redirect).
    await visit(page, PATHS.verify);
    await page.getByRole('alert').getByText(PROFILE_TEXT.ideaOwnersCannotVerify).waitFor();
    expect(new URL(page.url()).pathname).toBe(PATHS.verify);
    await context.close();
  });

  it('ranks the person who matches what you look for first, with the reasons', async () => {
    const tag = Date.now().toString(36);
    const role = `Quokka Wrangler ${tag}`;
    const skills = [`Zyxlang ${tag}`, `Qwvscript ${tag}`];
    const wants = {
      collaborationType: 'Part-time',
      availabilityPerWeek: 20,
      stagePreference: 'MVP',
      locationPreference: 'Remote',
    } as const;
    await createPerson(
      `E2E Match ${tag}`,
      'professional',
      { country: 'India' },
      {
        primaryProfession: role,
        skills,
        ...wants,
      },
    );
    await createPerson(
      `E2E Other ${tag}`,
      'professional',
      { country: 'Brazil' },
      {
        primaryProfession: 'Sales',
        skills: ['Cold calling'],
        collaborationType: 'Advisory',
        availabilityPerWeek: 2,
        stagePreference: 'Scaling',
        locationPreference: 'On-site',
      },
    );

    const seeker = await createPerson(
      `E2E Seeker ${tag}`,
      'idea_owner',
      { country: 'India' },
      {
        lookingForRoles: [role],
        lookingForSkills: skills,
        ...wants,
      },
    );
    const context = await newContext(browser);
    const page = await context.newPage();
    await logInBrowser(context, seeker.email);
    // Only this test's people (their names carry the tag), so people other specs create cannot tie.
    await visit(page, `${PATHS.cofounders}?q=${encodeURIComponent(tag)}`);
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const first = cards.first();
    expect(await first.getByRole('heading', { level: 3 }).textContent()).toBe(`E2E Match ${tag}`);
    await first.getByText(MATCH_REASONS.role(role)).waitFor();
    await first.getByText(MATCH_REASONS.skill(skills[0] ?? '')).waitFor();

    // A filter goes into the URL and narrows the list.
    await page.getByRole('textbox', { name: COFOUNDER_TEXT.skill, exact: true }).fill(skills[1] ?? '');
    await button(page, COFOUNDER_TEXT.apply).click();
    await page.waitForURL((url) => url.searchParams.get('skill') === skills[1]);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole('heading', { level: 3 }).textContent()).toBe(`E2E Match ${tag}`);
    expect(await page.getByText(`E2E Other ${tag}`).count()).toBe(0);

    await context.close();
  });
});
