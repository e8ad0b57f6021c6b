import { createHash } from 'node:crypto';
import { EVIDENCE_API, EVIDENCE_TEXT, EvidenceDetailSchema, NOTIFICATION_API } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { settle } from '../notifications/notifications.test-kit.ts';
import {
  createEvidence,
  detailOf,
  evidenceCast,
  evidenceInput,
  finalizedEvidence,
  pngBytes,
  recomputedHash,
} from './evidence.test-kit.ts';

const t = useTestApp();
const user = (role = 'idea_owner') => signedInUser(t.app, t.database.db, { role });
const _sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const recompute = recomputedHash;

describe('creating evidence', () => {
  it('creates a standalone draft with tags, artifacts and interviews', async () => {
    const me = await user();
    const { evidenceId, versionId } = await createEvidence(me.agent, {
      ownerIntent: ' pricing, , demand ,pricing,',
    });
    const detail = EvidenceDetailSchema.parse(await detailOf(me.agent, evidenceId));
    expect(detail).toMatchObject({
      id: evidenceId,
      scope: 'public',
      privacy: 'public',
      ownerIntent: ['pricing', 'demand'],
      context: { kind: 'standalone', id: null },
      version: {
        id: versionId,
        version: 1,
        state: 'draft',
        finalizedAt: null,
        hash: null,
        title: 'Ten clinic interviews',
      },
      viewer: { isOwner: true, canUpvote: false },
    });
    expect(detail.version.interviews).toEqual([
      {
        number: 1,
        question: 'Would you pay?',
        answer: 'Yes, per use.',
        who: 'Clinic manager',
        channel: 'call',
        learning: null,
      },
    ]);
    expect(detail.version.artifacts).toEqual([
      {
        type: 'link',
        url: 'https://example.test/notes',
        sourceUrl: 'https://example.test/notes',
        name: 'Notes',
        contentHash: null,
      },
    ]);
  });

  it("refuses a missing title with 'Title is required', anonymous callers and bad input", async () => {
    const me = await user();
    const blank = await me.agent.post(EVIDENCE_API.create, evidenceInput({ title: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(Object.values((blank.json().error.fields ?? {}) as Record<string, string[]>).flat()).toContain(
      EVIDENCE_TEXT.titleRequired,
    );

    const anonymous = await createAgent(t.app).post(EVIDENCE_API.create, evidenceInput());
    expect(anonymous.statusCode).toBe(401);

    for (const bad of [
      { artifacts: [{ type: 'link' as const }] },
      { artifacts: [{ type: 'video' as never, url: 'https://x.test/a' }] },
      { artifacts: [{ type: 'link' as const, url: 'javascript:alert(1)' }] },
      { artifacts: Array.from({ length: 21 }, () => ({ type: 'link' as const, url: 'https://x.test/a' })) },
      { interviews: Array.from({ length: 11 }, () => ({ question: 'q', answer: 'a' })) },
      { scope: 'everyone' as never },
      { ownerIntent: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') },
      { context: { kind: 'idea' as const } },
      { context: { kind: 'standalone' as const, id: '7d3f1a52-0c4e-4b8e-9f7a-1a2b3c4d5e6f' } },
    ]) {
      const res = await me.agent.post(EVIDENCE_API.create, evidenceInput(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    }
  });

  it('on an idea: its owner and team members; others are refused; the owner hears of a team member adding', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const onIdea = { context: { kind: 'idea' as const, id: cast.ideaId } };
    await createEvidence(cast.owner.agent, onIdea);
    await createEvidence(cast.teamMember.agent, { ...onIdea, title: 'Team interviews' });
    for (const other of [cast.collaborator, cast.stranger, cast.verifiedPro]) {
      const res = await other.agent.post(EVIDENCE_API.create, evidenceInput(onIdea));
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('E_NOT_TEAM_MEMBER');
    }
    const missing = await cast.owner.agent.post(
      EVIDENCE_API.create,
      evidenceInput({ context: { kind: 'idea', id: '7d3f1a52-0c4e-4b8e-9f7a-1a2b3c4d5e6f' } }),
    );
    expect(missing.statusCode).toBe(404);

    await settle(t);
    const notes = (await cast.owner.agent.get(NOTIFICATION_API.list)).json().items as {
      type: string;
      body: string;
    }[];
    const added = notes.filter((n) => n.type === 'evidence_added');
    expect(added).toHaveLength(1);
    expect(added[0]?.body).toContain('Team interviews');
    expect(added[0]?.body).toContain('Solar kiosks for rural clinics');
  });

  it('a private idea hides itself from strangers (Idea not found)', async () => {
    const cast = await evidenceCast(t.app, t.database.db, 'private');
    const res = await cast.stranger.agent.post(
      EVIDENCE_API.create,
      evidenceInput({ context: { kind: 'idea', id: cast.ideaId } }),
    );
    expect(res.statusCode).toBe(404);
  });
});

/** Uploads `bytes` as an artifact; `query` names its type (and name): `type=image&name=Board`. */
const putArtifact = (agent: Agent, query: string, bytes: Buffer, contentType: string) =>
  agent.request('PUT', `${EVIDENCE_API.artifacts}?${query}`, bytes, { 'content-type': contentType });

describe('artifacts uploaded by content', () => {
  it('stores an image with its SHA-256 and refuses bytes that are not what the type says', async () => {
    const me = await user();
    const png = await pngBytes();
    const upload = await putArtifact(me.agent, 'type=image&name=Board', png, 'image/png');
    expect(upload.statusCode, upload.body).toBe(201);
    const body = upload.json();
    expect(body.contentHash).toBe(createHash('sha256').update(png).digest('hex'));

    const fake = await putArtifact(me.agent, 'type=image', Buffer.from('not an image'), 'image/png');
    expect(fake.statusCode).toBe(415);
    const pdfAsImage = await putArtifact(me.agent, 'type=pdf', png, 'application/pdf');
    expect(pdfAsImage.statusCode).toBe(415);
    const pdf = await putArtifact(me.agent, 'type=pdf', Buffer.from('%PDF-1.4\n%%EOF'), 'application/pdf');
    expect(pdf.statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `${EVIDENCE_API.artifacts}?type=image`,
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect([401, 403]).toContain(anonymous.statusCode);

    const { evidenceId } = await createEvidence(me.agent, {
      artifacts: [{ type: 'image', uploadId: body.uploadId, name: 'Board' }],
    });
    const detail = await detailOf(me.agent, evidenceId);
    expect(detail.version.artifacts[0]).toMatchObject({
      type: 'image',
      name: 'Board',
      contentHash: body.contentHash,
      sourceUrl: null,
    });
    expect(detail.version.artifacts[0]?.url).toContain('evidence/');
    // Opened, it is saved under the name given to it, not its storage key's uuid.
    const opened = await t.app.inject({ method: 'GET', url: detail.version.artifacts[0]?.url ?? '' });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toContain('filename="Board.png"');
    expect(opened.rawPayload.equals(png)).toBe(true);

    // Someone else's upload, or an upload of another type, is refused.
    const other = await user();
    const stolen = await other.agent.post(
      EVIDENCE_API.create,
      evidenceInput({ artifacts: [{ type: 'image', uploadId: body.uploadId }] }),
    );
    expect(stolen.statusCode).toBe(400);
    const wrongType = await me.agent.post(
      EVIDENCE_API.create,
      evidenceInput({ artifacts: [{ type: 'pdf', uploadId: body.uploadId }] }),
    );
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('versions and the hash chain', () => {
  it('finalizing hashes the canonical form; an edit makes a new draft chained to it', async () => {
    const me = await user();
    const { evidenceId, versionId: v1 } = await finalizedEvidence(me.agent);
    const first = EvidenceDetailSchema.parse(await detailOf(me.agent, evidenceId));
    expect(first.version).toMatchObject({ id: v1, state: 'finalized', prevHash: null });
    expect(first.version.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recompute(first)).toBe(first.version.hash);

    // A second finalize has nothing to finalize.
    const again = await me.agent.post(EVIDENCE_API.finalize(evidenceId));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('E_INVALID_STATE');

    const edit = await me.agent.patch(EVIDENCE_API.detail(evidenceId), { summary: 'Nine of ten would pay.' });
    expect(edit.statusCode, edit.body).toBe(200);
    const v2 = edit.json().versionId as string;
    expect(v2).not.toBe(v1);
    // Editing the draft again changes the same draft.
    const edit2 = await me.agent.patch(EVIDENCE_API.detail(evidenceId), {
      title: 'Ten clinic interviews (2)',
    });
    expect(edit2.json().versionId).toBe(v2);
    await me.agent.post(EVIDENCE_API.finalize(evidenceId));

    const second = EvidenceDetailSchema.parse(await detailOf(me.agent, evidenceId));
    expect(second.version).toMatchObject({
      id: v2,
      version: 2,
      state: 'finalized',
      prevHash: first.version.hash,
    });
    expect(recompute(second)).toBe(second.version.hash);
    expect(second.versions.map((v) => v.version)).toEqual([2, 1]);
    // The first version is unchanged and still readable with ?v=.
    const old = EvidenceDetailSchema.parse(await detailOf(me.agent, evidenceId, v1));
    expect(old.version).toMatchObject({
      id: v1,
      summary: 'Eight of ten clinics would pay per use.',
      hash: first.version.hash,
    });
  });

  it('a draft is the owner’s: others see the finalized versions only', async () => {
    const me = await user();
    const other = await user();
    const { evidenceId, versionId: v1 } = await finalizedEvidence(me.agent);
    const edit = await me.agent.patch(EVIDENCE_API.detail(evidenceId), { summary: 'Draft words' });
    const draftId = edit.json().versionId as string;
    const seen = await detailOf(other.agent, evidenceId);
    expect(seen.version.id).toBe(v1);
    expect(seen.versions.map((v) => v.id)).toEqual([v1]);
    expect((await other.agent.get(`${EVIDENCE_API.detail(evidenceId)}?v=${draftId}`)).statusCode).toBe(404);
    // A never-finalized entry is the owner's alone.
    const { evidenceId: draftOnly } = await createEvidence(me.agent);
    const hidden = await other.agent.get(EVIDENCE_API.detail(draftOnly));
    expect(hidden.statusCode).toBe(403);
    expect(errorOf(hidden)).toMatchObject({ code: 'E_NOT_VISIBLE', message: EVIDENCE_TEXT.noAccess });
  });

  it('only the owner edits, finalizes and withdraws', async () => {
    const me = await user();
    const other = await user();
    const { evidenceId } = await createEvidence(me.agent);
    await me.agent.post(EVIDENCE_API.finalize(evidenceId));
    for (const res of [
      await other.agent.patch(EVIDENCE_API.detail(evidenceId), { title: 'Mine now' }),
      await other.agent.post(EVIDENCE_API.finalize(evidenceId)),
      await other.agent.post(EVIDENCE_API.withdraw(evidenceId)),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('E_NOT_OWNER');
    }
    const unknown = await me.agent.post(EVIDENCE_API.finalize('7d3f1a52-0c4e-4b8e-9f7a-1a2b3c4d5e6f'));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(EVIDENCE_TEXT.notFound);
    const badId = await me.agent.get(EVIDENCE_API.detail('not-a-uuid'));
    expect(badId.statusCode).toBe(400);
  });

  it('withdrawn evidence is tombstoned: no more edits, professional actions hide', async () => {
    const me = await user();
    const { evidenceId } = await finalizedEvidence(me.agent);
    expect((await me.agent.post(EVIDENCE_API.withdraw(evidenceId))).statusCode).toBe(200);
    const detail = await detailOf(me.agent, evidenceId);
    expect(detail).toMatchObject({ tombstoned: true, version: { state: 'tombstoned' } });
    const edit = await me.agent.patch(EVIDENCE_API.detail(evidenceId), { title: 'Back again' });
    expect(errorOf(edit).code).toBe('E_INVALID_STATE');
    expect(errorOf(await me.agent.post(EVIDENCE_API.withdraw(evidenceId))).code).toBe('E_INVALID_STATE');
    const pro = await user('professional');
    await t.database.db
      .insertInto('user_profiles')
      .values({ user_id: pro.user.id, is_verified: true })
      .execute();
    const seen = await detailOf(pro.agent, evidenceId);
    expect(seen.viewer).toMatchObject({ canUpvote: false, canMarkUseful: false, allowedActions: [] });
  });
});

describe('a finalized version cannot change, beyond the API', () => {
  it('the database refuses an UPDATE or DELETE of a finalized version', async () => {
    const me = await user();
    const { evidenceId, versionId } = await finalizedEvidence(me.agent);
    const db = t.database.db;
    await expect(
      db
        .updateTable('evidence_versions')
        .set({ summary: 'Rewritten history' })
        .where('id', '=', versionId)
        .execute(),
    ).rejects.toThrow(/E_INVALID_STATE/);
    await expect(
      db
        .updateTable('evidence_versions')
        .set({ hash: '0'.repeat(64) })
        .where('id', '=', versionId)
        .execute(),
    ).rejects.toThrow(/E_INVALID_STATE/);
    await expect(db.deleteFrom('evidence_versions').where('id', '=', versionId).execute()).rejects.toThrow(
      /E_INVALID_STATE/,
    );
    // A state move (co-signs) is still allowed by the guard.
    await db
      .updateTable('evidence_versions')
      .set({ state: 'cosigned' })
      .where('id', '=', versionId)
      .execute();
    const detail = await detailOf(me.agent, evidenceId);
    expect(recompute(detail)).toBe(detail.version.hash);
  });

  it('forced around the guard, the change no longer verifies', async () => {
    const me = await user();
    const { evidenceId, versionId } = await finalizedEvidence(me.agent);
    const db = t.database.db;
    await sql`alter table evidence_versions disable trigger evidence_versions_guard`.execute(db);
    try {
      await db
        .updateTable('evidence_versions')
        .set({ summary: 'Forged' })
        .where('id', '=', versionId)
        .execute();
    } finally {
      await sql`alter table evidence_versions enable trigger evidence_versions_guard`.execute(db);
    }
    const detail = await detailOf(me.agent, evidenceId);
    expect(detail.version.summary).toBe('Forged');
    expect(recompute(detail)).not.toBe(detail.version.hash);
  });
});
