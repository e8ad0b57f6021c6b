#!/usr/bin/env node
/**
 * Bundle budget check for apps/web (run after `vite build`).
 * - First route: the entry chunk plus the home page chunk and all their static imports.
 * - Each lazy chunk: the chunk plus its static imports that are not loaded before it (the entry's,
 *   and those of every chunk that imports it lazily).
 * Sizes are gzipped JavaScript; exits 1 when a budget is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const FIRST_ROUTE_BUDGET = 172 * KB; // issue 20; decisions 107, 126 and 163
// One lucide chunk (decision 110) adds its 10 KB to lazy routes and saves them 10-20 requests.
const LAZY_ROUTE_BUDGET = 64 * KB; // decision 126
const HOME_PAGE = 'src/app/routes/home/home-page.tsx';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}. Run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzCache = new Map();
function gzSize(file) {
  if (!file.endsWith('.js')) return 0;
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}

/** The chunk and everything it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const total = (keys) => [...keys].reduce((sum, key) => sum + gzSize(manifest[key].file), 0);
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('No entry chunk in the manifest.');
  process.exit(1);
}
const entryKeys = closure(entryKey);
if (!manifest[HOME_PAGE]) {
  console.error(`The home page (${HOME_PAGE}) is not a chunk of its own.`);
  process.exit(1);
}
const firstRoute = closure(HOME_PAGE, new Set(entryKeys));

const rows = [
  {
    name: `first route (${entryKey} + home)`,
    files: firstRoute.size,
    size: total(firstRoute),
    budget: FIRST_ROUTE_BUDGET,
  },
];
/**
 * What is surely loaded before a lazy chunk: the entry, and what every chunk that imports it lazily
 * loaded with itself (a chunk opened from a page, such as an editor, comes after that page).
 */
function loadedBefore(key) {
  const importers = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
  const loaded = new Set(entryKeys);
  if (importers.length === 0) return loaded;
  const [first, ...rest] = importers.map((k) => closure(k));
  for (const dep of first ?? []) if (rest.every((c) => c.has(dep))) loaded.add(dep);
  return loaded;
}

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const before = loadedBefore(key);
  const own = [...closure(key)].filter((dep) => !before.has(dep));
  rows.push({ name: key, files: own.length, size: total(own), budget: LAZY_ROUTE_BUDGET });
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'chunk'.padEnd(width)}  files      gzip    budget  status`);
let failed = 0;
for (const row of rows.sort((a, b) => b.size - a.size)) {
  const ok = row.size <= row.budget;
  if (!ok) failed += 1;
  console.log(
    `${row.name.padEnd(width)}  ${String(row.files).padStart(5)}  ${fmt(row.size).padStart(8)}  ${fmt(row.budget).padStart(8)}  ${ok ? 'ok' : 'OVER'}`,
  );
}
if (failed > 0) {
  console.error(`\n${failed} chunk(s) over budget.`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} chunks within budget.`);
