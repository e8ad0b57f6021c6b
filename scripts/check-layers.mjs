// `node scripts/check-layers.mjs`: the layering rules Biome cannot express (run by `npm run lint`).
//
// Biome's noRestrictedImports matches the import specifier as written, per `overrides` glob; it has no
// way to say "any feature other than the one this file is in", and relative specifiers (`../../ideas/x`)
// slip past path patterns. So this small checker resolves every import and applies the rules:
//
//   web-feature   apps/web/src/features/<a>/** never imports apps/web/src/features/<b>/** (b ≠ a).
//                 Pages in apps/web/src/app compose features; shared pieces live in components/ or lib/.
//   web-shared    apps/web/src/components/** and apps/web/src/lib/** import no feature.
//   server-module apps/server/src/modules/<a>/** never imports another module's *.repo.ts or *.tables.ts;
//                 it may import that module's actions, policy or public index.
//   platform      apps/server/src/platform/** imports no module (apps/server/src/modules/**).
//   table-owner   apps/server/src/modules/<a>/** queries no table another module (or platform) owns
//                 (scripts/table-owner.mjs: the owners are read from the *.tables.ts files).
//   module-cycle  no cycle of imports between server modules (scripts/module-cycles.mjs).
//
// Dependency-free on purpose: a regex over import/export-from specifiers in .ts/.tsx files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleCycles } from './module-cycles.mjs';
import { TABLE_ALLOWLIST } from './table-owner.allowlist.mjs';
import { foreignTables, isCheckedFile, tableOwners } from './table-owner.mjs';

/**
 * Known violations being fixed on other branches of issue 11. Each entry is one importing file and one
 * imported file (repo-relative, as reported). Remove the entry once the fix is merged; an entry that no
 * longer matches anything is reported so the list cannot rot.
 */
export const ALLOWLIST = [];

const SOURCE_EXT = /\.(?:ts|tsx|mts|cts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path.join(dir, entry.name), out);
    } else if (SOURCE_EXT.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** Blank out comments so commented-out imports do not count; strings keep their length and content. */
function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g, (match, lead) =>
    lead === undefined ? match.replace(/[^\n]/g, ' ') : lead + ' '.repeat(match.length - lead.length),
  );
}

const SPECIFIER_PATTERNS = [
  // import x from '…'; import { a } from '…'; import type { T } from '…'; export { a } from '…'; export * from '…'
  /(?:^|[;\s}])(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"\n]+)['"]/g,
  // import '…' (side effect)
  /(?:^|[;\s])import\s*['"]([^'"\n]+)['"]/g,
  // import('…'), vi.mock('…') / vi.importActual('…') name a module just as much
  /\b(?:import|vi\.mock|vi\.doMock|vi\.importActual)\s*\(\s*['"]([^'"\n]+)['"]/g,
];

/** Every module specifier in a source text, with its 1-based line. */
export function importSpecifiers(source) {
  const text = stripComments(source);
  const found = new Map();
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index + match[0].lastIndexOf(match[1]);
      if (!found.has(at)) found.set(at, match[1]);
    }
  }
  return [...found.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([at, specifier]) => ({ specifier, line: text.slice(0, at).split('\n').length }));
}

const toPosix = (p) => p.split(path.sep).join('/');

/** Repo-relative path an import points at (without guessing the extension), or null for packages. */
function resolveSpecifier(root, fromFile, specifier) {
  if (specifier.startsWith('.'))
    return toPosix(path.relative(root, path.resolve(path.dirname(fromFile), specifier)));
  const rel = toPosix(path.relative(root, fromFile));
  if (specifier.startsWith('@/') && rel.startsWith('apps/web/')) return `apps/web/src/${specifier.slice(2)}`;
  return null;
}

const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const WEB_SHARED = /^apps\/web\/src\/(?:components|lib)\//;
const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const SERVER_PLATFORM = /^apps\/server\/src\/platform\//;
const REPO_OR_TABLES = /\.(?:repo|tables)(?:\.[cm]?[jt]sx?)?$/;

