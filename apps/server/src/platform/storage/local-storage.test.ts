import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageClockPast } from '../../../test/clock-past.ts';
import { LocalStorage } from './local-storage.ts';

let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ibh-local-storage-'));
  storage = new LocalStorage({ root, secretKey: 'local-storage-test-secret-0123456789abcdef' });
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalStorage', () => {
  it('puts a buffer and gets it back with its content type and size', async () => {
    await storage.put('docs/a.txt', Buffer.from('hello'), {
      contentType: 'text/plain',
      cacheControl: 'no-cache',
    });
    const file = await storage.get('docs/a.txt');
    expect(file).toMatchObject({ contentType: 'text/plain', size: 5, cacheControl: 'no-cache' });
    expect(await text(file!.body)).toBe('hello');
    expect(await storage.head('docs/a.txt')).toMatchObject({ contentType: 'text/plain', size: 5 });
  });

  it('puts a stream, and a second put replaces the file without leaving temp files behind', async () => {
    await storage.put('docs/b.bin', Readable.from([Buffer.from('one '), Buffer.from('two')]), {
      contentType: 'application/octet-stream',
    });
    await storage.put('docs/b.bin', Buffer.from('three'), { contentType: 'text/plain' });
    const file = await storage.get('docs/b.bin');
    expect(await text(file!.body)).toBe('three');
    expect(file!.contentType).toBe('text/plain');
    const names = await readdir(path.join(root, 'docs'));
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('answers null for missing keys and for "folders"', async () => {
    expect(await storage.get('docs/missing.txt')).toBeNull();
    expect(await storage.head('nope/missing.txt')).toBeNull();
    expect(await storage.get('docs')).toBeNull();
  });

  it('lists by prefix, newest first, with a limit, skipping sidecars', async () => {
    await storage.put('list/x/1.txt', Buffer.from('1'), { contentType: 'text/plain' });
    await storageClockPast(storage, 'list/x/1.txt');
    await storage.put('list/x/2.txt', Buffer.from('22'), { contentType: 'text/plain' });
    await storageClockPast(storage, 'list/x/2.txt');
    await storage.put('list/y.txt', Buffer.from('333'), { contentType: 'text/plain' });
    await storage.put('lister.txt', Buffer.from('other'), { contentType: 'text/plain' });

    const all = await storage.list('list/');
    expect(all.map((o) => o.key)).toEqual(['list/y.txt', 'list/x/2.txt', 'list/x/1.txt']);
    expect(all[0]).toMatchObject({ size: 3 });
    expect(all[0]?.lastModified).toBeInstanceOf(Date);
    expect((await storage.list('list/x/', { limit: 1 })).map((o) => o.key)).toEqual(['list/x/2.txt']);
    expect((await storage.list('list')).map((o) => o.key)).toContain('lister.txt');
    expect(await storage.list('empty/')).toEqual([]);
  });

  it('deletes a file with its sidecar, tidies empty folders and ignores missing keys', async () => {
    await storage.put('gone/deep/file.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await storage.delete('gone/deep/file.txt');
    expect(await storage.get('gone/deep/file.txt')).toBeNull();
    expect(await readdir(root)).not.toContain('gone');
    await expect(storage.delete('gone/deep/file.txt')).resolves.toBeUndefined();
  });

  it('refuses a key below a key that is a file', async () => {
    await storage.put('clash', Buffer.from('x'), { contentType: 'text/plain' });
    await expect(
      storage.put('clash/inner', Buffer.from('y'), { contentType: 'text/plain' }),
    ).rejects.toMatchObject({
      code: 'E_CONFLICT',
    });
  });

  it('validates keys on every operation', async () => {
    await expect(
      storage.put('../escape', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toMatchObject({
      code: 'E_INVALID_INPUT',
    });
    await expect(storage.get('/etc/passwd')).rejects.toMatchObject({ code: 'E_INVALID_INPUT' });
    await expect(storage.delete('a\\b')).rejects.toMatchObject({ code: 'E_INVALID_INPUT' });
    await expect(storage.list('../')).rejects.toMatchObject({ code: 'E_INVALID_INPUT' });
    await expect(storage.signedUrl('a/../b', { ttlMs: 1000 })).rejects.toMatchObject({
      code: 'E_INVALID_INPUT',
    });
  });
});

describe('local signed URLs', () => {
  it('signs the key, expiry and download name, and verifies them', async () => {
    const url = new URL(
      await storage.signedUrl('docs/a b.txt', { ttlMs: 60_000, download: 'report.txt' }),
      'http://x',
    );
    expect(url.pathname).toBe('/api/files/docs/a%20b.txt');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig') ?? '';
    expect(exp).toBeGreaterThan(Date.now());
    expect(() => storage.signer.verify('docs/a b.txt', { exp, sig, download: 'report.txt' })).not.toThrow();
    for (const tampered of [
      { key: 'docs/other.txt', exp, sig, download: 'report.txt' },
      { key: 'docs/a b.txt', exp: exp + 1, sig, download: 'report.txt' },
      { key: 'docs/a b.txt', exp, sig, download: 'evil.html' },
      { key: 'docs/a b.txt', exp, sig, download: undefined },
      {
        key: 'docs/a b.txt',
        exp,
        sig: `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
        download: 'report.txt',
      },
    ]) {
      const { key, ...query } = tampered;
      expect(() => storage.signer.verify(key, query)).toThrowError(
        expect.objectContaining({ code: 'E_NOT_AUTHORIZED' }),
      );
    }
  });

  it('rejects an expired URL', async () => {
    const url = new URL(storage.signer.url('docs/a.txt', { ttlMs: 1000 }, Date.now() - 5000), 'http://x');
    const query = { exp: Number(url.searchParams.get('exp')), sig: url.searchParams.get('sig') ?? '' };
    expect(() => storage.signer.verify('docs/a.txt', query)).toThrowError(
      expect.objectContaining({ code: 'E_NOT_AUTHORIZED', status: 403 }),
    );
  });
});
