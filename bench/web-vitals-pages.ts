import {
  BROWSE_SCREEN_TEXT,
  EXPLORE_TEXT,
  HUB_TEXT,
  IDEA_PAGE_TEXT,
  NAV_TEXT,
  PATHS,
  WORKROOM_TEXT,
} from '@ibh/contract';
import type { APIRequestContext, Page } from 'playwright-core';

/** The demo accounts the signed-in pages use (README, Demo accounts). */
export const DEMO_BUYER = { email: 'ava@demo.test', password: 'demo-pass-1234' };

/** One measured page: where it is, who opens it, when its content is there, and one real interaction. */
export interface VitalsPage {
  name: string;
  /** Signed in as the demo buyer, or a first visit without an account. */
  signedIn: boolean;
  /** The path, given the ids found in the demo data. */
  path: (ids: DemoIds) => string;
  /** Resolves once the page shows its main content (not a skeleton). */
  ready: (page: Page) => Promise<void>;
  /** What a person does first on this page; the INP is measured on it. */
  interact: (page: Page) => Promise<string>;
}

export interface DemoIds {
  /** A public idea the demo buyer does not own (she can like it). */
  ideaId: string;
  /** An in-progress order of the demo buyer. */
  orderId: string;
}

const visible = async (page: Page, selector: Parameters<Page['getByRole']>) => {
  await page
    .getByRole(...selector)
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
};

async function typeSearch(page: Page, label: string): Promise<string> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially('ai', { delay: 120 });
  return `click and type "ai" into "${label}"`;
}

export const VITALS_PAGES: VitalsPage[] = [
  {
    name: 'home',
    signedIn: false,
    path: () => '/',
    ready: (page) => visible(page, ['heading', { level: 1 }]),
    async interact(page) {
      await page.getByRole('button', { name: NAV_TEXT.openMenu }).click();
      await visible(page, ['button', { name: NAV_TEXT.closeMenu }]);
      return `open the menu ("${NAV_TEXT.openMenu}")`;
    },
  },
  {
    name: 'explore',
    signedIn: false,
    path: () => PATHS.explore,
    ready: (page) => visible(page, ['article']),
    interact: (page) => typeSearch(page, EXPLORE_TEXT.search),
  },
  {
    name: 'idea page',
    signedIn: true,
    path: (ids) => `/ideas/${ids.ideaId}`,
    ready: (page) => visible(page, ['heading', { level: 1 }]),
    async interact(page) {
      await page.getByRole('button', { name: new RegExp(`^${IDEA_PAGE_TEXT.like}`) }).click();
      await visible(page, ['button', { name: new RegExp(`^${IDEA_PAGE_TEXT.like}`), pressed: true }]);
      return `like the idea ("${IDEA_PAGE_TEXT.like}")`;
    },
  },
  {
    name: 'My Hub',
    signedIn: true,
    path: () => PATHS.dashboard,
    ready: (page) => visible(page, ['article']),
    async interact(page) {
      await page.getByRole('button', { name: HUB_TEXT.workshop }).click();
      await visible(page, ['dialog']);
      return `open the workshop ("${HUB_TEXT.workshop}")`;
    },
  },
  {
    name: 'browse services',
    signedIn: false,
    path: () => PATHS.browseServices,
    ready: (page) => visible(page, ['article']),
    interact: (page) => typeSearch(page, BROWSE_SCREEN_TEXT.search),
  },
  {
    name: 'workroom',
    signedIn: true,
    path: (ids) => `/workroom/${ids.orderId}`,
    ready: (page) => visible(page, ['tab', { name: WORKROOM_TEXT.tabs.milestones }]),
    async interact(page) {
      await page.getByRole('tab', { name: WORKROOM_TEXT.tabs.chat }).click();
      await visible(page, ['tab', { name: WORKROOM_TEXT.tabs.chat, selected: true }]);
      return `open the "${WORKROOM_TEXT.tabs.chat}" tab`;
    },
  },
];

interface Paged<T> {
  items: T[];
}

/** Ids from the demo data, read through the API as the signed-in demo buyer. */
export async function findDemoIds(request: APIRequestContext, buyerId: string): Promise<DemoIds> {
  const ideas = (await (await request.get('/api/ideas?limit=50')).json()) as Paged<{
    id: string;
    owner: { id: string };
  }>;
  const idea = ideas.items.find((item) => item.owner.id !== buyerId);
  const orders = (await (await request.get('/api/orders?role=buyer&status=in_progress')).json()) as Paged<{
    id: string;
  }>;
  const order = orders.items[0];
  if (!idea || !order) throw new Error('web vitals: the demo data has no idea or no in-progress order');
  return { ideaId: idea.id, orderId: order.id };
}
