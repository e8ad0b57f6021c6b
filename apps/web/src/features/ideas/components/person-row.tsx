import { type IdeaPerson, PROFILE_TEXT } from '@ibh/contract';
import type { ReactNode } from 'react';
import { ProfileLink } from '@/components/people/profile-link';
import { Avatar } from '@/components/ui/avatar';
import { RoleBadge, VerifiedBadge } from '@/components/ui/role-badge';

/** Someone next to an idea: photo, name (to their profile), headline, and actions on the right. */
export function PersonRow({
  person,
  children,
  detail,
  link = true,
}: {
  person: IdeaPerson;
  children?: ReactNode;
  /** Under the headline, e.g. a request's message. */
  detail?: ReactNode;
  link?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Avatar url={person.avatarUrl} name={person.fullName} size={40} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold break-words text-ink">
            {link ? (
              <ProfileLink userId={person.id} name={person.fullName} className="rounded-sm hover:underline" />
            ) : (
              person.fullName
            )}
            {person.isVerified ? <VerifiedBadge label={PROFILE_TEXT.verifiedBadge} /> : null}
          </p>
          {person.headline ? <p className="text-sm break-words text-ink-muted">{person.headline}</p> : null}
          {!person.headline && person.role ? <RoleBadge slug={person.role} className="mt-1" /> : null}
          {detail}
        </div>
      </div>
      {children ? <div className="flex flex-wrap gap-2 pl-[52px]">{children}</div> : null}
    </div>
  );
}
