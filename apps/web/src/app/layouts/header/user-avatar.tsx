import type { SessionUser } from '@ibh/contract';
import { cx } from '@/lib/cx';
import { useCachedAvatarUrl } from '@/lib/my-profile';

/**
 * Round avatar with an initial-letter fallback. A photo just uploaded (in the cached own profile)
 * shows at once, before the session is read again.
 */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const cached = useCachedAvatarUrl();
  const avatarUrl = cached === undefined ? user.avatarUrl : cached;
  const name = user.fullName?.trim() || user.email;
  const classes = cx(
    'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (avatarUrl) return <img src={avatarUrl} alt="" className={cx(classes, 'object-cover')} />;
  return (
    <span aria-hidden className={cx(classes, 'bg-gold-100 text-sm font-semibold text-gold-800')}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
