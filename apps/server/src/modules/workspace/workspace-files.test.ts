import { IDEA_TEXT, REQUEST, WORKSPACE, WORKSPACE_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { buildCast } from '../collab/collab.fixtures.ts';

const t = useTestApp();

const upload = (agent: Agent, ideaId: string, name: string, body: Buffer | string, type?: string) =>
  agent.request(
    'PUT',
    `${WORKSPACE_API.files(ideaId)}?name=${encodeURIComponent(name)}`,
    body,
    type ? { 'content-type': type } : {},
  );

async function pathOf(fileId: string) {
  const row = await t.database.db
    .selectFrom('workspace_files')
    .select('path')
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row?.path;
}

describe('workspace files', () => {
  it('a member uploads any type of file, stored under project-files/{ideaId}/{timestamp}-{name}', async () => {
    const cast = await buildCast(t);
    const res = await upload(
      cast.member.agent,
      cast.ideaId,
      'notes.txt',
      'hello team',
      'text/plain; charset=utf-8',
    );
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      name: 'notes.txt',
      contentType: 'text/plain',
      sizeBytes: 10,
      uploader: { id: cast.member.user.id, fullName: 'Tom Team' },
      canDelete: true,
    });
    expect(await pathOf(file.id)).toMatch(new RegExp(`^project-files/${cast.ideaId}/\\d+-notes\\.txt$`));

    // JSON is stored as bytes, not parsed; a malformed type header is refused.
    const json = await upload(cast.owner.agent, cast.ideaId, 'data.json', '{"a":1}', 'application/json');
    expect(json.statusCode).toBe(201);
    const link = (await cast.owner.agent.post(WORKSPACE_API.download(json.json().id))).json();
    const fetched = await t.app.inject({ method: 'GET', url: link.url });
    expect(fetched.body).toBe('{"a":1}');
    const raw = await upload(cast.owner.agent, cast.ideaId, 'blob.bin', Buffer.from([1, 2, 3]), 'not a type');
    expect(raw.statusCode).toBe(415);
  });

  it('strips the right-to-left override and other invisible formatting from the name (issue 12, item 8)', async () => {
    const cast = await buildCast(t);
    const res = await upload(
      cast.owner.agent,
      cast.ideaId,
      'report\u202Etxt.exe\u2066\u200B',
      'x',
      'text/plain',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('reporttxt.exe');
  });

  it('keeps a hostile name harmless', async () => {
    const cast = await buildCast(t);
    const res = await upload(cast.owner.agent, cast.ideaId, '../../etc/pa..sswd', 'x', 'text/plain');
    expect(res.statusCode).toBe(201);
    expect(res.json().name).not.toContain('/');
    const path = await pathOf(res.json().id);
    expect(path).toMatch(new RegExp(`^project-files/${cast.ideaId}/\\d+-[^/]+$`));
    expect(path).not.toContain('..');
  });

  it('refuses an empty file, a file over the upload limit and a missing name', async () => {
    const cast = await buildCast(t);
    expect((await upload(cast.owner.agent, cast.ideaId, 'empty.txt', '', 'text/plain')).statusCode).toBe(400);
    const big = await upload(
      cast.owner.agent,
      cast.ideaId,
      'big.bin',
      Buffer.alloc(REQUEST.uploadLimitBytes + 1),
      'application/octet-stream',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(IDEA_TEXT.fileTooLarge);
    const noName = await cast.owner.agent.request('PUT', WORKSPACE_API.files(cast.ideaId), 'x', {
      'content-type': 'text/plain',
    });
    expect(noName.statusCode).toBe(400);
    expect((await cast.owner.agent.get(WORKSPACE_API.files(cast.ideaId))).json().items).toEqual([]);
  });

  it(`lists the newest ${WORKSPACE.files} and refuses the ${WORKSPACE.files + 1}st upload`, async () => {
    const cast = await buildCast(t);
    const base = Date.now() - 3_600_000;
    await t.database.db
      .insertInto('workspace_files')
      .values(
        Array.from({ length: WORKSPACE.files + 1 }, (_, i) => ({
          idea_id: cast.ideaId,
          uploader_id: cast.member.user.id,
          path: `project-files/${cast.ideaId}/${base + i}-f${i}.txt`,
          name: `f${i}.txt`,
          content_type: 'text/plain',
          size_bytes: 1,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const items = (await cast.collaborator.agent.get(WORKSPACE_API.files(cast.ideaId))).json().items;
    expect(items).toHaveLength(WORKSPACE.files);
    expect(items[0].name).toBe(`f${WORKSPACE.files}.txt`);
    expect(items.at(-1).name).toBe('f1.txt');
    // canDelete: the uploader and the owner only.
    expect(items[0].canDelete).toBe(false);
    expect((await cast.member.agent.get(WORKSPACE_API.files(cast.ideaId))).json().items[0].canDelete).toBe(
      true,
    );
    expect((await cast.owner.agent.get(WORKSPACE_API.files(cast.ideaId))).json().items[0].canDelete).toBe(
      true,
    );

    const full = await upload(cast.owner.agent, cast.ideaId, 'one-more.txt', 'x', 'text/plain');
    expect(full.statusCode).toBe(422);
    expect(full.json().error).toMatchObject({
      code: 'E_LIMIT_EXCEEDED',
      message: IDEA_TEXT.workspaceFilesFull,
    });
  });

  it(`gives members a download link valid ${WORKSPACE.downloadLinkTtl / 1000} s`, async () => {
    const cast = await buildCast(t);
    const file = (
      await upload(cast.owner.agent, cast.ideaId, 'plan.pdf', '%PDF-1.4 plan', 'application/pdf')
    ).json();
    for (const who of [cast.owner, cast.member, cast.collaborator]) {
      const before = Date.now();
      const res = await who.agent.post(WORKSPACE_API.download(file.id));
      expect(res.statusCode).toBe(200);
      const { url, expiresAt } = res.json();
      const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
      expect(exp - before).toBeGreaterThanOrEqual(WORKSPACE.downloadLinkTtl - 1000);
      expect(exp - before).toBeLessThanOrEqual(WORKSPACE.downloadLinkTtl + 1000);
      expect(Math.abs(Date.parse(expiresAt) - exp)).toBeLessThan(1000);
      const fetched = await t.app.inject({ method: 'GET', url });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.body).toBe('%PDF-1.4 plan');
      expect(fetched.headers['content-disposition']).toContain('attachment');
      expect(fetched.headers['content-disposition']).toContain('plan.pdf');
    }
    expect(
      (await cast.owner.agent.post(WORKSPACE_API.download('00000000-0000-4000-8000-000000000006')))
        .statusCode,
    ).toBe(404);
  });

  it('the uploader or the owner deletes a file, and the stored object goes too', async () => {
    const cast = await buildCast(t);
    const a = (await upload(cast.member.agent, cast.ideaId, 'a.txt', 'a', 'text/plain')).json();
    const b = (await upload(cast.member.agent, cast.ideaId, 'b.txt', 'b', 'text/plain')).json();
    const pathA = (await pathOf(a.id)) as string;
    const refused = await cast.collaborator.agent.delete(WORKSPACE_API.file(a.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('E_NOT_AUTHORIZED');
    expect((await cast.member.agent.delete(WORKSPACE_API.file(a.id))).json()).toEqual({ ok: true });
    expect(await t.app.ctx.storage.head(pathA)).toBeNull();
    expect((await cast.owner.agent.delete(WORKSPACE_API.file(b.id))).statusCode).toBe(200);
    expect((await cast.owner.agent.delete(WORKSPACE_API.file(b.id))).statusCode).toBe(404);
  });

  it('is closed to requesters, strangers and professionals (404 on a private idea)', async () => {
    const cast = await buildCast(t);
    const file = (await upload(cast.owner.agent, cast.ideaId, 'a.txt', 'a', 'text/plain')).json();
    for (const who of [cast.requester, cast.stranger, cast.professional]) {
      expect((await who.agent.get(WORKSPACE_API.files(cast.ideaId))).statusCode).toBe(403);
      expect((await upload(who.agent, cast.ideaId, 'x.txt', 'x', 'text/plain')).statusCode).toBe(403);
      expect((await who.agent.post(WORKSPACE_API.download(file.id))).statusCode).toBe(403);
      expect((await who.agent.delete(WORKSPACE_API.file(file.id))).statusCode).toBe(403);
    }
    expect((await upload(createAgent(t.app), cast.ideaId, 'x.txt', 'x', 'text/plain')).statusCode).toBe(401);
    const hidden = await buildCast(t, { visibility: 'private' });
    const secret = (await upload(hidden.owner.agent, hidden.ideaId, 's.txt', 's', 'text/plain')).json();
    expect((await hidden.stranger.agent.post(WORKSPACE_API.download(secret.id))).statusCode).toBe(404);
    expect((await hidden.stranger.agent.get(WORKSPACE_API.files(hidden.ideaId))).statusCode).toBe(404);
  });
});
