import { generateKeyPairSync } from 'node:crypto';
import {
  EVIDENCE_TEXT,
  IDEA_API,
  PROOF_PACK_API,
  PROOF_PACK_ENDPOINTS,
  PROOF_PACK_TEXT,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { keysFrom, verifyPack } from '../../../../../tools/verify-proof-pack/core.mjs';
import { createAgent, errorOf } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { createEvidence, evidenceCast, finalizedEvidence } from '../evidence/evidence.test-kit.ts';
import {
  CHANGED_SETUP,
  evidencePack,
  packOf,
  publishedKeySet,
  richEvidence,
  SETUP,
} from './proof-pack.test-kit.ts';
import { activeSigningKey, rotateProofKey } from './signing-keys.ts';

const t = useTestApp();

async function verifiedAgainstPublished(text: string) {
  const keys = keysFrom(await publishedKeySet(createAgent(t.app)));
  return verifyPack(text, { trustedKeys: keys, trustedSource: 'the published keys' });
}

describe('an evidence proof pack', () => {
  it('holds both versions with their chain, the sprint as pre-registered with its diff, co-signs and attestations', async () => {
    const { cast, evidenceId, sprintId } = await richEvidence(t.app, t.database.db);
    const res = await cast.anonymous.get(PROOF_PACK_API.evidence(evidenceId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ibh-evidence-${evidenceId.slice(0, 8)}.ibhproof.json"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pack = res.json();
    expect(pack).toMatchObject({
      format: 'ibh-proof-pack-v1',
      issuer: t.config.publicUrl,
      keysUrl: `${t.config.publicUrl}/.well-known/ibh-proof-keys.json`,
      subject: { kind: 'evidence', id: evidenceId },
    });
    const [item] = pack.evidence;
    expect(item.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(item.versions[0].prevHash).toBeNull();
    expect(item.versions[1].prevHash).toBe(item.versions[0].hash);
    expect(item.versions[1].summary).toBe('Eight of eight clinics would pay monthly.');
    expect(item.cosigns).toEqual([
      expect.objectContaining({
        signer: { id: cast.verifiedPro.user.id, name: 'Vera Verified' },
        note: 'Checked the call notes.',
        status: 'cosigned',
        versionId: item.versions[1].versionId,
      }),
    ]);
    expect(item.attestations).toEqual([
      expect.objectContaining({ clarity: 'strong', feasibility: 'good', publicNote: 'Solid method.' }),
    ]);
    expect(item.sprint).toMatchObject({
      id: sprintId,
      registeredSetup: SETUP,
      setup: CHANGED_SETUP,
      revisions: [{ before: SETUP, after: CHANGED_SETUP }],
      cosigns: [{ pro: { id: cast.verifiedPro.user.id, name: 'Vera Verified' }, status: 'accepted' }],
    });
    expect(item.sprint.setupRegisteredAt).not.toBeNull();
    expect(item.sprint.interviews).toHaveLength(8);
    // Never a private note: the attestation's, the sprint interviews'.
    expect(res.body).not.toContain('Ask about churn.');
    expect(res.body).not.toContain('Private: called back twice');
    const result = await verifiedAgainstPublished(res.body);
    expect(result.checks.filter((c) => c.status !== 'ok')).toEqual([]);
    expect(result.checks.map((c) => c.item)).toEqual(
      expect.arrayContaining([
        'signature',
        `evidence ${evidenceId} version 2`,
        `evidence ${evidenceId} co-sign 1 by Vera Verified (${cast.verifiedPro.user.id})`,
        expect.stringContaining(`evidence ${evidenceId} sprint`),
      ]),
    );
  });

  it('answers like the evidence read: unknown and hidden alike, a draft has nothing to prove', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const hidden = await finalizedEvidence(cast.owner.agent, { scope: 'private' });
    const anonymous = await cast.anonymous.get(PROOF_PACK_API.evidence(hidden.evidenceId));
    expect(anonymous.statusCode).toBe(404);
    expect(errorOf(anonymous).message).toBe(EVIDENCE_TEXT.notFound);
    const unknown = await cast.anonymous.get(PROOF_PACK_API.evidence(crypto.randomUUID()));
    expect([unknown.statusCode, errorOf(unknown).message]).toEqual([404, EVIDENCE_TEXT.notFound]);
    const stranger = await cast.stranger.agent.get(PROOF_PACK_API.evidence(hidden.evidenceId));
    expect([stranger.statusCode, errorOf(stranger).code]).toEqual([403, 'E_NOT_VISIBLE']);
    expect((await cast.owner.agent.get(PROOF_PACK_API.evidence(hidden.evidenceId))).statusCode).toBe(200);

    const draft = await createEvidence(cast.owner.agent);
    const refused = await cast.owner.agent.get(PROOF_PACK_API.evidence(draft.evidenceId));
    expect([refused.statusCode, errorOf(refused).message]).toEqual([409, PROOF_PACK_TEXT.nothingToProve]);
    expect((await cast.stranger.agent.get(PROOF_PACK_API.evidence(draft.evidenceId))).statusCode).toBe(403);
    expect((await cast.owner.agent.get(PROOF_PACK_API.evidence('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('an idea proof pack', () => {
  it("holds the idea's evidence the viewer may read; a private idea answers like an unknown one", async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const context = { kind: 'idea' as const, id: cast.ideaId };
    const open = await finalizedEvidence(cast.owner.agent, { context });
    const proOnly = await finalizedEvidence(cast.owner.agent, { context, scope: 'pro_only' });
    const pack = (await packOf(cast.anonymous, PROOF_PACK_API.idea(cast.ideaId))).pack;
    expect(pack.subject).toMatchObject({ kind: 'idea', id: cast.ideaId });
    expect(pack.evidence.map((e) => e.id)).toEqual([open.evidenceId]);
    const forPro = await packOf(cast.verifiedPro.agent, PROOF_PACK_API.idea(cast.ideaId));
    expect(forPro.pack.evidence.map((e) => e.id)).toEqual([proOnly.evidenceId, open.evidenceId]);
    expect((await verifiedAgainstPublished(forPro.text)).ok).toBe(true);

    const secret = await evidenceCast(t.app, t.database.db, 'private');
    await finalizedEvidence(secret.owner.agent, { context: { kind: 'idea', id: secret.ideaId } });
    const readIdea = await secret.stranger.agent.get(IDEA_API.idea(secret.ideaId));
    const readPack = await secret.stranger.agent.get(PROOF_PACK_API.idea(secret.ideaId));
    expect([readPack.statusCode, errorOf(readPack).code]).toEqual([
      readIdea.statusCode,
      errorOf(readIdea).code,
    ]);
    expect((await secret.owner.agent.get(PROOF_PACK_API.idea(secret.ideaId))).statusCode).toBe(200);
    const empty = await cast.owner.agent.get(
      PROOF_PACK_API.idea((await evidenceCast(t.app, t.database.db)).ideaId),
    );
    expect([empty.statusCode, errorOf(empty).message]).toEqual([409, PROOF_PACK_TEXT.nothingToProve]);
  });
});

describe('signing keys', () => {
  it('publishes every key; a pack signed before a rotation still verifies against the published set', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    const before = await evidencePack(cast.anonymous, evidenceId);
    const rotated = await rotateProofKey(t.database.db, new Date());
    const after = await evidencePack(cast.anonymous, evidenceId);
    expect(after.pack.keyId).toBe(rotated.keyId);
    expect(after.pack.keyId).not.toBe(before.pack.keyId);
    const res = await cast.anonymous.get(PROOF_PACK_API.keys);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await cast.anonymous.get(PROOF_PACK_ENDPOINTS.keys.path)).json()).toEqual(res.json());
    const keys = res.json().keys as { kid: string; retiredAt: string | null; kty: string; crv: string }[];
    expect(keys.find((k) => k.kid === before.pack.keyId)?.retiredAt).toEqual(expect.any(String));
    expect(keys.find((k) => k.kid === rotated.keyId)).toMatchObject({
      kty: 'OKP',
      crv: 'Ed25519',
      retiredAt: null,
    });
    expect(JSON.stringify(keys)).not.toMatch(/private|"d":/);
    for (const { text } of [before, after]) {
      const result = await verifiedAgainstPublished(text);
      expect(result.checks.filter((c) => c.status !== 'ok')).toEqual([]);
    }
  });

  it('PROOF_SIGNING_KEY wins and stays published after it changes; two first uses agree on one key', async () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const db = t.database.db;
    const configured = await activeSigningKey(db, pem, new Date());
    expect((await activeSigningKey(db, pem, new Date())).keyId).toBe(configured.keyId);
    const generated = await activeSigningKey(db, undefined, new Date());
    expect(generated.keyId).not.toBe(configured.keyId);
    const keys = (await publishedKeySet(createAgent(t.app))).keys;
    expect(keys.find((k) => k.kid === configured.keyId)?.retiredAt).toEqual(expect.any(String));

    await db.deleteFrom('proof_signing_keys').execute();
    const [a, b] = await Promise.all([
      activeSigningKey(db, undefined, new Date()),
      activeSigningKey(db, undefined, new Date()),
    ]);
    expect(a.keyId).toBe(b.keyId);
    expect(await db.selectFrom('proof_signing_keys').select('key_id').execute()).toEqual([
      { key_id: a.keyId },
    ]);
  });
});
