import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageClockPast } from '../../../test/clock-past.ts';
import { testConfig } from '../../../test/test-server.ts';
import { createStorage } from './create-storage.ts';
import { S3Storage } from './s3-storage.ts';

const BUCKET = 'ibh-test';
let server: S3rver;
let directory: string;
let storage: S3Storage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'ibh-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const config = testConfig({
    s3: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
  });
  const created = createStorage(config);
  if (!(created instanceof S3Storage)) throw new Error('createStorage should pick S3 when config.s3 is set');
  storage = created;
});
afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('S3Storage against s3rver', () => {
  it('is chosen by createStorage when S3 is configured', () => {
    expect(storage.kind).toBe('s3');
  });

  it('puts a buffer and a stream and gets them back with type and size', async () => {
    await storage.put('docs/a.txt', Buffer.from('hello s3'), {
      contentType: 'text/plain',
      cacheControl: 'no-cache',
    });
    await storage.put('docs/b.json', Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]), {
      contentType: 'application/json',
    });
    const a = await storage.get('docs/a.txt');
    expect(a).toMatchObject({ contentType: 'text/plain', size: 8, cacheControl: 'no-cache' });
    expect(await text(a!.body)).toBe('hello s3');
    const b = await storage.get('docs/b.json');
    expect(await text(b!.body)).toBe('{"a":1}');
    expect(await storage.head('docs/b.json')).toMatchObject({ contentType: 'application/json', size: 7 });
  });

  it('answers null for missing keys', async () => {
    expect(await storage.get('docs/missing.txt')).toBeNull();
    expect(await storage.head('docs/missing.txt')).toBeNull();
  });

  it('lists by prefix newest first, with a limit', async () => {
    await storage.put('list/1.txt', Buffer.from('1'), { contentType: 'text/plain' });
    // S3 timestamps have one-second resolution, and s3rver takes them from the file system's clock,
    // which can lag Date.now(): a probe object is written until its time has passed the first's.
    await storageClockPast(storage, 'list/1.txt');
    await storage.put('list/2.txt', Buffer.from('22'), { contentType: 'text/plain' });
    const all = await storage.list('list/');
    expect(all.map((o) => o.key)).toEqual(['list/2.txt', 'list/1.txt']);
    expect(all[0]).toMatchObject({ size: 2 });
    expect((await storage.list('list/', { limit: 1 })).map((o) => o.key)).toEqual(['list/2.txt']);
  });

  it('deletes, and deleting a missing key is not an error', async () => {
    await storage.put('gone.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await storage.delete('gone.txt');
    expect(await storage.get('gone.txt')).toBeNull();
    await expect(storage.delete('gone.txt')).resolves.toBeUndefined();
  });

  it('signs a URL that serves the bytes over plain HTTP, with a download name', async () => {
    await storage.put('docs/report.txt', Buffer.from('signed bytes'), { contentType: 'text/plain' });
    const url = await storage.signedUrl('docs/report.txt', { ttlMs: 60_000, download: 'Q3 report.txt' });
    expect(url).toMatch(/X-Amz-Signature=/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('signed bytes');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Q3 report.txt"');

    // s3rver does not check SigV4 signatures, so the signing itself is checked by its parameters.
    const signed = new URL(url);
    expect(signed.pathname).toBe(`/${BUCKET}/docs/report.txt`);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(signed.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
    expect(signed.searchParams.get('response-content-disposition')).toMatch(/^attachment; /);
  });

  it('validates keys before calling S3', async () => {
    await expect(storage.get('../x')).rejects.toMatchObject({ code: 'E_INVALID_INPUT' });
  });
});
