import { IDEA, IDEA_API, IDEA_LIMITS, IDEA_TEXT, IdeaDetailSchema } from '@ibh/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { IDEA_FILES_PREFIX } from './idea-storage.ts';
import { IDEA_IMAGE_MAX_WIDTH } from './idea-upload.ts';
import { castSuite, joinIdea, postIdea } from './ideas.test-kit.ts';

const { t, cast } = castSuite();

function image(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const upload = (agent: Agent, ideaId: string, name: string, body: Buffer | string, type = 'image/png') =>
  agent.request('PUT', `${IDEA_API.files(ideaId)}?name=${encodeURIComponent(name)}`, body, {
    'content-type': type,
  });

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.rawPayload, type: res.headers['content-type'] };
}

const storedKeys = async (ideaId: string) =>
  (await t.app.ctx.storage.list(`${IDEA_FILES_PREFIX}${ideaId}/`)).map((o) => o.key);

describe('PUT /api/ideas/:id/files: who may upload', () => {
  it('needs a session, and the owner', async () => {
    const id = await postIdea(cast.owner.agent);
    const privateId = await postIdea(cast.owner.agent, { visibility: 'private' });
    await joinIdea(t.database.db, privateId, cast);
    const png = await image(20, 20, 'png');
    expect((await upload(createAgent(t.app), id, 'a.png', png)).statusCode).toBe(401);
    const stranger = await upload(cast.stranger.agent, id, 'a.png', png);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('E_NOT_OWNER');
    expect((await upload(cast.teamMember.agent, privateId, 'a.png', png)).json().error.code).toBe(
      'E_NOT_OWNER',
    );
    const hidden = await upload(cast.stranger.agent, privateId, 'a.png', png);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(IDEA_TEXT.ideaNotFound);
    expect(await storedKeys(id)).toEqual([]);
  });
});

