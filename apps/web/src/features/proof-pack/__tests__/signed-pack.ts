import { generateKeyPairSync, sign } from 'node:crypto';
import {
  canonicalJson,
  keyThumbprint,
  packFileText,
  packItems,
  sha256Hex,
  signedText,
  versionText,
} from '../../../../../../tools/verify-proof-pack/core.mjs';

/** A small signed pack (one evidence item, two versions, one co-sign), as the server lays it out. */
export async function signedPackText(): Promise<string> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' });
  const jwk = { kty: 'OKP', crv: 'Ed25519', x: x as string };
  const evidenceId = '7f0c2a4e-5b1d-4c3e-9a8f-1d2e3f4a5b6c';
  const version = async (n: number, summary: string, prevHash: string | null) => {
    const v = {
      versionId: `v${n}`,
      version: n,
      finalizedAt: '2026-11-28T10:00:00.000Z',
      title: 'Clinic interviews',
    };
    const fields = { ...v, summary, interviews: [], artifacts: [], prevHash };
    return { ...fields, hash: await sha256Hex(versionText(evidenceId, fields)) };
  };
  const v1 = await version(1, 'Eight of ten clinics would pay.', null);
  const v2 = await version(2, 'Nine of ten clinics would pay.', v1.hash);
  const subject = { kind: 'evidence', id: evidenceId, title: 'Clinic interviews' };
  const evidence = [
    {
      id: evidenceId,
      versions: [v1, v2],
      cosigns: [
        {
          versionId: 'v2',
          signer: { id: 'u1', name: 'Vera Verified' },
          at: '2026-11-28T11:00:00.000Z',
          status: 'cosigned',
        },
      ],
      attestations: [],
      sprint: null,
    },
  ];
  const digests: Record<string, string> = {};
  for (const item of packItems({ subject, evidence }))
    digests[item.key] = await sha256Hex(canonicalJson(item.value));
  const unsigned = {
    format: 'ibh-proof-pack-v1',
    issuer: 'https://ibh.test',
    issuedAt: '2026-11-28T12:00:00.000Z',
    keyId: await keyThumbprint(jwk),
    publicKey: jwk,
    keysUrl: 'https://ibh.test/.well-known/ibh-proof-keys.json',
    subject,
    evidence,
    digests,
  };
  const signature = sign(null, Buffer.from(signedText(unsigned)), privateKey).toString('base64url');
  return packFileText({ ...unsigned, signature });
}
