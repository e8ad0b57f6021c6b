import {
  COLLAB_API,
  IDEA_API,
  IDEA_TEXT,
  type IdeaCollabRequests,
  WORKSPACE_TEXT,
  workspaceTopic,
} from '@ibh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import {
  type ContextWidth,
  checkScreen,
  launchBrowser,
  newContext,
  realtimeLive,
  visit,
} from './support/browser.ts';

let browser: Browser;
let owner: ApiPerson;
let collaborator: ApiPerson;
let ideaId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createPerson('Space Owner Omar', 'idea_owner', { country: 'India' });
  collaborator = await createPerson('Space Collab Chloe', 'professional', { country: 'France' });
  ({ id: ideaId } = await owner.call<{ id: string }>('POST', IDEA_API.ideas, {
    title: 'Community solar co-op',
    shortDescription: 'Neighbours pool money for rooftop solar and share the savings.',
    visibility: 'public',
    openForCollab: true,
    tags: ['energy', 'community'],
    lookingFor: ['Engineer', 'Marketer'],
  }));
  await collaborator.call('POST', COLLAB_API.requests(ideaId), { message: 'I build battery systems.' });
  const requests = await owner.call<IdeaCollabRequests>('GET', COLLAB_API.requests(ideaId));
  const request = requests.pending.find((item) => item.user.id === collaborator.userId);
  if (!request) throw new Error('the collaboration request is missing');
  await owner.call('POST', COLLAB_API.accept(request.id));
});
afterAll(() => browser?.close());

async function signedIn(person: ApiPerson, width: ContextWidth = 'desktop') {
  const context = await newContext(browser, width);
  await logInBrowser(context, person.email);
  return { context, page: await context.newPage() };
}

const workspacePath = () => `/workspace/${ideaId}`;

describe('shared workspace', () => {
  it('carries chat and tasks live between the owner and a collaborator', async () => {
    const a = await signedIn(owner);
    const b = await signedIn(collaborator);
    await visit(a.page, `${workspacePath()}?tab=chat`);
    await visit(b.page, `${workspacePath()}?tab=chat`);
    await a.page.getByRole('heading', { name: 'Community solar co-op', level: 1 }).waitFor();
    await b.page.getByText(WORKSPACE_TEXT.noMessages).waitFor();
    // Both sockets carry the workspace topic before anyone talks.
    await realtimeLive(a.page, workspaceTopic(ideaId));
    await realtimeLive(b.page, workspaceTopic(ideaId));

    const box = a.page.getByRole('textbox', { name: WORKSPACE_TEXT.messageLabel });
    await box.fill('Hello team, kickoff on Monday?');
    await box.press('Enter');
    await b.page.getByRole('log').getByText('Hello team, kickoff on Monday?').waitFor({ timeout: 10_000 });

    const reply = b.page.getByRole('textbox', { name: WORKSPACE_TEXT.messageLabel });
    await reply.fill('Works for me.');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Bringing the battery specs.');
    await reply.press('Enter');
    await a.page
      .getByRole('log')
      .getByText(/Works for me\.\s+Bringing the battery specs\./)
      .waitFor({ timeout: 10_000 });
    expect(await a.page.getByRole('log').getByRole('listitem').count()).toBe(2);
    await checkScreen(a.page, 'workspace-chat-desktop');

    await a.page.getByRole('tab', { name: 'Tasks' }).click();
    await b.page.getByRole('tab', { name: 'Tasks' }).click();
    await b.page.getByLabel(WORKSPACE_TEXT.taskTitle).fill('Survey rooftops on Elm Street');
    await b.page
      .getByLabel(WORKSPACE_TEXT.assignee, { exact: true })
      .selectOption({ label: 'Space Owner Omar' });
    await b.page.getByRole('button', { name: WORKSPACE_TEXT.addTask }).click();
    const todo = a.page.getByRole('region', { name: /^To do/ });
    await todo.getByText('Survey rooftops on Elm Street', { exact: true }).waitFor({ timeout: 10_000 });
    await b.page
      .getByRole('button', { name: WORKSPACE_TEXT.moveTaskTo('Survey rooftops on Elm Street', 'Doing') })
      .click();
    await a.page
      .getByRole('region', { name: /^Doing/ })
      .getByText('Survey rooftops on Elm Street', { exact: true })
      .waitFor({ timeout: 10_000 });
    await checkScreen(a.page, 'workspace-tasks-desktop');
    await a.context.close();
    await b.context.close();
  });

  // Several widths and views in one pass: longer than the default minute.
  it('shows every tab at phone widths, and files with upload', { timeout: 150_000 }, async () => {
    for (const width of ['desktop', 'phone', 'narrow'] as const) {
      const { context, page } = await signedIn(width === 'desktop' ? collaborator : owner, width);
      await visit(page, workspacePath());
      await page.getByRole('heading', { name: 'Community solar co-op', level: 1 }).waitFor();
      await page.getByText('energy').first().waitFor();
      await page.getByRole('button', { name: IDEA_TEXT.inviteExpertSoon }).waitFor();
      await checkScreen(page, `workspace-overview-${width}`);
      await page.getByRole('tab', { name: 'Files' }).click();
      await page.getByText(WORKSPACE_TEXT.uploadFile).waitFor();
      if (width === 'desktop') {
        await page.getByText(WORKSPACE_TEXT.noFiles).waitFor();
        await checkScreen(page, `workspace-files-empty-${width}`);
        await page.locator('input[type=file]').setInputFiles({
          name: 'site-survey.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Roof orientation: south. Shade: none.'),
        });
        await page.getByText('site-survey.txt').waitFor({ timeout: 10_000 });
      } else {
        await page.getByText('site-survey.txt').waitFor({ timeout: 10_000 });
      }
      await checkScreen(page, `workspace-files-${width}`);
      await page.getByRole('tab', { name: 'Chat' }).click();
      await page.getByRole('log').waitFor();
      await checkScreen(page, `workspace-chat-${width}`);
      await page.getByRole('tab', { name: 'Tasks' }).click();
      await page.getByRole('region', { name: /^Doing/ }).waitFor();
      await checkScreen(page, `workspace-tasks-${width}`);
      await context.close();
    }
  });

  it('refuses a stranger', async () => {
    const stranger = await createPerson('Space Stranger Sven', 'professional', { country: 'Sweden' });
    const { context, page } = await signedIn(stranger);
    await visit(page, workspacePath());
    await page.getByText(IDEA_TEXT.projectLoadFailed).waitFor();
    await checkScreen(page, 'workspace-stranger-desktop');
    await context.close();
  });
});
