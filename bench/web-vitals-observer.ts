/// <reference lib="dom" />
/** What the in-page observer has seen so far (read with `readVitals`). */
export interface PageVitals {
  /** Largest Contentful Paint, ms since navigation start; 0 before the first candidate. */
  lcp: number;
  /** The LCP element, as `tag.class` or `text` (to know what to fix). */
  lcpElement: string;
  /** Cumulative Layout Shift: the largest session window (gap < 1 s, window < 5 s). */
  cls: number;
  /** The elements that moved in the largest window. */
  clsSources: string[];
  /** Interaction to Next Paint: the longest interaction (few interactions, so the worst one), ms. */
  inp: number;
  /** How many interactions were reported (those of 16 ms or more). */
  interactions: number;
  /** Which event was the slowest. */
  inpEvent: string;
  /** The INP entry's input delay, processing and presentation delay (ms), as web-vitals' attribution. */
  inpParts: [number, number, number];
}

declare global {
  interface Window {
    __vitals?: PageVitals;
    __vitalsFlush?: () => void;
  }
}

/**
 * Installed before the page's own scripts (`addInitScript`): buffered PerformanceObservers for
 * largest-contentful-paint, layout-shift and event timing, following the web-vitals definitions.
 * A function so it is type-checked here and serialised by Playwright.
 */
export function installVitalsObserver(): void {
  const vitals: PageVitals = {
    lcp: 0,
    lcpElement: '',
    cls: 0,
    clsSources: [],
    inp: 0,
    interactions: 0,
    inpEvent: '',
    inpParts: [0, 0, 0],
  };
  window.__vitals = vitals;
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '';
    if (!(node instanceof Element)) return `text "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    const cls = (node.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 4).join('.');
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };

  const lcp = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  });
  lcp.observe({ type: 'largest-contentful-paint', buffered: true });

  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  };
  let windowValue = 0;
  let windowEntries: Shift[] = [];
  const onShifts = (entries: Shift[]) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      const first = windowEntries[0];
      const last = windowEntries[windowEntries.length - 1];
      if (
        first &&
        last &&
        entry.startTime - last.startTime < 1000 &&
        entry.startTime - first.startTime < 5000
      ) {
        windowValue += entry.value;
        windowEntries.push(entry);
      } else {
        windowValue = entry.value;
        windowEntries = [entry];
      }
      if (windowValue > vitals.cls) {
        vitals.cls = windowValue;
        vitals.clsSources = windowEntries.flatMap((e) => (e.sources ?? []).map((s) => describe(s.node)));
      }
    }
  };
  const shifts = new PerformanceObserver((list) => onShifts(list.getEntries() as Shift[]));
  shifts.observe({ type: 'layout-shift', buffered: true });

  type EventEntry = PerformanceEntry & {
    interactionId?: number;
    processingStart: number;
    processingEnd: number;
  };
  const seen = new Set<number>();
  const onEvents = (entries: EventEntry[]) => {
    for (const entry of entries) {
      if (!entry.interactionId) continue;
      seen.add(entry.interactionId);
      vitals.interactions = seen.size;
      if (entry.duration > vitals.inp) {
        vitals.inp = entry.duration;
        vitals.inpEvent = entry.name;
        vitals.inpParts = [
          entry.processingStart - entry.startTime,
          entry.processingEnd - entry.processingStart,
          entry.startTime + entry.duration - entry.processingEnd,
        ].map(Math.round) as [number, number, number];
      }
    }
  };
  const events = new PerformanceObserver((list) => onEvents(list.getEntries() as EventEntry[]));
  events.observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  const firstInput = new PerformanceObserver((list) => onEvents(list.getEntries() as EventEntry[]));
  firstInput.observe({ type: 'first-input', buffered: true });

  window.__vitalsFlush = () => {
    onEvents(events.takeRecords() as EventEntry[]);
    onEvents(firstInput.takeRecords() as EventEntry[]);
    onShifts(shifts.takeRecords() as Shift[]);
  };
}

/**
 * The observer as an init script. tsx (esbuild with keepNames) wraps named functions in a `__name`
 * helper that the page does not have, so the script brings a stand-in.
 */
export const VITALS_INIT_SCRIPT = `var __name = (fn) => fn; (${installVitalsObserver.toString()})();`;
