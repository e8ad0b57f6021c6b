import { ADMIN_CONSOLE_TEXT } from '@ibh/contract';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';

/** A tab's list while loading, failing (error panel with Retry) or loaded. */
export function TabQueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        message={ADMIN_CONSOLE_TEXT.loadFailed}
        detail={query.error instanceof Error ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children}</>;
}

/** A row of choices as toggle buttons (filters), one pressed. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="inline-flex min-h-10 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink-muted hover:bg-surface-muted aria-pressed:border-sapphire-600 aria-pressed:bg-sapphire-50 aria-pressed:text-sapphire-700"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
