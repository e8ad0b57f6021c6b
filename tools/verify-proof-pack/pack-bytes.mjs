// The byte-level pieces of an IBH proof pack, shared by the server (which issues packs) and the
// verifier (CLI and browser). Plain ESM, no dependencies: WebCrypto and TextEncoder only.

/** The pack's format name. */
export const PACK_FORMAT = 'ibh-proof-pack-v1';

/** The canonical evidence version format (docs/evidence-hash.md). */
export const VERSION_FORMAT = 'ibh-evidence-v1';

/** JSON with object keys sorted at every level, no whitespace, arrays in order (as evidence hashes use). */
export function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The canonical text of a version as the pack carries it; its SHA-256 is the version's hash. */
export function versionText(evidenceId, v) {
  const list = (x) => (Array.isArray(x) ? x : []);
  return canonicalJson({
    format: VERSION_FORMAT,
    evidenceId,
    version: v.version,
    title: v.title,
    summary: v.summary,
    interviews: list(v.interviews).map((i) => ({
      number: i?.number,
      question: i?.question,
      answer: i?.answer,
      who: i?.who ?? null,
      channel: i?.channel ?? null,
      learning: i?.learning ?? null,
    })),
    artifacts: list(v.artifacts).map((a) => ({
      type: a?.type,
      url: a?.url ?? null,
      name: a?.name ?? null,
      contentHash: a?.contentHash ?? null,
    })),
    prevHash: v.prevHash ?? null,
  });
}

const utf8 = (text) => new TextEncoder().encode(text);

/** SHA-256 of a text's UTF-8 bytes, lowercase hex. */
export async function sha256Hex(text) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function toBase64Url(bytes) {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of a base64url text, or null when it is not one. */
export function fromBase64Url(text) {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** RFC 7638 thumbprint of an Ed25519 public key (JWK kty OKP): the pack's key id. */
export async function keyThumbprint(jwk) {
  const text = canonicalJson({ crv: jwk?.crv, kty: jwk?.kty, x: jwk?.x });
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text)));
  return toBase64Url(digest);
}

/** The bytes the signature covers: the canonical JSON of the whole pack except `signature`. */
export function signedText(pack) {
  const { signature: _signature, ...rest } = pack;
  return canonicalJson(rest);
}

/** The file as issued: two-space JSON in the pack's key order and a final newline. */
export function packFileText(pack) {
  return `${JSON.stringify(pack, null, 2)}\n`;
}

/** UTF-8 length of a text (a character offset into a byte offset). */
export const byteLength = (text) => utf8(text).length;
