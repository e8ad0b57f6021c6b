import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SSR_STATE_ID } from '@ibh/contract';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AppConfig } from '../src/platform/config.ts';
import { repoRoot } from './server-process.ts';
import { lazyTestApp, startTestApp, type TestApp } from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server renderer is built once per test run (global-setup.ts). */
    ssrCacheDir: string;
  }
}

function buildRenderer(outDir: string): void {
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'error'],
    { cwd: path.join(repoRoot, 'apps', 'web'), encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the server renderer did not build: ${build.stderr}`);
}

/**
 * The server renderer into `target`: built once per test run into the directory vitest's global
 * setup provides, and copied from there; built in place outside such a run.
 */
function placeRenderer(target: string): void {
  const cache = ssrCacheDir();
  if (!cache) {
    buildRenderer(target);
    return;
  }
  const built = path.join(cache, 'ssr');
  if (!existsSync(built)) {
    const out = mkdtempSync(path.join(cache, 'ssr-build-'));
    buildRenderer(out);
    try {
      renameSync(out, built);
    } catch {
      // Another worker finished the same build first: use its copy.
      rmSync(out, { recursive: true, force: true });
    }
  }
  cpSync(built, target, { recursive: true });
}

function ssrCacheDir(): string | undefined {
  try {
    return inject('ssrCacheDir') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A web dist of index.html, one stylesheet and the real server renderer (`vite build --ssr` of
 * apps/web/src/entry-server.tsx), built for a test in a temporary directory; remove it after.
 * `inRepo`: under test-results/ instead of the system's temporary directory, for a server process
 * of its own, whose Node resolves the renderer's packages (react…) from the repository's node_modules.
 */
export function buildSsrDist(prefix = 'ibh-web-ssr-', options: { inRepo?: boolean } = {}): string {
  const parent = options.inRepo ? path.join(repoRoot, 'test-results', 'tmp') : tmpdir();
  mkdirSync(parent, { recursive: true });
  const dist = mkdtempSync(path.join(parent, prefix));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>IBH</title><script type="module" crossorigin src="/assets/index-E1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-S1.css"></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-E1.js'), 'export {};');
  writeFileSync(path.join(dist, 'assets', 'index-S1.css'), 'body{margin:0}');
  placeRenderer(path.join(dist, '.ssr'));
  return dist;
}

/**
 * For one test file: an SSR web dist (buildSsrDist, `prefix` and `inRepo` as there) and the test app
 * serving it (`config.webDist`), ready before its tests (within `timeoutMs`: the first build of the
 * renderer takes a while), closed and removed after them.
 */
export function useSsrTestApp(
  overrides: Partial<AppConfig> = {},
  options: { prefix?: string; inRepo?: boolean; timeoutMs?: number } = {},
): TestApp {
  let dist: string | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    dist = buildSsrDist(options.prefix, { inRepo: options.inRepo });
    started = await startTestApp({ ...overrides, webDist: dist });
  }, options.timeoutMs);
  afterAll(async () => {
    await started?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return lazyTestApp(() => {
    if (!started) throw new Error('read the test app inside tests: it starts in beforeAll');
    return started;
  });
}

export interface SsrStateJson {
  user: { id: string } | null;
  queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
}

/** The state a server-rendered page hydrates from, or null for the app shell. */
export function ssrState(html: string): SsrStateJson | null {
  const match = new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return match?.[1] ? (JSON.parse(match[1]) as SsrStateJson) : null;
}