describe('PUT /api/ideas/:id/files: what is accepted', () => {
  it('re-encodes a picture (upright, no metadata, at most 1600 px wide) and makes the first one the idea picture', async () => {
    const id = await postIdea(cast.owner.agent);
    const big = await sharp(await image(2400, 1200, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const first = await upload(cast.owner.agent, id, '../My Photo (1).jpg', big, 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    const detail = IdeaDetailSchema.parse(first.json());
    expect(detail.imageUrls).toHaveLength(1);
    expect(detail.imageUrl).toBe(detail.imageUrls[0]);
    const file = await download(detail.imageUrl as string);
    expect(file.status).toBe(200);
    const meta = await sharp(file.body).metadata();
    expect(meta).toMatchObject({
      format: 'jpeg',
      width: IDEA_IMAGE_MAX_WIDTH,
      height: IDEA_IMAGE_MAX_WIDTH / 2,
    });
    expect(meta.exif).toBeUndefined();

    const second = IdeaDetailSchema.parse(
      (await upload(cast.owner.agent, id, 'b.png', await image(300, 200, 'png'))).json(),
    );
    expect(second.imageUrls).toHaveLength(2);
    const row = await t.database.db
      .selectFrom('ideas')
      .select(['image_path', 'image_paths'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.image_path).toBe(row.image_paths[0]);
    expect(row.image_paths[0]).toMatch(
      new RegExp(`^${IDEA_FILES_PREFIX}${id}/\\d+-[0-9a-f]{8}-My-Photo-1-.jpg$`),
    );
    const small = await sharp((await download(second.imageUrls[1] as string)).body).metadata();
    expect(small).toMatchObject({ format: 'png', width: 300, height: 200 });
    // The stranger sees the pictures of a public idea.
    expect((await cast.stranger.agent.get(IDEA_API.idea(id))).json().imageUrls).toHaveLength(2);
  });

  it('strips bidi controls and zero-width characters from the name (issue 12, item 8)', async () => {
    const id = await postIdea(cast.owner.agent);
    const spoof =
      'invoice\u202Efdp.exe\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\uFEFF.pdf';
    const res = await upload(cast.owner.agent, id, spoof, PDF, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attachments.map((a: { name: string }) => a.name)).toEqual(['invoicefdp.exe.pdf']);
  });

  it('keeps a PDF as an attachment with its name, type and size', async () => {
    const id = await postIdea(cast.owner.agent);
    const res = await upload(cast.owner.agent, id, 'Pitch deck.pdf', PDF, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const detail = IdeaDetailSchema.parse(res.json());
    expect(detail.imageUrls).toEqual([]);
    expect(detail.imageUrl).toBeNull();
    expect(detail.attachments).toEqual([
      {
        id: expect.any(String),
        name: 'Pitch deck.pdf',
        url: expect.any(String),
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
      },
    ]);
    const file = await download(detail.attachments[0]?.url as string);
    expect(file.body.equals(PDF)).toBe(true);
  });

  it('hides pictures and attachments of a premium idea from those who may not read it', async () => {
    const id = await postIdea(cast.owner.agent, { isPremium: true });
    await upload(cast.owner.agent, id, 'a.png', await image(10, 10, 'png'));
    await upload(cast.owner.agent, id, 'a.pdf', PDF, 'application/pdf');
    expect((await cast.stranger.agent.get(IDEA_API.idea(id))).json()).toMatchObject({
      imageUrl: null,
      imageUrls: [],
      attachments: [],
    });
    const open = (await cast.verifiedPro.agent.get(IDEA_API.idea(id))).json();
    expect(open.imageUrls).toHaveLength(1);
    expect(open.attachments).toHaveLength(1);
  });
});

describe('PUT /api/ideas/:id/files: what is refused', () => {
  it('refuses other types, by header and by content, with 415 and the message', async () => {
    const id = await postIdea(cast.owner.agent);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const cases: [Buffer | string, string][] = [
      [gif, 'image/gif'],
      ['plain text', 'text/plain'],
      ['not really a png', 'image/png'],
      [gif, 'image/jpeg'],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
        'image/png',
      ],
      [Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), 'image/jpeg'],
    ];
    for (const [body, type] of cases) {
      const res = await upload(cast.owner.agent, id, 'file', body, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'E_UNSUPPORTED_MEDIA',
        message: IDEA_TEXT.fileTypeNotAllowed,
      });
    }
    expect(await storedKeys(id)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and the message', async () => {
    const id = await postIdea(cast.owner.agent);
    const huge = Buffer.concat([PDF, Buffer.alloc(IDEA_LIMITS.fileMaxBytes)]);
    const res = await upload(cast.owner.agent, id, 'huge.pdf', huge, 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'E_PAYLOAD_TOO_LARGE', message: IDEA_TEXT.fileTooLarge });
  });

  it('refuses a missing or too long name', async () => {
    const id = await postIdea(cast.owner.agent);
    const noName = await cast.owner.agent.request('PUT', IDEA_API.files(id), PDF, {
      'content-type': 'application/pdf',
    });
    expect(noName.statusCode).toBe(400);
    const long = await upload(
      cast.owner.agent,
      id,
      'x'.repeat(IDEA_LIMITS.fileNameMax + 1),
      PDF,
      'application/pdf',
    );
    expect(long.statusCode).toBe(400);
  });

  it(`allows ${IDEA.maxFiles} files in all, pictures and PDFs together, and leaves no stray file`, async () => {
    const id = await postIdea(cast.owner.agent);
    const png = await image(10, 10, 'png');
    for (let i = 0; i < IDEA.maxFiles - 2; i++)
      expect((await upload(cast.owner.agent, id, `p${i}.png`, png)).statusCode).toBe(200);
    // Two at once for the last slot: one wins, the other's stored file is removed again.
    const racing = await Promise.all([
      upload(cast.owner.agent, id, 'x.pdf', PDF, 'application/pdf'),
      upload(cast.owner.agent, id, 'y.pdf', PDF, 'application/pdf'),
      upload(cast.owner.agent, id, 'z.png', png),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 422]);
    const res = await upload(cast.owner.agent, id, 'last.png', png);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'E_LIMIT_EXCEEDED', message: IDEA_TEXT.tooManyFiles });
    const detail = (await cast.owner.agent.get(IDEA_API.idea(id))).json();
    expect(detail.imageUrls.length + detail.attachments.length).toBe(IDEA.maxFiles);
    expect(await storedKeys(id)).toHaveLength(IDEA.maxFiles);
  });
});

describe('DELETE /api/ideas/:id and files', () => {
  it('removes the stored files with the idea', async () => {
    const id = await postIdea(cast.owner.agent);
    await upload(cast.owner.agent, id, 'a.png', await image(10, 10, 'png'));
    await upload(cast.owner.agent, id, 'a.pdf', PDF, 'application/pdf');
    expect(await storedKeys(id)).toHaveLength(2);
    expect((await cast.owner.agent.delete(IDEA_API.idea(id))).statusCode).toBe(200);
    expect(await storedKeys(id)).toEqual([]);
  });
});
