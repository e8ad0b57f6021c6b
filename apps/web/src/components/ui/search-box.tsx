import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';

export const SEARCH_DEBOUNCE_MS = 300;

/** Sends the trimmed text unless it is what the URL already holds. */
function commit(raw: string, committed: { current: string }, onSearch: (q: string) => void) {
  const q = raw.trim();
  if (q === committed.current) return;
  committed.current = q;
  onSearch(q);
}

export interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
}

/**
 * The search box of a filtered list: what is typed reaches the URL (`onSearch`) once typing pauses for
 * 300 ms, or at once with Enter. A change of the URL from elsewhere (Back, Clear filters) shows in the box.
 */
export function SearchBox({ value, onSearch, label, placeholder, maxLength }: SearchBoxProps) {
  const [text, setText] = useState(value);
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
    const timer = setTimeout(() => commit(text, committed, (q) => latest.current(q)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      maxLength={maxLength}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(text, committed, latest.current);
        }
      }}
      trailing={<Search aria-hidden className="mr-3 size-4 text-ink-muted" />}
      className="sm:col-span-2"
    />
  );
}
