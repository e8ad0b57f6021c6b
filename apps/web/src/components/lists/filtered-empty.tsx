import type { LucideIcon } from 'lucide-react';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

interface FilteredEmptyProps {
  /** Set while filters are on: the state offers to clear them. */
  onClear?: (() => void) | undefined;
  filtered: { title: string; body: string; clear: string };
  /** What shows when there are no filters and still nothing to list. */
  unfiltered: { icon: LucideIcon; title: string; body: string; action?: ReactNode };
}

/** A filtered list with nothing in it: clear the filters, or (no filters at all) the list's own empty state. */
export function FilteredEmpty({ onClear, filtered, unfiltered }: FilteredEmptyProps) {
  if (!onClear) {
    return (
      <EmptyState icon={unfiltered.icon} title={unfiltered.title} action={unfiltered.action}>
        {unfiltered.body}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title={filtered.title}
      action={
        <Button variant="secondary" onClick={onClear}>
          {filtered.clear}
        </Button>
      }
    >
      {filtered.body}
    </EmptyState>
  );
}