/** The rule an import breaks, or null. `from` and `to` are repo-relative posix paths. */
export function brokenRule(from, to) {
  const toFeature = `${to}/`.match(WEB_FEATURE);
  const fromFeature = from.match(WEB_FEATURE);
  if (fromFeature && toFeature && fromFeature[1] !== toFeature[1]) {
    return {
      rule: 'web-feature',
      message: `feature "${fromFeature[1]}" imports feature "${toFeature[1]}"; move the shared piece to components/ or lib/, or compose both in a page under app/`,
    };
  }
  if (WEB_SHARED.test(from) && toFeature) {
    return {
      rule: 'web-shared',
      message: `shared code imports feature "${toFeature[1]}"; components/ and lib/ sit below features`,
    };
  }
  const fromModule = from.match(SERVER_MODULE);
  const toModule = `${to}/`.match(SERVER_MODULE);
  if (fromModule && toModule && fromModule[1] !== toModule[1] && REPO_OR_TABLES.test(to)) {
    return {
      rule: 'server-module',
      message: `module "${fromModule[1]}" imports module "${toModule[1]}"'s ${path.basename(to)}; call its actions or public index, or move the shared piece to db/ or platform/`,
    };
  }
  if (SERVER_PLATFORM.test(from) && toModule) {
    return {
      rule: 'platform',
      message: `platform imports module "${toModule[1]}"; platform/ depends on no module (give it a port the module fills)`,
    };
  }
  return null;
}

const stripExt = (p) => p.replace(/\.(?:[cm]?[jt]sx?)$/, '');

function allowed(allowlist, from, to) {
  return allowlist.find((entry) => entry.from === from && stripExt(entry.to) === stripExt(to));
}

/**
 * Check every source file under `root`/apps. Returns the violations (not allowlisted) and the
 * allowlist entries that matched nothing.
 */
export function checkLayers(root, { allowlist = ALLOWLIST, tableAllowlist = [] } = {}) {
  const files = walk(path.join(root, 'apps'), []);
  const violations = [];
  const used = new Set();
  const edges = [];
  const { owners, duplicates } = tableOwners(root);
  for (const { table, files: where } of duplicates) {
    violations.push({
      file: where[1],
      line: 1,
      specifier: table,
      rule: 'table-owner',
      message: `table "${table}" is also declared in ${where[0]}; a table has one owner`,
    });
  }
  for (const file of files) {
    const from = toPosix(path.relative(root, file));
    if (
      !WEB_FEATURE.test(from) &&
      !WEB_SHARED.test(from) &&
      !SERVER_MODULE.test(from) &&
      !SERVER_PLATFORM.test(from)
    )
      continue;
    const source = readFileSync(file, 'utf8');
    if (isCheckedFile(from)) violations.push(...foreignTables(from, source, owners, tableAllowlist, used));
    for (const { specifier, line } of importSpecifiers(source)) {
      const to = resolveSpecifier(root, file, specifier);
      if (!to) continue;
      if (SERVER_MODULE.test(from)) edges.push({ from, to, line, specifier });
      const broken = brokenRule(from, to);
      if (!broken) continue;
      const entry = allowed(allowlist, from, to);
      if (entry) {
        used.add(entry);
        continue;
      }
      violations.push({ file: from, line, specifier, ...broken });
    }
  }
  violations.push(...moduleCycles(edges));
  return {
    violations,
    staleAllowlist: [...allowlist, ...tableAllowlist].filter((entry) => !used.has(entry)),
  };
}

export function formatReport({ violations, staleAllowlist }) {
  const lines = violations.map((v) =>
    v.rule === 'table-owner'
      ? `${v.file}:${v.line}  [table-owner] names '${v.specifier}': ${v.message}`
      : `${v.file}:${v.line}  [${v.rule}] imports '${v.specifier}': ${v.message}`,
  );
  for (const entry of staleAllowlist) {
    lines.push(
      entry.table
        ? `scripts/table-owner.allowlist.mjs  stale entry ${entry.file} -> table ${entry.table}: remove it`
        : `scripts/check-layers.mjs  stale allowlist entry ${entry.from} -> ${entry.to}: remove it`,
    );
  }
  return lines.join('\n');
}

function main() {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const root = path.resolve(process.argv[2] ?? repoRoot);
  // The allowlist names this repo's files; another tree (a test fixture) is checked without it.
  const allowlist = root === repoRoot ? ALLOWLIST : [];
  const tableAllowlist = root === repoRoot ? TABLE_ALLOWLIST : [];
  if (!statSync(path.join(root, 'apps'), { throwIfNoEntry: false })) {
    console.error(`check-layers: no apps/ under ${root}`);
    process.exit(2);
  }
  const result = checkLayers(root, { allowlist, tableAllowlist });
  const problems = result.violations.length + result.staleAllowlist.length;
  if (problems > 0) {
    console.error(formatReport(result));
    console.error(
      `\ncheck-layers: ${result.violations.length} layering violation(s), ${result.staleAllowlist.length} stale allowlist entr(y/ies)`,
    );
    process.exit(1);
  }
  console.log(
    `check-layers: layering OK (${allowlist.length} allowlisted import(s), ${tableAllowlist.length} allowlisted foreign table read(s) pending a move to their owner)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
