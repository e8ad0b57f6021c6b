import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROOF_PACK_API, type ProofPack } from '@ibh/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPack } from '../../../../../tools/verify-proof-pack/core.mjs';
import { repoRoot } from '../../../test/server-process.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { richEvidence } from './proof-pack.test-kit.ts';

const run = promisify(execFile);
const VERIFY = path.join(repoRoot, 'tools/verify-proof-pack/verify.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'ibh-proof-'));

/** The verifier CLI as a person runs it: exit code and what it printed. */
async function cli(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [VERIFY, ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** One byte changed: a letter or digit to the next one, anything else with its lowest bit flipped. */
function changed(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  const c = copy[at] as number;
  const alnum = /[0-9a-zA-Z]/.test(String.fromCharCode(c));
  copy[at] = c === 0x39 ? 0x30 : c === 0x7a ? 0x61 : c === 0x5a ? 0x41 : alnum ? c + 1 : c ^ 1;
  return copy;
}

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the proof-pack verifier', () => {
  it('verifies an untouched pack with the server stopped, and names what a changed byte broke', async () => {
    t = await startTestApp();
    const { evidenceId, cast } = await richEvidence(t.app, t.database.db);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [packRes, keysRes] = await Promise.all([
      fetch(`${base}${PROOF_PACK_API.evidence(evidenceId)}`),
      fetch(`${base}${PROOF_PACK_API.keys}`),
    ]);
    expect(packRes.status).toBe(200);
    const bytes = Buffer.from(await packRes.arrayBuffer());
    const keysFile = path.join(dir, 'keys.json');
    writeFileSync(keysFile, Buffer.from(await keysRes.arrayBuffer()));
    await t.close();
    t = undefined;
    await expect(fetch(`${base}${PROOF_PACK_API.keys}`)).rejects.toThrow();

    const file = path.join(dir, 'pack.ibhproof.json');
    writeFileSync(file, bytes);
    const plain = await cli(file);
    expect(plain.code, plain.stdout).toBe(0);
    expect(plain.stdout).toContain('the key carried in the pack');
    expect(plain.stdout).toMatch(/VERIFIED: \d+ checks passed\n$/);
    const strict = await cli(file, '--keys', keysFile);
    expect(strict.stdout).toContain(`published in ${keysFile}`);
    expect(strict.code).toBe(0);

    const text = bytes.toString('utf8');
    const pack = JSON.parse(text) as ProofPack;
    const [item] = pack.evidence;
    const name = `evidence ${evidenceId}`;
    const pro = `Vera Verified (${cast.verifiedPro.user.id})`;
    const at = (needle: string, offset = 0) => {
      const index = text.indexOf(needle);
      expect(index, needle).toBeGreaterThanOrEqual(0);
      return Buffer.byteLength(text.slice(0, index)) + offset;
    };
    const cases: [string, number, string][] = [
      ['a version summary', at('Eight of eight clinics', 3), `${name} version 2`],
      ['a hash', at(`"hash": "${item?.versions[0]?.hash}"`, 20), `${name} version 1`],
      ['a co-sign', at('Checked the call notes.', 2), `${name} co-sign 1 by ${pro}`],
      ['an attestation', at('"publicNote": "Solid method."', 17), `${name} attestation 1 by ${pro}`],
      ['the sprint setup', at('"hypothesis": "', 16), `${name} sprint`],
      ['a sprint co-sign', at('"status": "accepted"', 12), `${name} sprint`],
      ['the subject', at('"title": "', 11), 'subject'],
      ['a digest', at('"/evidence/0/cosigns/0": "', 30), `${name} co-sign 1`],
      ['the issue time', at('"issuedAt": "', 16), 'signature'],
      ['the signature', at('"signature": "', 20), 'signature'],
    ];
    for (const [where, position, item] of cases) {
      const result = await verifyPack(changed(bytes, position));
      const failed = result.checks.filter((c) => c.status === 'fail');
      expect(result.ok, where).toBe(false);
      expect(
        failed.some((c) => c.item.startsWith(item)),
        `${where}: ${JSON.stringify(failed)}`,
      ).toBe(true);
    }
    // Only the signature is named when only the signature changed.
    const signatureOnly = await verifyPack(changed(bytes, at('"signature": "', 20)));
    expect(signatureOnly.checks.filter((c) => c.status === 'fail').map((c) => c.item)).toEqual(['signature']);
    // A structural byte: not JSON, and where.
    const brace = at('"versions": [', 12);
    const broken = await verifyPack(changed(bytes, brace));
    expect(broken.checks).toEqual([
      { status: 'fail', item: 'file', detail: `the file is not valid JSON at byte ${brace}` },
    ]);
    // Layout: a space turned into a tab parses the same, and is still caught.
    const tabbed = Buffer.from(bytes);
    tabbed[at('\n  "issuer"', 1)] = 0x09;
    expect((await verifyPack(tabbed)).checks.filter((c) => c.status === 'fail').map((c) => c.item)).toEqual([
      'file',
    ]);

    // Any byte: a sample across the whole file.
    const step = Math.max(1, Math.floor(bytes.length / 240));
    for (let position = 0; position < bytes.length; position += step) {
      const result = await verifyPack(changed(bytes, position));
      expect(result.ok, `byte ${position}`).toBe(false);
    }

    // The CLI names it too, and exits 1.
    const tampered = path.join(dir, 'tampered.ibhproof.json');
    writeFileSync(tampered, changed(bytes, at('Eight of eight clinics', 3)));
    const out = await cli(tampered, '--keys', keysFile);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain(`FAIL ${name} version 2: changed since signing`);
    expect(out.stdout).toContain('hash mismatch (stored');
    expect(out.stdout).toContain('FAIL signature: does not match: the pack changed since it was signed');
    expect(out.stdout).toMatch(/NOT VERIFIED: \d+ of \d+ checks failed\n$/);
    expect((await cli(path.join(dir, 'missing.json'))).code).toBe(2);
  });
});
