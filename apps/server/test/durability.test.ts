import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ibh-durability-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function startWriter(
  port: number,
): Promise<{ child: ChildProcess; exit: Promise<{ code: number | null; stderr: string }> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/durable-writer.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SECRET_KEY: 'durability-test-secret-0123456789abcdef',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve({ child, exit });
    });
    void exit.then(({ code, stderr: err }) => reject(new Error(`writer exited ${code}: ${err}`)));
  });
}

describe('PGlite durability and locking', () => {
  it('keeps every acknowledged write after SIGKILL mid-stream, and refuses a second process on the same DATA_DIR', async () => {
    const port = await freePort();
    const { child, exit } = await startWriter(port);

    // A second process on the same data directory gets a clear error instead of corrupting it.
    const second = await startWriter(await freePort()).then(
      () => ({ code: 0, stderr: '' }),
      (error: Error) => ({ code: 1, stderr: error.message }),
    );
    expect(second.code).not.toBe(0);
    expect(second.stderr).toMatch(/in use by another IBH process/);

    const acked: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const key = `w${w}-${i}`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/test-probe/write`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ key }),
          });
          if (res.ok) acked.push(key);
        } catch {
          return; // the process died: this write was never acknowledged
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exit;
    expect(acked.length).toBeGreaterThan(50);

    const restartPort = await freePort();
    const restarted = await startWriter(restartPort);
    const res = await fetch(`http://127.0.0.1:${restartPort}/api/test-probe/keys`);
    const { keys } = (await res.json()) as { keys: string[] };
    const stored = new Set(keys);
    const lost = acked.filter((key) => !stored.has(key));
    expect(lost).toEqual([]);
    // A clean stop checkpoints, closes and releases the lock.
    restarted.child.kill('SIGTERM');
    expect((await restarted.exit).code).toBe(0);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
  }, 60_000);
});
