import { useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * The page's search params, and an update that starts from the newest ones: the ones the last
 * update asked for, even when React has not rendered them yet. A navigation renders in a
 * transition, so a second change made meanwhile (a filter picked right after a search landed)
 * would otherwise start from the render's older params and undo the first.
 */
export function useUrlFilters(): [
  URLSearchParams,
  (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    latest.current = next(new URLSearchParams(latest.current));
    setParams(latest.current, options);
  };
  return [params, update];
}
