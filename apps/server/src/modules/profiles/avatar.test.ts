import { AUTH_API, PROFILE, PROFILE_API, PROFILE_TEXT, REQUEST } from '@ibh/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { avatarFolder } from './avatar-url.ts';

const t = useTestApp();

const signedIn = () => signedInUser(t.app, t.database.db);

function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();
}

const upload = (agent: Agent, body: Buffer | string, contentType = 'image/png') =>
  agent.request('PUT', PROFILE_API.avatar, body, { 'content-type': contentType });

async function avatarPath(userId: string) {
  const row = await t.database.db
    .selectFrom('user_profiles')
    .select('avatar_path')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.avatar_path ?? null;
}

/** Fetches a signed URL through the app, as the browser would. */
async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.rawPayload, type: res.headers['content-type'] };
}

describe('PUT /api/profiles/me/avatar', () => {
  it('needs a session', async () => {
    const res = await upload(createAgent(t.app), await image(10, 10, 'png'));
    expect(res.statusCode).toBe(401);
  });

  it('re-encodes a PNG to a 640 px PNG square stored under avatars/{userId}/', async () => {
    const { user, agent } = await signedIn();
    const res = await upload(agent, await image(1200, 800, 'png'));
    expect(res.statusCode).toBe(200);
    const path = await avatarPath(user.id);
    expect(path).toMatch(new RegExp(`^${avatarFolder(user.id)}\\d+\\.png$`));
    const file = await download(res.json().avatarUrl);
    expect(file.status).toBe(200);
    const meta = await sharp(file.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: PROFILE.cropSize, height: PROFILE.cropSize });
    expect((await agent.get(PROFILE_API.me)).json().avatarUrl).toMatch(/^\/api\/files\/avatars\//);
    // The session carries it too, so the header shows the photo after a reload.
    expect((await agent.get(AUTH_API.session)).json().user.avatarUrl).toMatch(/^\/api\/files\/avatars\//);
  });

  it('hands out avatar URLs signed for 30 days, wherever the avatar is read', async () => {
    const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000; // 000 §7, written out rather than read from PROFILE
    const { user, agent } = await signedIn();
    const before = Date.now();
    const res = await upload(agent, await image(64, 64, 'png'));
    expect(res.statusCode).toBe(200);
    const urls = {
      upload: res.json().avatarUrl,
      me: (await agent.get(PROFILE_API.me)).json().avatarUrl,
      session: (await agent.get(AUTH_API.session)).json().user.avatarUrl,
      profile: (await agent.get(PROFILE_API.profile(user.id))).json().avatarUrl,
    };
    const after = Date.now();
    for (const [where, url] of Object.entries(urls)) {
      const exp = Number(new URL(String(url), 'http://x').searchParams.get('exp'));
      expect(exp - THIRTY_DAYS_MS, where).toBeGreaterThanOrEqual(before);
      // Signed per window (an hour for 30-day URLs), so the same URL serves every page for a while.
      expect(exp - THIRTY_DAYS_MS, where).toBeLessThanOrEqual(after + 60 * 60 * 1000);
      expect((await download(String(url))).status, where).toBe(200);
    }
  });

  it('turns JPEG and WebP uploads into JPEG, whatever the declared type, and removes the old file', async () => {
    const { user, agent } = await signedIn();
    await upload(agent, await image(800, 800, 'png'));
    const first = await avatarPath(user.id);
    // A WebP declared as JPEG: the content decides.
    const res = await upload(agent, await image(700, 900, 'webp'), 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const second = await avatarPath(user.id);
    expect(second).toMatch(/\.jpg$/);
    expect(second).not.toBe(first);
    expect(await t.app.ctx.storage.head(first ?? '')).toBeNull();
    const meta = await sharp((await download(res.json().avatarUrl)).body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: PROFILE.cropSize, height: PROFILE.cropSize });
    const files = await t.app.ctx.storage.list(avatarFolder(user.id));
    expect(files.map((f) => f.key)).toEqual([second]);
  });

  it('refuses a text file disguised as a PNG and keeps the old avatar', async () => {
    const { user, agent } = await signedIn();
    await upload(agent, await image(300, 300, 'png'));
    const before = await avatarPath(user.id);
    const res = await upload(agent, Buffer.from('this is not an image at all'), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'E_UNSUPPORTED_MEDIA',
      message: PROFILE_TEXT.imageUnsupported,
    });
    expect(await avatarPath(user.id)).toBe(before);
    expect(await t.app.ctx.storage.head(before ?? '')).not.toBeNull();
  });

  it('refuses other formats, other content types, truncated and oversized-dimension images', async () => {
    const { agent } = await signedIn();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const png = await image(400, 400, 'png');
    const cases = [
      { body: gif, type: 'image/png' },
      { body: png, type: 'application/octet-stream' },
      { body: png, type: 'text/plain' },
      { body: png.subarray(0, 60), type: 'image/png' },
      { body: await image(PROFILE.avatarMaxDimension + 1, 10, 'png'), type: 'image/png' },
    ];
    for (const { body, type } of cases) {
      const res = await upload(agent, body, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'E_UNSUPPORTED_MEDIA',
        message: PROFILE_TEXT.imageUnsupported,
      });
    }
    const json = await agent.request('PUT', PROFILE_API.avatar, { image: 'data' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses an upload over the size limit with 413 and the message', async () => {
    const { user, agent } = await signedIn();
    const res = await upload(agent, Buffer.alloc(REQUEST.uploadLimitBytes + 1, 1), 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'E_PAYLOAD_TOO_LARGE',
      message: PROFILE_TEXT.imageTooLarge,
    });
    expect(await avatarPath(user.id)).toBeNull();
  });
});

describe('DELETE /api/profiles/me/avatar', () => {
  it('removes the avatar and its file', async () => {
    const { user, agent } = await signedIn();
    await upload(agent, await image(100, 100, 'jpeg'), 'image/jpeg');
    const path = await avatarPath(user.id);
    const res = await agent.delete(PROFILE_API.avatar);
    expect(res.statusCode).toBe(200);
    expect(await avatarPath(user.id)).toBeNull();
    expect(await t.app.ctx.storage.head(path ?? '')).toBeNull();
    expect((await agent.get(PROFILE_API.me)).json().avatarUrl).toBeNull();
  });
});
