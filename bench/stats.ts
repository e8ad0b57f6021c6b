export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p99: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = Float64Array.from(samples).sort();
  const total = samples.reduce((sum, value) => sum + value, 0);
  return {
    count: samples.length,
    mean: samples.length ? total / samples.length : Number.NaN,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** Milliseconds with a precision that suits their size. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 1) return ms.toFixed(3);
  if (ms < 100) return ms.toFixed(2);
  return ms.toFixed(0);
}
