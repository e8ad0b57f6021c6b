import { detailCanonicalText, type EvidenceDetail } from '@ibh/contract';

/**
 * The Verify button: SHA-256 of the version's canonical form, computed in the browser with Web
 * Crypto from what the page shows, compared with the stored hash (decision 57).
 */
export async function verifyVersion(detail: EvidenceDetail): Promise<boolean> {
  const v = detail.version;
  if (!v.hash) return false;
  const text = detailCanonicalText(detail);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return hex === v.hash;
}
