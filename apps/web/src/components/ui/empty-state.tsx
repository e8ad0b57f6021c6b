import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface EmptyStateProps {
  icon?: LucideIcon;
  title?: ReactNode;
  children?: ReactNode;
  /** The next step: usually a ButtonLink. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
          <Icon aria-hidden className="size-6" />
        </span>
      ) : null}
      {title ? <p className="text-base font-semibold text-ink">{title}</p> : null}
      {children ? <div className="mt-1 max-w-prose text-sm text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
