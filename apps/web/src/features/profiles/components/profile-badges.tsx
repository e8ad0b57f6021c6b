import { PROFILE_TEXT, roleBadgeOf } from '@ibh/contract';
import { RoleBadge, VerifiedBadge } from '@/components/ui/role-badge';
import { cx } from '@/lib/cx';

/**
 * The role badge ('Idea Owner' gold with a bulb, 'Professional' sapphire; other roles none) and
 * 'Verified Professional' for a verified profile (000 section 6).
 */
export function ProfileBadges({
  role,
  verified,
  className,
  empty,
}: {
  role: string;
  verified: boolean;
  className?: string;
  /** Shown when there is no badge; nothing otherwise. */
  empty?: string;
}) {
  const badge = roleBadgeOf(role);
  if (!badge && !verified) return empty ? <p className="text-sm text-ink-muted">{empty}</p> : null;
  return (
    <div className={cx('flex flex-wrap items-center gap-2', className)}>
      {badge ? <RoleBadge slug={badge} /> : null}
      {verified ? <VerifiedBadge label={PROFILE_TEXT.verifiedBadge} /> : null}
    </div>
  );
}
