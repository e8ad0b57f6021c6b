import { readFile } from 'node:fs/promises';
import { EVIDENCE_API, PATHS, PROOF_PACK_TEXT as T } from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson } from './support/api.ts';
import { checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

/** Seeded demo account (README): an idea owner. */
const OWNER = 'ava@demo.test';
const DEMO_PASSWORD = 'demo-pass-1234';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Drops a file on the /proof/verify drop zone, as a person dragging it from their files would. */
async function drop(page: Page, name: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ([fileName, base64]) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], fileName, { type: 'application/json' }));
      return dt;
    },
    [name, bytes.toString('base64')] as const,
  );
  await page.getByTestId('proof-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}

describe('Proof pack', () => {
  it('downloads from an evidence page, verifies in /proof/verify offline, and names the item a changed byte broke', async () => {
    const owner = await new ApiPerson().logIn(OWNER, DEMO_PASSWORD);
    const title = `Proof pack interviews ${distinctiveWord()}`;
    const { evidenceId } = await owner.call<{ evidenceId: string }>('POST', EVIDENCE_API.create, {
      title,
      summary: 'Eight of ten clinics would pay per use.',
      scope: 'public',
      ownerIntent: 'demand',
      context: { kind: 'standalone' },
      artifacts: [{ type: 'link', url: 'https://example.test/notes', name: 'Notes' }],
      interviews: [{ question: 'Would you pay?', answer: 'Yes, per use.', who: 'Clinic manager' }],
    });
    await owner.call('POST', EVIDENCE_API.finalize(evidenceId));
    await owner.call('PATCH', EVIDENCE_API.detail(evidenceId), { summary: 'Nine of ten clinics would pay.' });
    await owner.call('POST', EVIDENCE_API.finalize(evidenceId));

    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, `/ledger/e/${evidenceId}`);
    const download = page.getByRole('button', { name: T.download, exact: true });
    await download.waitFor();
    await checkScreen(page, 'proof-pack-download-desktop');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`ibh-evidence-${evidenceId.slice(0, 8)}.ibhproof.json`);
    const bytes = await readFile((await file.path()) as string);

    // The verify page checks it in the browser: no request leaves the page while it does.
    await page.getByRole('link', { name: T.howToVerify }).click();
    await page.waitForURL(`**${PATHS.verifyProof}`);
    await page.getByRole('heading', { level: 1, name: T.verifyTitle }).waitFor();
    await checkScreen(page, 'proof-verify-empty-desktop');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/assets/')) requests.push(request.url());
    });
    await page
      .getByLabel(T.chooseFile)
      .setInputFiles({ name: 'pack.ibhproof.json', mimeType: 'application/json', buffer: bytes });
    await page.getByRole('heading', { name: T.verified, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Checks' }).getByText(T.failed).count()).toBe(0);
    await checkScreen(page, 'proof-verify-ok-desktop');

    // One byte changed in version 2's summary: dropped on the zone, the failure names the item.
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf('Nine of ten');
    tampered[at] = 'M'.charCodeAt(0);
    await drop(page, 'tampered.ibhproof.json', tampered);
    await page.getByRole('heading', { name: T.notVerified, exact: true }).waitFor();
    await page.getByText(`evidence ${evidenceId} version 2`).waitFor();
    await page.getByText(/hash mismatch \(stored/).waitFor();
    expect(requests).toEqual([]);
    await checkScreen(page, 'proof-verify-failed-desktop');

    const phone = await (await newContext(browser, 'phone')).newPage();
    await visit(phone, PATHS.verifyProof);
    await phone
      .getByLabel(T.chooseFile)
      .setInputFiles({ name: 'tampered.ibhproof.json', mimeType: 'application/json', buffer: tampered });
    await phone.getByRole('heading', { name: T.notVerified, exact: true }).waitFor();
    await checkScreen(phone, 'proof-verify-failed-phone');
    await visit(phone, `/ledger/e/${evidenceId}`);
    await phone.getByRole('button', { name: T.download, exact: true }).waitFor();
    await checkScreen(phone, 'proof-pack-download-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
