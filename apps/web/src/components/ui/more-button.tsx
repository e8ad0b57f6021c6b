import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';

export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Under a paged list: shown while there is a next page, disabled while it loads. */
export function MoreButton({
  query,
  children,
  variant = 'secondary',
  className = 'self-center',
}: {
  query: PagedQuery;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
