import { EXPLORE_TEXT, IDEA_LIMITS } from '@ibh/contract';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box: what is typed reaches the URL (`onSearch`) once typing pauses for 300 ms. A
 * change of the URL from elsewhere (Back, Clear filters) shows in the box.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const committed = useRef(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const q = settled.trim();
    if (q === committed.current) return;
    committed.current = q;
    latest.current(q);
  }, [settled]);

  return (
    <TextField
      label={EXPLORE_TEXT.search}
      type="search"
      placeholder={EXPLORE_TEXT.searchPlaceholder}
      maxLength={IDEA_LIMITS.searchQueryMax}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          const q = text.trim();
          if (q !== committed.current) {
            committed.current = q;
            latest.current(q);
          }
        }
      }}
      trailing={<Search aria-hidden className="mr-3 size-4 text-ink-muted" />}
      className="sm:col-span-2"
    />
  );
}
