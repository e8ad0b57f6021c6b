import { describe, expect, it, vi } from 'vitest';
import { checkConnectivity } from './connectivity';

describe('checkConnectivity', () => {
  it('reports missing_url without a root', async () => {
    await expect(checkConnectivity(null)).resolves.toEqual({ ok: false, reason: 'missing_url' });
  });

  it('sends HEAD to the API root and reports the status', async () => {
    const ok = vi.fn(async () => new Response(null, { status: 200 }));
    await expect(checkConnectivity('https://x.test/api', ok)).resolves.toEqual({ ok: true });
    expect(ok).toHaveBeenCalledWith('https://x.test/api', { method: 'HEAD', credentials: 'include' });
    const down = vi.fn(async () => new Response(null, { status: 503 }));
    await expect(checkConnectivity('https://x.test/api', down)).resolves.toEqual({
      ok: false,
      reason: 'http_503',
    });
  });

  it('reports network_error when the request fails', async () => {
    const fail = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkConnectivity('https://x.test/api', fail)).resolves.toEqual({
      ok: false,
      reason: 'network_error',
    });
  });
});
