import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults, RunOptions } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const screenshotDir = path.join(root, 'test-results', 'e2e');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** The narrowest phone the product supports; checked besides VIEWPORTS where a screen is dense. */
export const NARROW_VIEWPORT = { width: 360, height: 740 } as const;
export type ContextWidth = ViewportName | 'narrow';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  viewport: ContextWidth = 'desktop',
): Promise<BrowserContext> {
  // Reduced motion: no fade-in is half-way while axe measures contrast or a screenshot is taken.
  return browser.newContext({
    baseURL: baseUrl,
    viewport: viewport === 'narrow' ? NARROW_VIEWPORT : VIEWPORTS[viewport],
    isMobile: viewport !== 'desktop',
    reducedMotion: 'reduce',
  });
}

/**
 * Opens a path and waits until the app has rendered its main landmark and React owns the page
 * (interactive, not just loaded: a server-rendered page shows its HTML before its code runs).
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.locator('main').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => !(document.body.textContent ?? '').includes('Loading…'), undefined, {
    timeout: 15_000,
  });
}

/**
 * Waits for the "realtime live" signal: the tab's socket has every topic it listens to acknowledged
 * by the server, so events published from now on reach it. With `topics`, each must be among them.
 * Wait for the page's own content first, so the components that listen have mounted.
 */
export async function realtimeLive(page: Page, ...topics: string[]): Promise<void> {
  const selector = [
    'html[data-realtime="live"]',
    ...topics.map((t) => `[data-realtime-topics~="${t}"]`),
  ].join('');
  await page.locator(selector).waitFor({ state: 'attached', timeout: 10_000 });
}

/** Saves a screenshot: the whole page, or only the viewport (dialogs, sticky bars) with fullPage false. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * Waits for every animation that ends (a toast sliding in, a dialog fading) to finish, so axe does
 * not measure contrast through a half-transparent frame. Endless ones (spinners, skeletons) are skipped.
 */
async function finiteAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Rules axe tags `experimental` and so leaves off even under their WCAG tags, which the sweep
 * (e2e/axe-sweep.spec.ts) turns on: WCAG 2.5.3 Label in Name (tagged wcag21a, impact serious), an
 * accessible name that does not contain the visible text.
 */
export const EXPERIMENTAL_AXE_RULES = ['label-content-name-mismatch'] as const;

/** The part of axe-core's API the page runs. */
interface AxeApi {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

export interface AxeOptions {
  /** Also run EXPERIMENTAL_AXE_RULES. */
  experimental?: boolean;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page itself, injected once per document (the app navigates on the client, so
 * one injection serves a whole flow). @axe-core/playwright's analyze() injected it again and
 * finished every run in a new blank page: 2-3 s a call against 1 s (the app has no frames to
 * visit). Only violations are listed node by node (resultTypes).
 */
async function runAxe(page: Page, options: AxeOptions): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
    ...(options.experimental
      ? { rules: Object.fromEntries(EXPERIMENTAL_AXE_RULES.map((id) => [id, { enabled: true }])) }
      : {}),
  };
  return page.evaluate(
    async (run) => (await (window as unknown as { axe: AxeApi }).axe.run(document, run)).violations,
    runOptions,
  );
}

/** Runs axe on the current page; any serious or critical violation fails the test. */
export async function expectAccessible(page: Page, what: string, options: AxeOptions = {}): Promise<void> {
  await finiteAnimationsSettled(page);
  const violations = await runAxe(page, options);
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}

/** Horizontal scrolling at phone width is a layout bug. */
export async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The deepest elements that reach past the right edge name the cause in the failure message.
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const deepest = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 60)}" right=${Math.round(el.getBoundingClientRect().right)}`;
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: deepest.slice(0, 5).map(describe),
    };
  });
  expect(overflow, `horizontal overflow on ${what}: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

/** The checks every visited screen gets: axe, no horizontal scroll, and a screenshot under its name. */
export async function checkScreen(page: Page, name: string, options: AxeOptions = {}): Promise<void> {
  await expectAccessible(page, name, options);
  await expectNoHorizontalScroll(page, name);
  await screenshot(page, name);
}
