// The verifier's core (tools/verify-proof-pack/core.mjs): the same code the CLI runs, here in the
// browser. Dynamic import: it loads with the /proof/verify page's check, never with the entry.
import type { PackResult } from '../../../../../../tools/verify-proof-pack/core.mjs';

export type { PackCheck, PackResult } from '../../../../../../tools/verify-proof-pack/core.mjs';

/** A file's bytes exactly as stored (FileReader: every browser, and jsdom in the tests). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Verifies a pack file's bytes in this browser (nothing is sent anywhere). */
export async function verifyPackFile(file: Blob): Promise<PackResult> {
  const [{ verifyPack }, bytes] = await Promise.all([
    import('../../../../../../tools/verify-proof-pack/core.mjs'),
    bytesOf(file),
  ]);
  return verifyPack(bytes);
}
