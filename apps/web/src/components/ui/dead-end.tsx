import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface DeadEndProps {
  /** The document title (before ' · IBH'). */
  pageTitle: string;
  icon: LucideIcon;
  heading: ReactNode;
  /** 'alert' when the heading is the failure itself. */
  headingRole?: 'alert' | undefined;
  body?: ReactNode;
  bodyRole?: 'alert' | undefined;
  /** The ways on: links or buttons, centred in a row. */
  children: ReactNode;
}

/** A whole page that cannot show what was asked for (not found, not allowed, failed): why, and a way on. */
export function DeadEnd({
  pageTitle,
  icon: Icon,
  heading,
  headingRole,
  body,
  bodyRole,
  children,
}: DeadEndProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <title>{`${pageTitle} · IBH`}</title>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 role={headingRole} className="mt-4 text-lg font-semibold text-ink">
        {heading}
      </h1>
      {body ? (
        <p role={bodyRole} className="mt-1 text-sm text-ink-muted">
          {body}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-2">{children}</div>
    </section>
  );
}
