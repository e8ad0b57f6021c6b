import { cx } from '@/lib/cx';

type Method = 'password' | 'otp';

/** Password or email code: two toggle buttons (aria-pressed) in one labelled group. */
export function MethodSwitch({
  value,
  onChange,
  labels,
  groupLabel,
}: {
  value: Method;
  onChange: (method: Method) => void;
  labels: Record<Method, string>;
  groupLabel: string;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1">
      <legend className="sr-only">{groupLabel}</legend>
      {(['password', 'otp'] as const).map((method) => (
        <button
          key={method}
          type="button"
          aria-pressed={value === method}
          onClick={() => onChange(method)}
          className={cx(
            'min-h-10 rounded-lg px-3 text-sm font-medium transition-colors',
            value === method ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          )}
        >
          {labels[method]}
        </button>
      ))}
    </fieldset>
  );
}
