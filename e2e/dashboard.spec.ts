import { DASHBOARD_TEXT, HUB_TEXT, IDEA_API, PATHS, type PublishIdeaRequest } from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, logInBrowser } from './support/api.ts';
import {
  checkScreen,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  visit,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const hubNav = (page: Page) => page.getByRole('navigation', { name: HUB_TEXT.navLabel });

async function openView(page: Page, label: string) {
  await hubNav(page).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(/view=/);
}

describe('My Hub', () => {
  // Several widths and views in one pass: longer than the default minute.
  it('shows a new idea owner the owner views and every empty state, then a new idea', {
    timeout: 150_000,
  }, async () => {
    const owner = await createPerson('Hub Owner Olivia', 'idea_owner', { country: 'India' });
    for (const width of ['desktop', 'phone', 'narrow'] as const) {
      const context = await newContext(browser, width);
      await logInBrowser(context, owner.email);
      const page = await context.newPage();
      await visit(page, PATHS.dashboard);
      await page.getByRole('heading', { name: 'Hub Owner Olivia' }).waitFor();
      expect(await hubNav(page).getByRole('link').allTextContents()).toEqual([
        'Overview',
        'My Ideas',
        'Saved Ideas',
        'Following Ideas',
        'Following Users',
        'Team Members',
        'Collaborators',
      ]);
      await page.getByText(DASHBOARD_TEXT.empty.myIdeas.title).waitFor();
      await page.getByText(DASHBOARD_TEXT.empty.teamMembers.title).first().waitFor();
      await page.getByRole('link', { name: HUB_TEXT.postIdea }).waitFor();
      await checkScreen(page, `dashboard-owner-overview-${width}`);

      if (width === 'desktop') {
        for (const [label, view] of [
          ['Saved Ideas', 'savedIdeas'],
          ['Following Ideas', 'followingIdeas'],
          ['Following Users', 'followingUsers'],
          ['Team Members', 'teamMembers'],
          ['Collaborators', 'collaborators'],
          ['My Ideas', 'myIdeas'],
        ] as const) {
          await openView(page, label);
          await page.getByText(DASHBOARD_TEXT.empty[view].title).waitFor();
          await checkScreen(page, `dashboard-owner-${view}-${width}`);
        }
        // No ideas yet: the workshop action leads to posting one.
        await visit(page, PATHS.dashboard);
        await page.getByRole('button', { name: HUB_TEXT.workshop }).click();
        await page.waitForURL(`**${PATHS.postIdea}`);
      }
      await context.close();
    }

    const idea: PublishIdeaRequest = {
      title: 'Repair café network',
      shortDescription:
        'A booking and parts marketplace for neighbourhood repair cafés, so broken things get fixed instead of thrown away by the thousands.',
      visibility: 'public',
      openForCollab: true,
      tags: ['circular economy'],
    };
    const created = await owner.call<{ id: string }>('POST', IDEA_API.ideas, idea);
    const context = await newContext(browser, 'desktop');
    await logInBrowser(context, owner.email);
    const page = await context.newPage();
    await visit(page, PATHS.dashboard);
    const card = page.getByRole('article').filter({ hasText: idea.title });
    await card.waitFor();
    expect(await card.textContent()).toContain(DASHBOARD_TEXT.publicMark);
    expect(await card.textContent()).toContain(`${idea.shortDescription.slice(0, 120)}...`);
    await checkScreen(page, 'dashboard-owner-with-idea-desktop');
    // One idea: the workshop goes straight to its workspace.
    await page.getByRole('button', { name: HUB_TEXT.workshop }).click();
    await page.waitForURL(`**/workspace/${created.id}`);
    await context.close();
  });

  // Several widths and views in one pass: longer than the default minute.
  it('shows a new professional the professional views', { timeout: 150_000 }, async () => {
    const pro = await createPerson('Hub Pro Pablo', 'professional', { country: 'Spain' });
    for (const width of ['desktop', 'phone', 'narrow'] as const) {
      const context = await newContext(browser, width);
      await logInBrowser(context, pro.email);
      const page = await context.newPage();
      await visit(page, PATHS.dashboard);
      await page.getByRole('heading', { name: 'Hub Pro Pablo' }).waitFor();
      expect(await hubNav(page).getByRole('link').allTextContents()).toEqual([
        'Overview',
        "Projects I'm On",
        'Saved Ideas',
        'Following Ideas',
        'Following Users',
        'People I work with',
      ]);
      expect(await page.getByRole('link', { name: HUB_TEXT.postIdea }).count()).toBe(0);
      // My Hub's quick action (the header has its own Pro Sign Inbox link).
      await page.getByRole('main').getByRole('link', { name: HUB_TEXT.proSignInbox }).waitFor();
      const sort = page.getByLabel(HUB_TEXT.sortLabel);
      expect(await sort.isDisabled()).toBe(true);
      await page.getByText(HUB_TEXT.sortProsOnly).waitFor();
      await page.getByText(DASHBOARD_TEXT.empty.projects.title).waitFor();
      await checkScreen(page, `dashboard-pro-overview-${width}`);

      if (width === 'desktop') {
        await openView(page, 'People I work with');
        await page.getByText(DASHBOARD_TEXT.empty.collaborators.title).waitFor();
        await checkScreen(page, `dashboard-pro-collaborators-${width}`);
        await visit(page, `${PATHS.dashboard}?view=teamMembers`);
        await page.getByText(DASHBOARD_TEXT.teamMembersForPros).waitFor();
        await checkScreen(page, `dashboard-pro-teamMembers-${width}`);
      }
      await context.close();
    }
  });

  it('opens the workshop chooser for an owner with several ideas', async () => {
    const owner = await createPerson('Hub Many Ideas Mia', 'idea_owner', { country: 'India' });
    for (const title of ['Tool library', 'Seed swap app']) {
      await owner.call('POST', IDEA_API.ideas, {
        title,
        shortDescription: `${title} for every town.`,
        visibility: 'public',
      });
    }
    for (const width of ['desktop', 'narrow'] as const) {
      const context = await newContext(browser, width);
      await logInBrowser(context, owner.email);
      const page = await context.newPage();
      await visit(page, PATHS.dashboard);
      await page.getByRole('button', { name: HUB_TEXT.workshop }).click();
      const dialog = page.getByRole('dialog', { name: DASHBOARD_TEXT.workshopModalTitle });
      await dialog.waitFor();
      const star = (pressed: boolean) =>
        dialog.getByRole('button', { name: HUB_TEXT.favorite('Tool library'), pressed });
      // Starred at desktop width; the narrow visit then finds it kept, and first in the list.
      if (width === 'desktop') await star(false).click();
      await star(true).waitFor();
      expect((await dialog.getByRole('link').first().textContent()) ?? '').toContain('Tool library');
      await expectAccessible(page, `workshop chooser (${width})`);
      await screenshot(page, `dashboard-workshop-modal-${width}`, { fullPage: false });
      await dialog.getByRole('link', { name: /Tool library/ }).click();
      await page.waitForURL('**/workspace/**');
      await context.close();
    }
  });
});
