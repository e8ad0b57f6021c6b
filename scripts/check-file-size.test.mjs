import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFileSize, lineCount } from './check-file-size.mjs';

const script = fileURLToPath(new URL('./check-file-size.mjs', import.meta.url));
const roots = [];

/** A throwaway tree of `lines` lines per file: { 'apps/…': 301 }. */
function tree(sizes) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-file-size-'));
  roots.push(root);
  for (const [file, lines] of Object.entries(sizes)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, 'const x = 1;\n'.repeat(lines));
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-file-size', () => {
  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('refuses a source file of 301 lines and names it, passes one of 300 and long tests', () => {
    const root = tree({
      'apps/server/src/long.ts': 301,
      'apps/server/src/ok.ts': 300,
      'apps/server/test/support.ts': 400,
      'apps/server/src/long.test.ts': 900,
      'e2e/flow.spec.ts': 900,
      'apps/web/node_modules/pkg/index.js': 900,
    });
    expect(checkFileSize(root, { allowlist: [] }).tooLong).toEqual([
      { file: 'apps/server/src/long.ts', lines: 301 },
      { file: 'apps/server/test/support.ts', lines: 400 },
    ]);
    let failure;
    try {
      execFileSync(process.execPath, [script, root], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('apps/server/src/long.ts: 301 lines');
  });

  it('lets an allow-listed file pass and reports an entry that is no longer too long', () => {
    const root = tree({ 'apps/a.ts': 350, 'apps/b.ts': 10 });
    expect(checkFileSize(root, { allowlist: ['apps/a.ts', 'apps/b.ts'] })).toEqual({
      tooLong: [],
      stale: ['apps/b.ts'],
    });
  });
});
