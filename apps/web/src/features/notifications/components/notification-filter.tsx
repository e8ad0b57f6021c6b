import { NOTIFICATION_TEXT } from '@ibh/contract';
import { cx } from '@/lib/cx';
import type { NotificationFilter as Filter } from '../api/notification-keys';

const OPTIONS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'all', label: NOTIFICATION_TEXT.filterAll },
  { value: 'unread', label: NOTIFICATION_TEXT.filterUnread },
];

/** All / Unread: two toggle buttons, the chosen one pressed. */
export function NotificationFilter({
  value,
  onChange,
}: {
  value: Filter;
  onChange: (value: Filter) => void;
}) {
  return (
    <fieldset className="inline-flex self-start rounded-lg border border-line bg-surface p-1">
      <legend className="sr-only">{NOTIFICATION_TEXT.filterLabel}</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cx(
            'min-h-10 min-w-20 rounded-md px-4 text-sm font-medium',
            value === option.value ? 'bg-sapphire-600 text-white' : 'text-ink-muted hover:bg-surface-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
