/** One minute (or other window) of the soak: what was asked, what failed, how long it took. */
export interface SoakWindow {
  /** Seconds since the measured load began, at the window's end. */
  atSeconds: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  /** Resident memory of the server's processes: the lowest of the window's samples (its floor), in MB. */
  rssMb: number | undefined;
  /** The highest of the window's samples, reported, not judged. */
  rssPeakMb?: number | undefined;
}

export interface SoakLimits {
  /** Windows at the start that warm caches, JIT and pools up; not part of the memory or p99 baseline. */
  warmupWindows: number;
  /** Largest growth of memory from the baseline to the end, as a fraction (0.1 = 10 %). */
  maxMemoryGrowth: number;
  /** Largest p99 of the last third of the run over the p99 of the first third after warm-up. */
  maxP99Drift: number;
}

export const SOAK_LIMITS: SoakLimits = { warmupWindows: 2, maxMemoryGrowth: 0.1, maxP99Drift: 1.5 };

export interface SoakVerdict {
  errors: number;
  requests: number;
  /** Baseline memory: the median of the first third after warm-up; end: the median of the last third. */
  memoryBaselineMb: number | undefined;
  memoryEndMb: number | undefined;
  memoryGrowth: number | undefined;
  p99Baseline: number;
  p99End: number;
  p99Drift: number;
  pass: boolean;
  reasons: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Whether a soak held: no errors at all, memory that did not keep growing (medians, so one GC
 * cycle's peak neither fails nor hides a leak) and a p99 at the end like the p99 at the start.
 */
export function judgeSoak(windows: readonly SoakWindow[], limits: SoakLimits = SOAK_LIMITS): SoakVerdict {
  const errors = windows.reduce((sum, w) => sum + w.errors, 0);
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  const measured = windows.slice(limits.warmupWindows);
  const third = Math.max(1, Math.floor(measured.length / 3));
  const first = measured.slice(0, third);
  const last = measured.slice(-third);
  const memory = (part: readonly SoakWindow[]) => {
    const values = part.map((w) => w.rssMb).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  const memoryBaselineMb = memory(first);
  const memoryEndMb = memory(last);
  const memoryGrowth =
    memoryBaselineMb !== undefined && memoryEndMb !== undefined
      ? memoryEndMb / memoryBaselineMb - 1
      : undefined;
  const p99Baseline = median(first.map((w) => w.p99));
  const p99End = median(last.map((w) => w.p99));
  const p99Drift = p99End / p99Baseline;

  const reasons: string[] = [];
  if (measured.length < 3) reasons.push(`only ${measured.length} windows after warm-up; need at least 3`);
  if (errors > 0) reasons.push(`${errors} errors`);
  if (memoryGrowth !== undefined && memoryGrowth > limits.maxMemoryGrowth)
    reasons.push(`memory grew ${(memoryGrowth * 100).toFixed(1)} %`);
  if (!(p99Drift <= limits.maxP99Drift)) reasons.push(`p99 drifted ×${p99Drift.toFixed(2)}`);
  return {
    errors,
    requests,
    memoryBaselineMb,
    memoryEndMb,
    memoryGrowth,
    p99Baseline,
    p99End,
    p99Drift,
    pass: reasons.length === 0,
    reasons,
  };
}
