import { Badge } from './badge';

/** The first `shown` items as badges, then '+N' for the rest; nothing when there are none. */
export function BadgeList({
  items,
  shown,
  label,
  prefix = '',
}: {
  items: readonly string[];
  shown: number;
  label: string;
  prefix?: string;
}) {
  if (items.length === 0) return null;
  const more = items.length - shown;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.slice(0, shown).map((item) => (
        <li key={item}>
          <Badge>
            {prefix}
            {item}
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge>+{more}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
