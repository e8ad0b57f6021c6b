import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';

/** What QueryStates reads of a query (a plain or an infinite one). */
export interface StatesQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: unknown;
  refetch: () => unknown;
}

interface QueryStatesProps {
  query: StatesQuery;
  /** How many items have loaded (shown when there is at least one). */
  count: number;
  /** While the first answer loads. */
  skeleton: ReactNode;
  /** The alert (with its retry) when loading failed. */
  error: { message: string; retry: string };
  /** When the error shows: by default when loading failed and nothing loaded before. */
  failed?: boolean;
  /** When the answer has no item. */
  empty?: ReactNode;
  /** The items. */
  children: ReactNode;
}

/** A loaded list's states, in order: the skeleton, the retry alert, the empty note, the items. */
export function QueryStates({ query, count, skeleton, error, failed, empty, children }: QueryStatesProps) {
  return (
    <>
      {query.isPending ? skeleton : null}
      {(failed ?? (query.isError && !query.data)) ? (
        <RetryAlert message={error.message} retry={error.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && count === 0 ? empty : null}
      {count > 0 ? children : null}
    </>
  );
}
