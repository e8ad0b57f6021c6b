import { formatFull, formatRelative } from '@/lib/dates';

/** '3 h ago', with the full date and time in the viewer's timezone as its tooltip. */
export function RelativeTime({ value, className }: { value: string | Date; className?: string }) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const full = formatFull(date);
  return (
    <time dateTime={date.toISOString()} title={full} className={className}>
      {formatRelative(date)}
      <span className="sr-only"> ({full})</span>
    </time>
  );
}
