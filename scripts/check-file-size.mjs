// `node scripts/check-file-size.mjs`: no source file over 300 lines (run by `npm run lint`).
// Tests (*.test.*, *.spec.*) may be longer; test support files (factories, fixtures) may not.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 300;

/** Files allowed past the limit, repo-relative. An entry that is no longer too long is reported. */
export const ALLOWLIST = [
  // Empty: every source file is within the limit. An entry needs a reason beside it.
];

const ROOTS = ['apps', 'packages', 'bench', 'e2e', 'scripts'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);

/** Source files below `dir` (repo-relative, posix), tests and generated folders left out. */
function sourceFiles(root, dir) {
  let names;
  try {
    names = readdirSync(path.join(root, dir), { recursive: true });
  } catch {
    return [];
  }
  return names
    .map((name) => `${dir}/${String(name).split(path.sep).join('/')}`)
    .filter(
      (rel) =>
        SOURCE.test(rel) &&
        !TEST.test(rel) &&
        !rel.endsWith('.d.ts') &&
        !rel.split('/').some((part) => SKIP_DIRS.has(part)),
    );
}

/** Lines as an editor counts them: a final newline does not start another line. */
export function lineCount(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The source files under `root` longer than MAX_LINES, and the allowlist entries that no longer are. */
export function checkFileSize(root, { allowlist = ALLOWLIST } = {}) {
  const tooLong = [];
  const used = new Set();
  for (const base of ROOTS) {
    for (const rel of sourceFiles(root, base)) {
      const lines = lineCount(readFileSync(path.join(root, rel), 'utf8'));
      if (lines <= MAX_LINES) continue;
      if (allowlist.includes(rel)) used.add(rel);
      else tooLong.push({ file: rel, lines });
    }
  }
  tooLong.sort((a, b) => (a.file < b.file ? -1 : 1));
  return { tooLong, stale: allowlist.filter((entry) => !used.has(entry)) };
}

function main() {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const root = path.resolve(process.argv[2] ?? repoRoot);
  const allowlist = root === repoRoot ? ALLOWLIST : [];
  const { tooLong, stale } = checkFileSize(root, { allowlist });
  for (const { file, lines } of tooLong) {
    console.error(`${file}: ${lines} lines; split it by what it holds (at most ${MAX_LINES})`);
  }
  for (const file of stale) {
    console.error(`scripts/check-file-size.mjs: stale allowlist entry ${file}: remove it`);
  }
  if (tooLong.length + stale.length > 0) process.exit(1);
  console.log(
    `check-file-size: every source file at most ${MAX_LINES} lines (${allowlist.length} allowlisted)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
