import type { SessionUser } from '@ibh/contract';
import { cx } from '@/lib/cx';

/** Round avatar with an initial-letter fallback. */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const name = user.fullName?.trim() || user.email;
  const classes = cx(
    'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (user.avatarUrl) return <img src={user.avatarUrl} alt="" className={cx(classes, 'object-cover')} />;
  return (
    <span aria-hidden className={cx(classes, 'bg-gold-100 text-sm font-semibold text-gold-800')}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
