import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** One section of the editor: an anchor target (clear of the sticky tab bar) with its heading. */
export function FormSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        'scroll-mt-32 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6',
        className,
      )}
    >
      <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
