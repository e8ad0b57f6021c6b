import {
  EVIDENCE_API,
  EVIDENCE_TEXT,
  HUB_TEXT,
  IDEA_API,
  PATHS,
  EVIDENCE_SCREEN_TEXT as T,
} from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';
import { drawPng } from './support/profiles.ts';

/** Seeded demo accounts (README): an idea owner and a verified professional. */
const DEMO_PASSWORD = 'demo-pass-1234';
const OWNER = 'ava@demo.test';
const PRO = 'priya@demo.test';

let browser: Browser;
let owner: ApiPerson;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await new ApiPerson().logIn(OWNER, DEMO_PASSWORD);
});
afterAll(() => browser?.close());

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signedIn(
  width: ContextWidth,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  await logInBrowser(context, email, DEMO_PASSWORD);
  return { context, page: await context.newPage() };
}

/** What the walk creates, for the phone-width tour. */
const made = { ideaId: '', evidenceId: '', title: '' };

describe('Evidence ledger', () => {
  it('an owner proves an idea, a verified professional co-signs and attests, the owner links it, strangers stay out', async () => {
    const word = distinctiveWord();
    const title = `Clinic interviews ${word}`;
    made.title = title;
    const idea = await owner.call<{ id: string }>('POST', IDEA_API.ideas, {
      title: `Solar kiosks ${word}`,
      shortDescription: 'Pay-per-use solar power for clinics off the grid.',
      visibility: 'public',
    });
    made.ideaId = idea.id;

    // The owner adds evidence from the idea page, with an image artifact.
    const { context: ownerContext, page } = await signedIn('desktop', OWNER);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, `/ideas/${idea.id}`);
    await page.getByText(T.noLinked).waitFor();
    await page.getByRole('link', { name: T.addEvidence }).click();
    await page.getByRole('heading', { name: T.newEvidence }).waitFor();
    await checkScreen(page, 'evidence-list-desktop');
    await field(page, T.title).fill(title);
    await field(page, T.summary).fill('Eight of ten clinics would pay per use.');
    await field(page, T.ownerIntent).fill('demand, pricing,');
    await button(page, T.addArtifact).click();
    await field(page, `${T.artifactType} 1`).selectOption('image');
    const png = await drawPng(page);
    await page
      .getByLabel(`${T.artifactFile} 1`)
      .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png });
    await page.getByText('board.png', { exact: true }).waitFor();
    await button(page, T.create).click();
    await page.waitForURL(/\/ledger\/e\//);
    made.evidenceId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('img', { name: 'board.png' }).waitFor();

    // Finalize, then verify the hash in the browser.
    await button(page, T.finalize).click();
    await page.getByText(T.finalized).first().waitFor();
    await button(page, T.verify).click();
    await page.getByText(T.verified).waitFor();

    // Invite Priya (search by name, 220 ms debounce).
    await field(page, T.searchPros).fill('priya');
    await page.getByRole('button', { name: /Priya Sharma/ }).click();
    await field(page, T.inviteMessage).fill('Would you pro-sign these interviews?');
    await button(page, T.sendInvite).click();
    await page.getByText(T.inviteSent).first().waitFor();
    await page.getByRole('button', { name: `${T.cancelInvite} Priya Sharma` }).waitFor();
    await checkScreen(page, 'evidence-page-owner-desktop');

    // The professional, in a second browser: the badge, the inbox, accept with a note, attest.
    const { context: proContext, page: pro } = await signedIn('desktop', PRO);
    await visit(pro, PATHS.dashboard);
    // My Hub's quick action and the header's Pro Sign Inbox both show the pending count.
    const hubLink = pro.getByRole('main').getByRole('link', { name: new RegExp(HUB_TEXT.proSignInbox) });
    await hubLink.waitFor();
    expect(await hubLink.textContent()).toMatch(/\d/);
    const inboxLink = pro.getByRole('banner').getByRole('link', { name: /^Pro Sign Inbox, \d+ pending$/ });
    await inboxLink.waitFor();
    expect(await inboxLink.textContent()).toMatch(/\d/);
    await checkScreen(pro, 'evidence-hub-badge-desktop');
    await inboxLink.click();
    await pro.getByRole('heading', { name: T.inboxTitle }).waitFor();
    const row = pro.getByRole('listitem').filter({ has: pro.getByRole('link', { name: title }) });
    await row.waitFor();
    await checkScreen(pro, 'evidence-inbox-desktop');
    await row.getByLabel(T.acceptNote, { exact: true }).fill('Sound method.');
    await row.getByRole('button', { name: T.accept, exact: true }).click();
    await pro.getByText(EVIDENCE_TEXT.proSignAccepted).first().waitFor();
    await row.waitFor({ state: 'detached' });

    await visit(pro, `/ledger/e/${made.evidenceId}`);
    await pro.getByRole('heading', { name: title }).waitFor();
    await field(pro, T.publicNote).fill('Clear questions, honest numbers.');
    await field(pro, T.privateNote).fill('Try ten more outside the first region.');
    await button(pro, T.attest).click();
    await pro.getByText(T.attested).first().waitFor();
    await checkScreen(pro, 'evidence-page-pro-desktop');

    // The owner sees the co-sign and the attestation (with its private note), then links it.
    await visit(page, `/ledger/e/${made.evidenceId}`);
    await page.getByText('Sound method.').waitFor();
    await page.getByText('Try ten more outside the first region.').waitFor();
    await visit(page, `/ideas/${idea.id}?linkEvidence=1`);
    await page.getByRole('button', { name: `${T.link} ${title}` }).click();
    await page.getByText(T.linked).first().waitFor();
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: T.ideaEvidence }) });
    await section.getByRole('link', { name: title }).waitFor();
    await section.getByText(/Pro co-signs 1/).waitFor();
    await checkScreen(page, 'evidence-idea-linked-desktop');

    // A stranger cannot open private evidence.
    const hidden = await owner.call<{ evidenceId: string }>('POST', EVIDENCE_API.create, {
      title: `Private notes ${word}`,
      scope: 'private',
      context: { kind: 'standalone' },
    });
    await owner.call('POST', EVIDENCE_API.finalize(hidden.evidenceId));
    const stranger = await createPerson(`Stranger ${word}`, 'idea_owner', { country: 'India' });
    const strangerContext = await newContext(browser, 'desktop');
    await logInBrowser(strangerContext, stranger.email);
    const outsider = await strangerContext.newPage();
    await visit(outsider, `/ledger/e/${hidden.evidenceId}`);
    await outsider.getByText(EVIDENCE_TEXT.noAccess).waitFor();
    await checkScreen(outsider, 'evidence-no-access-desktop');

    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), proContext.close(), strangerContext.close()]);
  }, 180_000);

  it('every evidence screen fits a phone', async () => {
    const { context, page } = await signedIn('phone', OWNER);
    await visit(page, PATHS.evidence);
    await page.getByRole('heading', { name: T.newEvidence }).waitFor();
    await checkScreen(page, 'evidence-list-mobile');
    await visit(page, `/ledger/e/${made.evidenceId}`);
    await page.getByRole('heading', { name: made.title }).waitFor();
    await checkScreen(page, 'evidence-page-mobile');
    await visit(page, `/ideas/${made.ideaId}`);
    await page.getByRole('heading', { name: T.ideaEvidence }).waitFor();
    await checkScreen(page, 'evidence-idea-mobile');
    await context.close();
    const { context: proContext, page: pro } = await signedIn('phone', PRO);
    await visit(pro, PATHS.proCosignInbox);
    await pro.getByRole('heading', { name: T.inboxTitle }).waitFor();
    await checkScreen(pro, 'evidence-inbox-mobile');
    await proContext.close();
  });
});
