import type { Storage } from '../src/platform/storage/storage.ts';
/**
 * Resolves once the wall clock has moved past `time` at `resolutionMs` granularity (a file's
 * mtime: 1 ms; S3's Last-Modified: 1000 ms), so the next write is stamped later. Waits for that
 * fact, computed from the timestamp itself, not for a guessed number of milliseconds.
 */
export async function clockPast(time: Date, resolutionMs = 1): Promise<void> {
  const next = (Math.floor(time.getTime() / resolutionMs) + 1) * resolutionMs;
  while (Date.now() < next) {
    await new Promise((resolve) => setTimeout(resolve, next - Date.now()));
  }
}

/**
 * Waits until a file written now gets a later modification time than `key`'s. The file system's
 * clock is coarser than Date.now() (a kernel tick), so passing the wall clock is not enough:
 * a probe file is written until its time has moved on.
 */
export async function storageClockPast(storage: Storage, key: string): Promise<void> {
  const before = (await storage.head(key))?.lastModified.getTime() ?? 0;
  for (;;) {
    await storage.put(PROBE_KEY, Buffer.from('tick'), { contentType: 'text/plain' });
    if (((await storage.head(PROBE_KEY))?.lastModified.getTime() ?? 0) > before) return;
  }
}

const PROBE_KEY = 'test-probe/clock.txt';
