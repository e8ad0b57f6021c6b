import { CHIP_INPUT_TEXT, EDIT_PROFILE_TEXT, PROFILE_PAGE_TEXT } from '@ibh/contract';
import type { Page } from 'playwright-core';

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const atPath = (path: string) => (url: URL) => url.pathname === path;

/** Types chips into a chip input, one Enter each. */
export async function addChips(page: Page, label: string, chips: readonly string[]): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  for (const chip of chips) {
    await input.fill(chip);
    await input.press('Enter');
  }
}

/** The chips a chip input holds. */
export async function chipsOf(page: Page, label: string): Promise<string[]> {
  const list = page.getByRole('list', { name: CHIP_INPUT_TEXT.selected(label), exact: true });
  if ((await list.count()) === 0) return [];
  return (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
}

/** The level select of one skill in the editor's Skill levels. */
export const skillLevel = (page: Page, skill: string) =>
  page.getByRole('group', { name: EDIT_PROFILE_TEXT.skillLevels }).getByLabel(skill, { exact: true });

/** The skills /profile lists, in order, each with its spoken level ('GoLevel 5 of 5'). */
export function shownSkills(page: Page): Promise<string[]> {
  const heading = page.getByRole('heading', { name: PROFILE_PAGE_TEXT.skills, exact: true });
  return page.locator('main section').filter({ has: heading }).getByRole('listitem').allTextContents();
}

/** A 480x360 PNG with coloured shapes, drawn by the browser, for the avatar upload. */
export async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.fillStyle = '#1f4fa8';
    ctx.fillRect(0, 0, 480, 360);
    ctx.fillStyle = '#d9a520';
    ctx.beginPath();
    ctx.arc(240, 180, 120, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
