import { EXPLORE_SORT_LABELS, EXPLORE_TEXT, IDEA_API, PATHS, SEARCH_TEXT } from '@ibh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from './support/api.ts';
import { checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Best match (issue 29, decision 157)', () => {
  it('searches Explore with a typo, shows the corrected search, ranks by Best match and marks the words', async () => {
    const word = distinctiveWord();
    const owner = await createPerson('Idea Owner Vera', 'idea_owner', { country: 'Kenya' });
    const title = `Customer validation ${word}`;
    await owner.call('POST', IDEA_API.ideas, {
      title,
      oneLiner: 'Interview scripts and validation checklists for first-time founders.',
      shortDescription: `A ${word} kit that turns ten interviews into a go or no-go.`,
      visibility: 'public',
    });
    await owner.call('POST', IDEA_API.ideas, {
      title: `Founder diary ${word}`,
      oneLiner: 'A weekly log.',
      shortDescription: `Mentions validation once, in the ${word} description only.`,
      visibility: 'public',
    });

    for (const width of ['desktop', 'phone'] as const) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await visit(page, `${PATHS.explore}?q=${encodeURIComponent(`valdation ${word}`)}&sort=newest`);
      const status = page.getByRole('status').filter({ hasText: SEARCH_TEXT.showingResultsFor });
      await status.waitFor();
      expect(await status.textContent()).toContain(`validation ${word}`);
      expect(await status.textContent()).toContain(`“valdation ${word}”`);

      await page
        .getByLabel(EXPLORE_TEXT.sort, { exact: true })
        .selectOption({ label: EXPLORE_SORT_LABELS.relevance });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'relevance');
      await page.getByText(SEARCH_TEXT.bestMatchIdeas).waitFor();
      // The title match ranks first (newest put the other idea first); the old order may show until then.
      await page.getByRole('article').first().getByRole('heading', { name: title, exact: true }).waitFor();
      expect(await page.getByRole('article').count()).toBe(2);
      const marks = page.getByRole('article').first().locator('h3 mark');
      expect(await marks.allTextContents()).toEqual(['validation', word]);
      expect(new URL(page.url()).searchParams.get('q')).toBe(`valdation ${word}`);
      expect(await status.textContent()).toContain(`“valdation ${word}”`);
      await checkScreen(page, `best-match-explore-${width}`);
      await context.close();
    }
  });
});
