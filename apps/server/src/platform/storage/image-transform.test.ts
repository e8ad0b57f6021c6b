import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REQUEST } from '@ibh/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageClockPast } from '../../../test/clock-past.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';

let t: TestApp;
let dataDir: string;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ibh-images-route-'));
  t = await startTestApp({ dataDir });
  const { storage } = t.app.ctx;
  await storage.put('public/cover.png', await png(200, 100), { contentType: 'image/png' });
  await storage.put('public/notes.txt', Buffer.from('not an image'), { contentType: 'text/plain' });
  await storage.put('private/cover.png', await png(20, 20), { contentType: 'image/png' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/images/*', () => {
  it.each(['w=0', `w=${REQUEST.imageMaxDimension + 1}`, 'h=-5', 'w=abc', 'format=gif', 'q=0', 'q=101'])(
    'rejects %s with 400 E_INVALID_INPUT',
    async (query) => {
      const res = await get(`/api/images/public/cover.png?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'E_INVALID_INPUT' } });
    },
  );

  it('answers 404 for a missing original and for keys outside public/', async () => {
    for (const url of ['/api/images/public/missing.png', '/api/images/private/cover.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'E_NOT_FOUND' } });
    }
  });

  it('answers 415 E_UNSUPPORTED_MEDIA for a file that is not an image', async () => {
    const res = await get('/api/images/public/notes.txt?w=50');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'E_UNSUPPORTED_MEDIA' } });
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
    expect(res.headers.etag).toBeUndefined();
  });

  it('resizes, re-encodes and caches the variant', async () => {
    const first = await get('/api/images/public/cover.png?w=50&format=webp');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-cache']).toBe('MISS');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 50, height: 25 });

    const cached = await t.app.ctx.storage.list('cache/images/');
    expect(cached.map((o) => o.key)).toContain(`cache/images/${etag.slice(1, -1)}`);

    const second = await get('/api/images/public/cover.png?w=50&format=webp');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);

    const notModified = await get('/api/images/public/cover.png?w=50&format=webp', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
  });

  it('fits inside w x h, never enlarges, and keeps the original format by default', async () => {
    const boxed = await get('/api/images/public/cover.png?w=80&h=20');
    expect(boxed.headers['content-type']).toBe('image/png');
    expect(await sharp(boxed.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });

    const big = await get('/api/images/public/cover.png?w=4000&format=jpeg&q=60');
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 100 });
  });

  it('renders a new variant when the original is replaced', async () => {
    const before = await get('/api/images/public/cover.png?w=30&format=avif');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/avif');
    await storageClockPast(t.app.ctx.storage, 'public/cover.png');
    await t.app.ctx.storage.put('public/cover.png', await png(100, 100), { contentType: 'image/png' });
    const after = await get('/api/images/public/cover.png?w=30&format=avif');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 30, height: 30 });
  });
});
