import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { LocalStorage } from './local-storage.ts';
import { downloadNameOfKey } from './storage.routes.ts';

let t: TestApp;
let dataDir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ibh-files-route-'));
  t = await startTestApp({ dataDir });
  if (!(t.app.ctx.storage instanceof LocalStorage)) throw new Error('expected the local storage default');
  storage = t.app.ctx.storage;
  await storage.put('docs/report one.txt', Buffer.from('quarterly numbers'), { contentType: 'text/plain' });
  await storage.put('docs/page.html', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/files/*', () => {
  it('keeps files under DATA_DIR/storage', () => {
    expect(storage.root).toBe(path.join(dataDir, 'storage'));
  });

  it('rejects a missing, tampered or expired signature with 403 E_NOT_AUTHORIZED', async () => {
    const url = await storage.signedUrl('docs/report one.txt', { ttlMs: 60_000 });
    const expired = storage.signer.url('docs/report one.txt', { ttlMs: 1000 }, Date.now() - 10_000);
    const attempts = [
      url.replace(/sig=[^&]+/, 'sig=AAAA'),
      url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 1000}`),
      url.replace('report%20one', 'page'),
      `${url}&download=evil.html`,
      expired,
    ];
    for (const attempt of attempts) {
      const res = await get(attempt);
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json()).toMatchObject({
        error: { code: 'E_NOT_AUTHORIZED', message: ERRORS.E_NOT_AUTHORIZED.message },
      });
    }
  });

  it('answers 400 E_INVALID_INPUT without exp/sig', async () => {
    const res = await get('/api/files/docs/report%20one.txt');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'E_INVALID_INPUT' } });
  });

  it('serves a signed file inline with its type and a private cache up to the expiry', async () => {
    const res = await get(await storage.signedUrl('docs/report one.txt', { ttlMs: 120_000 }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('quarterly numbers');
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toBe('inline');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(100);
    expect(maxAge).toBeLessThanOrEqual(120);
  });

  it('asks the browser to save it when a download name was signed', async () => {
    const res = await get(
      await storage.signedUrl('docs/report one.txt', { ttlMs: 60_000, download: 'Q3 report.txt' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Q3 report.txt"; filename*=UTF-8''Q3%20report.txt`,
    );
  });

  it('never renders active content inline from our origin', async () => {
    const res = await get(await storage.signedUrl('docs/page.html', { ttlMs: 60_000 }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="page.html"/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for a validly signed key that does not exist', async () => {
    const res = await get(await storage.signedUrl('docs/missing.txt', { ttlMs: 60_000 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'E_NOT_FOUND' } });
  });

  it('answers 400 for a key that escapes the storage root', async () => {
    for (const key of ['docs%2F..%2F..%2Fsecret', '..%5Csecret', 'docs/a..b', '%2Fetc%2Fpasswd']) {
      const res = await get(`/api/files/${key}?exp=99999999999999&sig=abc`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'E_INVALID_INPUT' } });
    }
  });
});

describe('downloadNameOfKey (issue 26, item 13)', () => {
  it('drops the uniqueness prefix of a stored key, keeping the name as uploaded', () => {
    expect(downloadNameOfKey('order-files/o1/1764300000000-brief.pdf')).toBe('brief.pdf');
    expect(downloadNameOfKey('idea-images/i1/1764300000000-a1b2c3d4-deck.pptx')).toBe('deck.pptx');
    expect(downloadNameOfKey('evidence/u1/0b5e-notes.txt')).toBe('0b5e-notes.txt');
    expect(downloadNameOfKey('files/2024-report.pdf')).toBe('2024-report.pdf');
    expect(downloadNameOfKey('order-files/o1/1764300000000-')).toBe('1764300000000-');
  });
});
