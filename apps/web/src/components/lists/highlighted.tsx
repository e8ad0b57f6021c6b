import type { HighlightRanges } from '@ibh/contract';
import type { ReactNode } from 'react';

/**
 * `text` with the search's matched words marked (Best match, decision 157). The server sends
 * [start, end) ranges, never HTML; ranges outside the text or out of order are ignored.
 */
export function Highlighted({ text, ranges }: { text: string; ranges?: HighlightRanges | undefined }) {
  if (!ranges || ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-gold-100 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
