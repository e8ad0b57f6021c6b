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
