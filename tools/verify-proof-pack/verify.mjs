#!/usr/bin/env node
// Verifies an IBH proof pack offline (docs/proof-pack.md).
//   npx ./tools/verify-proof-pack pack.ibhproof.json [--keys keys.json | --online]
//   node tools/verify-proof-pack/verify.mjs pack.ibhproof.json [--keys keys.json | --online]
// Exit code: 0 verified, 1 a check failed, 2 the command could not run (no file, bad arguments).
import { readFile } from 'node:fs/promises';
import { keysFrom, verifyPack } from './core.mjs';

const USAGE = 'usage: verify-proof-pack <pack.ibhproof.json> [--keys <keys.json> | --online]';

async function trustedKeys(args, pack) {
  const at = args.indexOf('--keys');
  if (at >= 0) {
    const file = args[at + 1];
    if (!file) throw new Error(USAGE);
    return { keys: keysFrom(JSON.parse(await readFile(file, 'utf8'))), source: file };
  }
  if (args.includes('--online')) {
    const url = pack?.keysUrl;
    if (typeof url !== 'string') throw new Error('the pack names no keys URL');
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return { keys: keysFrom(await res.json()), source: url };
  }
  return { keys: undefined, source: undefined };
}

function peek(bytes) {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--keys');
  if (!file || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  const bytes = new Uint8Array(await readFile(file));
  const { keys, source } = await trustedKeys(args, peek(bytes));
  const result = await verifyPack(bytes, { trustedKeys: keys, trustedSource: source });
  const subject = result.pack?.subject;
  if (subject) {
    console.log(`IBH proof pack: ${subject.kind} ${subject.id} "${subject.title ?? ''}"`);
    console.log(`issued ${result.pack.issuedAt} by ${result.pack.issuer}`);
  }
  for (const c of result.checks) console.log(`${c.status === 'ok' ? 'OK  ' : 'FAIL'} ${c.item}: ${c.detail}`);
  const failed = result.checks.filter((c) => c.status !== 'ok').length;
  console.log(
    failed === 0
      ? `VERIFIED: ${result.checks.length} checks passed`
      : `NOT VERIFIED: ${failed} of ${result.checks.length} checks failed`,
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`error: ${error.message}`);
    process.exitCode = 2;
  },
);
