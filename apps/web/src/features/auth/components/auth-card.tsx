import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** The centred card of the single-purpose auth pages (reset, change password, callback, helpers). */
export function AuthCard({
  icon: Icon,
  title,
  description,
  tone = 'sapphire',
  children,
  footer,
  wide = false,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  tone?: 'sapphire' | 'gold' | 'danger';
  children?: ReactNode;
  footer?: ReactNode;
  /** Room for tables of values (the diagnose page). */
  wide?: boolean;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="auth-card-title"
      className={cx('mx-auto w-full py-4 sm:py-10', wide ? 'max-w-xl' : 'max-w-md', className)}
    >
      <div className="rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
        <span
          className={cx(
            'inline-flex size-12 items-center justify-center rounded-xl',
            tone === 'gold' && 'bg-gold-50 text-gold-700',
            tone === 'sapphire' && 'bg-sapphire-50 text-sapphire-600',
            tone === 'danger' && 'bg-danger-50 text-danger-600',
          )}
        >
          <Icon aria-hidden className="size-6" />
        </span>
        <h1 id="auth-card-title" className="mt-5 text-2xl font-semibold tracking-tight text-ink">
          {title}
        </h1>
        {description ? <p className="mt-2 text-sm leading-relaxed text-ink-muted">{description}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
      {footer ? <div className="mt-5 text-center text-sm text-ink-muted">{footer}</div> : null}
    </section>
  );
}

/** A text-styled button or link for secondary steps ('Forgot password?', 'Back to login'). */
export const textLinkClasses =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md text-sm font-medium text-sapphire-600 hover:text-sapphire-700 hover:underline';
