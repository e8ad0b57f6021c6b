import { Check } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '@/lib/cx';
import { describedBy, FieldError } from './text-field';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/**
 * A native checkbox drawn as a square with a tick, its label beside it (the whole row is the
 * click target, at least 40 px tall), hint and error below and tied by aria-describedby.
 */
export function CheckboxField({ label, hint, error, className, id, ...input }: CheckboxFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="flex min-h-10 cursor-pointer items-start gap-3 py-1.5">
        <span className="relative mt-0.5 inline-flex size-5 shrink-0">
          <input
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hint ? hintId : null, error && errorId)}
            className={cx(
              'peer size-5 cursor-pointer appearance-none rounded border border-line-strong bg-surface',
              'checked:border-sapphire-600 checked:bg-sapphire-600 disabled:cursor-not-allowed disabled:opacity-50',
              'aria-[invalid=true]:border-danger-600',
            )}
            {...input}
          />
          <Check
            aria-hidden
            strokeWidth={3}
            className="pointer-events-none absolute inset-0.5 size-4 text-white opacity-0 peer-checked:opacity-100"
          />
        </span>
        <span className="flex flex-col">
          <span className="text-sm font-medium text-ink">{label}</span>
          {hint ? (
            <span id={hintId} className="text-xs text-ink-muted">
              {hint}
            </span>
          ) : null}
        </span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
