import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { ProofKeys } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import { keyThumbprint } from '../../../../../tools/verify-proof-pack/core.mjs';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';

/** The key that signs packs now: its id (RFC 7638 thumbprint), private half and public JWK. */
export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
}

async function describe(privateKey: KeyObject): Promise<SigningKey> {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('PROOF_SIGNING_KEY is not an Ed25519 key');
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  const jwk = { kty: 'OKP' as const, crv: 'Ed25519' as const, x: x as string };
  return { keyId: await keyThumbprint(jwk), privateKey, jwk };
}

const fromDer = (base64: string) =>
  createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });

/** Key changes wait for each other (two processes starting at once add one key, not two). */
const lockKeys = (trx: Executor) =>
  sql`lock table proof_signing_keys in share row exclusive mode`.execute(trx);

function activeRow(db: Executor) {
  return db.selectFrom('proof_signing_keys').selectAll().where('retired_at', 'is', null).executeTakeFirst();
}

/** Retires the active key and stores `key` as the active one (inside the caller's transaction). */
async function makeActive(trx: Executor, key: SigningKey, privateDer: string | null, now: Date) {
  await trx
    .updateTable('proof_signing_keys')
    .set({ retired_at: now })
    .where('retired_at', 'is', null)
    .where('key_id', '!=', key.keyId)
    .execute();
  await trx
    .insertInto('proof_signing_keys')
    .values({ key_id: key.keyId, public_key: key.jwk.x, private_key: privateDer, created_at: now })
    .onConflict((oc) => oc.column('key_id').doUpdateSet({ retired_at: null }))
    .execute();
}

function generated() {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, der: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64') };
}

/**
 * Adds a new generated signing key and retires the active one; the old public key stays published
 * (packs it signed keep verifying). With PROOF_SIGNING_KEY set, rotate by changing the variable.
 */
export async function rotateProofKey(db: Kysely<DB>, now: Date): Promise<SigningKey> {
  const { privateKey, der } = generated();
  const key = await describe(privateKey);
  await db.transaction().execute(async (trx) => {
    await lockKeys(trx);
    await makeActive(trx, key, der, now);
  });
  return key;
}

/**
 * The active signing key (decision 149): PROOF_SIGNING_KEY when set (its public half recorded, so it
 * stays published after the variable changes); otherwise the stored active key, generated and
 * stored on first use (under a table lock, so two processes agree on one key).
 */
export async function activeSigningKey(
  db: Kysely<DB>,
  configuredPem: string | undefined,
  now: Date,
): Promise<SigningKey> {
  if (configuredPem) {
    const key = await describe(createPrivateKey(configuredPem));
    if ((await activeRow(db))?.key_id !== key.keyId) {
      await db.transaction().execute(async (trx) => {
        await lockKeys(trx);
        if ((await activeRow(trx))?.key_id !== key.keyId) await makeActive(trx, key, null, now);
      });
    }
    return key;
  }
  const stored = await activeRow(db);
  if (stored?.private_key) return describe(fromDer(stored.private_key));
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx);
    const again = await activeRow(trx);
    if (again?.private_key) return describe(fromDer(again.private_key));
    const { privateKey, der } = generated();
    const key = await describe(privateKey);
    await makeActive(trx, key, der, now);
    return key;
  });
}

/** Every key that ever signed a pack, newest first (GET /.well-known/ibh-proof-keys.json). */
export async function publishedKeys(db: Executor, issuer: string): Promise<ProofKeys> {
  const rows = await db
    .selectFrom('proof_signing_keys')
    .select(['key_id', 'public_key', 'created_at', 'retired_at'])
    .orderBy('created_at', 'desc')
    .orderBy('key_id')
    .execute();
  return {
    issuer,
    keys: rows.map((r) => ({
      kty: 'OKP' as const,
      crv: 'Ed25519' as const,
      x: r.public_key,
      kid: r.key_id,
      use: 'sig' as const,
      alg: 'EdDSA' as const,
      createdAt: r.created_at.toISOString(),
      retiredAt: r.retired_at ? r.retired_at.toISOString() : null,
    })),
  };
}
