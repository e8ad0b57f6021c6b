import { PATHS, PROOF_PACK_TEXT as T } from '@ibh/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { renderApp } from '@/test/render-app';
import { signedPackText } from './signed-pack';

pageTestLifecycle();

const choose = (text: string, name = 'pack.ibhproof.json') =>
  fireEvent.change(screen.getByLabelText(T.chooseFile), {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });

describe('/proof/verify (issue 29)', () => {
  it('checks a chosen pack in the browser and says Verified, every check passed in words', async () => {
    renderApp(PATHS.verifyProof, { handlers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: T.verifyTitle })).toBeVisible();
    choose(await signedPackText());
    expect(await screen.findByRole('heading', { name: T.verified })).toBeVisible();
    const checks = within(screen.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(checks.length).toBeGreaterThan(5);
    for (const check of checks) expect(check).toHaveTextContent(T.passed);
    expect(screen.getByText(/version 2$/)).toBeVisible();
  });

  it('names the item a changed byte sits in, first in the list; a broken file says where', async () => {
    renderApp(PATHS.verifyProof, { handlers: {} });
    const text = await signedPackText();
    await screen.findByRole('heading', { level: 1, name: T.verifyTitle });
    choose(text.replace('Nine of ten', 'Nine of tem'));
    expect(await screen.findByRole('heading', { name: T.notVerified })).toBeVisible();
    const [first] = within(screen.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(`${T.failed}: signature`);
    expect(screen.getByText(/evidence 7f0c2a4e-5b1d-4c3e-9a8f-1d2e3f4a5b6c version 2/)).toBeVisible();
    expect(screen.getByText(/hash mismatch \(stored/)).toBeVisible();

    choose(text.replace('"format"', '"format"}'), 'broken.json');
    expect(await screen.findByText(/the file is not valid JSON at byte 12/)).toBeVisible();
  });
});
