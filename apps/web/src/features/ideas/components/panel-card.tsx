import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled card of the idea page's side column. */
export function PanelCard({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number | undefined;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
          {count !== undefined && count > 0 ? (
            <span className="ml-2 text-sm font-normal text-ink-muted">({count})</span>
          ) : null}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
