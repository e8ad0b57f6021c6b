// Verifies an IBH proof pack without the server: the CLI (verify.mjs) and the web's /verify page
// both run this. Plain ESM, no dependencies: WebCrypto (Ed25519, SHA-256) and TextEncoder only.
import {
  byteLength,
  canonicalJson,
  fromBase64Url,
  keyThumbprint,
  PACK_FORMAT,
  packFileText,
  sha256Hex,
  signedText,
  versionText,
} from './pack-bytes.mjs';
import { packItems } from './pack-items.mjs';

export { packItems } from './pack-items.mjs';
export { canonicalJson, keyThumbprint, PACK_FORMAT, packFileText, sha256Hex, signedText, versionText };

const cut = (hash) => (typeof hash === 'string' && hash.length > 16 ? `${hash.slice(0, 12)}…` : String(hash));

/** Index of the first UTF-8 error in `bytes`, or -1. */
function utf8ErrorAt(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const n =
      b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return -1;
}

/** Character index of the first JSON syntax error in `s`, or -1 (JSON.parse's messages do not say where). */
export function jsonErrorAt(s) {
  let i = 0;
  const fail = () => {
    throw i;
  };
  const ws = () => {
    while (i < s.length && ' \t\n\r'.includes(s[i])) i++;
  };
  const word = (w) => {
    let k = 0;
    while (k < w.length && s[i + k] === w[k]) k++;
    i += k;
    if (k < w.length) fail();
  };
  const string = () => {
    i++;
    for (;;) {
      const c = s[i];
      if (c === undefined || c < ' ') fail();
      if (c === '"') return void i++;
      if (c !== '\\') {
        i++;
        continue;
      }
      i++;
      if (s[i] !== undefined && '"\\/bfnrt'.includes(s[i])) i++;
      else if (s[i] === 'u') {
        i++;
        for (let k = 0; k < 4; k++, i++) if (!/[0-9a-fA-F]/.test(s[i] ?? '')) fail();
      } else fail();
    }
  };
  const value = () => {
    ws();
    const c = s[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (s[i] === close) return void i++;
      for (;;) {
        if (c === '{') {
          ws();
          if (s[i] !== '"') fail();
          string();
          ws();
          if (s[i] !== ':') fail();
          i++;
        }
        value();
        ws();
        if (s[i] === ',') i++;
        else if (s[i] === close) return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return word('true');
    if (c === 'f') return word('false');
    if (c === 'n') return word('null');
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = i;
    if (!number.test(s) || number.lastIndex === i) fail();
    i = number.lastIndex;
  };
  try {
    value();
    ws();
    if (i < s.length) fail();
    return -1;
  } catch (at) {
    return typeof at === 'number' ? at : 0;
  }
}

/** Reads a keys document (the well-known file or a saved copy): its Ed25519 keys by id. */
export function keysFrom(doc) {
  const keys = Array.isArray(doc?.keys) ? doc.keys : [];
  return keys.filter((k) => k && typeof k.kid === 'string' && typeof k.x === 'string');
}

async function checkKey(pack, trusted, source, out) {
  const embedded = pack.publicKey;
  const thumb = embedded ? await keyThumbprint(embedded) : null;
  if (thumb !== pack.keyId) {
    out.push({ status: 'fail', item: 'key', detail: `the key carried in the pack is not key ${pack.keyId}` });
  }
  if (!trusted) {
    if (thumb === pack.keyId) {
      out.push({
        status: 'ok',
        item: 'key',
        detail: `${pack.keyId}: the key carried in the pack (not checked against a published list: pass --keys, --online or compare with ${pack.keysUrl ?? 'the issuer'})`,
      });
    }
    return embedded;
  }
  const known = trusted.find((k) => k.kid === pack.keyId);
  if (!known) {
    out.push({ status: 'fail', item: 'key', detail: `${pack.keyId} is not in ${source}` });
    return embedded;
  }
  const retired = known.retiredAt ? `; retired ${known.retiredAt}` : '';
  if (known.retiredAt && String(pack.issuedAt) > String(known.retiredAt)) {
    out.push({
      status: 'fail',
      item: 'key',
      detail: `${pack.keyId} was retired before the pack was issued${retired}`,
    });
  } else if (embedded && embedded.x !== known.x) {
    out.push({
      status: 'fail',
      item: 'key',
      detail: `the pack carries another key than ${source} names ${pack.keyId}`,
    });
  } else {
    out.push({ status: 'ok', item: 'key', detail: `${pack.keyId}: published in ${source}${retired}` });
  }
  return { kty: 'OKP', crv: 'Ed25519', x: known.x };
}

async function checkSignature(pack, key, out) {
  const signature = fromBase64Url(pack.signature);
  if (signature?.length !== 64) {
    return out.push({
      status: 'fail',
      item: 'signature',
      detail: 'not a 64-byte Ed25519 signature (base64url)',
    });
  }
  let publicKey;
  try {
    publicKey = await crypto.subtle.importKey(
      'jwk',
      { kty: 'OKP', crv: 'Ed25519', x: key?.x },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
  } catch (error) {
    const unsupported = /algorithm|support/i.test(String(error?.message ?? error));
    return out.push({
      status: 'fail',
      item: 'signature',
      detail: unsupported
        ? 'this browser or Node cannot check Ed25519 signatures'
        : 'the public key is not an Ed25519 key',
    });
  }
  const data = new TextEncoder().encode(signedText(pack));
  const valid = await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signature, data);
  out.push(
    valid
      ? { status: 'ok', item: 'signature', detail: 'Ed25519 over the whole pack' }
      : { status: 'fail', item: 'signature', detail: 'does not match: the pack changed since it was signed' },
  );
}

async function checkItems(pack, out) {
  const digests = pack.digests && typeof pack.digests === 'object' ? pack.digests : {};
  const items = packItems(pack);
  const seen = new Set();
  const evidence = Array.isArray(pack.evidence) ? pack.evidence : [];
  for (const item of items) {
    seen.add(item.key);
    const problems = [];
    const computed = await sha256Hex(canonicalJson(item.value));
    const listed = digests[item.key];
    if (listed === undefined) problems.push('not in the signed digest list');
    else if (listed !== computed)
      problems.push(`changed since signing (digest listed ${cut(listed)}, computed ${cut(computed)})`);
    const at = item.key.match(/^\/evidence\/(\d+)\/versions\/(\d+)$/);
    let detail = '';
    if (at) {
      const entry = evidence[Number(at[1])];
      const versions = entry.versions;
      const v = versions[Number(at[2])];
      const hash = await sha256Hex(versionText(entry.id, v ?? {}));
      if (hash !== v?.hash) problems.push(`hash mismatch (stored ${cut(v?.hash)}, computed ${cut(hash)})`);
      const previous = versions[Number(at[2]) - 1];
      if (!previous && (v?.prevHash ?? null) !== null)
        problems.push(`prevHash ${cut(v.prevHash)} but it is the first version`);
      if (previous && v?.prevHash !== previous.hash) {
        problems.push(
          `prevHash ${cut(v?.prevHash)} does not link to version ${previous.version} (${cut(previous.hash)})`,
        );
      }
      detail = `hash ${cut(v?.hash)}, ${previous ? `links to version ${previous.version}` : 'first in the chain'}`;
    }
    out.push(
      problems.length
        ? { status: 'fail', item: item.label, detail: problems.join('; ') }
        : { status: 'ok', item: item.label, detail: detail || 'as signed' },
    );
  }
  for (const key of Object.keys(digests)) {
    if (!seen.has(key))
      out.push({ status: 'fail', item: key, detail: 'listed as signed but missing from the pack' });
  }
}

/**
 * Verifies a pack's bytes (or text). `trustedKeys` (from keysFrom) makes the key check strict;
 * without it the key the pack carries is used and the result says so. Every check runs even
 * when an earlier one fails, so a changed byte is named by the item it sits in.
 */
export async function verifyPack(input, options = {}) {
  const checks = [];
  const done = (pack = null) => ({ ok: checks.every((c) => c.status === 'ok'), pack, checks });
  let text = input;
  if (typeof input !== 'string') {
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
    const bad = utf8ErrorAt(bytes);
    if (bad >= 0) {
      checks.push({ status: 'fail', item: 'file', detail: `the file is not valid UTF-8 at byte ${bad}` });
      return done();
    }
    text = new TextDecoder().decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let pack;
  try {
    pack = JSON.parse(text);
  } catch {
    const at = Math.max(0, jsonErrorAt(text));
    checks.push({
      status: 'fail',
      item: 'file',
      detail: `the file is not valid JSON at byte ${byteLength(text.slice(0, at))}`,
    });
    return done();
  }
  if (!pack || typeof pack !== 'object' || Array.isArray(pack) || pack.format !== PACK_FORMAT) {
    checks.push({
      status: 'fail',
      item: 'format',
      detail: `not an IBH proof pack (format should be ${PACK_FORMAT})`,
    });
    return done();
  }
  const issued = packFileText(pack);
  if (issued === text || issued === `${text}\n`) {
    checks.push({ status: 'ok', item: 'file', detail: 'valid JSON, laid out as issued' });
  } else {
    let i = 0;
    while (i < text.length && text[i] === issued[i]) i++;
    checks.push({
      status: 'fail',
      item: 'file',
      detail: `byte ${byteLength(text.slice(0, i))} differs from the layout the pack was issued in (whitespace or escaping changed)`,
    });
  }
  const key = await checkKey(pack, options.trustedKeys, options.trustedSource ?? 'the keys file', checks);
  await checkSignature(pack, key, checks);
  await checkItems(pack, checks);
  return done(pack);
}
