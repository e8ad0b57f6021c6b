import { cx } from '@/lib/cx';

/** 'n/max' beside a label; red once past the limit. */
export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={cx('text-xs tabular-nums', length > max ? 'font-medium text-danger-600' : 'text-ink-muted')}
    >
      {length}/{max}
    </span>
  );
}
