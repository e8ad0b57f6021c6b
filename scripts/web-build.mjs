// Builds the web app when dist is missing or older than its sources (a content hash of them).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
  'apps/web/package.json',
];
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.source-hash');

function walk(target, hash) {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) walk(path.join(target, entry), hash);
  } else {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const source of SOURCES) walk(path.join(root, source), hash);
  return hash.digest('hex');
}

export function ensureWebBuild({ force = false } = {}) {
  const wanted = sourceHash();
  const current = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (!force && current === wanted && existsSync(path.join(dist, 'index.html'))) return false;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, wanted);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureWebBuild({ force: process.argv.includes('--force') });
