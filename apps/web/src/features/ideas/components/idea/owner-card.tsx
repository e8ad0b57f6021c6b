import { buildPath, IDEA_PAGE_TEXT, type IdeaPerson, PATHS, PROFILE_TEXT } from '@ibh/contract';
import { MapPin } from 'lucide-react';
import { IconLabel } from '@/components/page/icon-label';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { RoleBadge, VerifiedBadge } from '@/components/ui/role-badge';
import { PanelCard } from '../panel-card';

/** Who posted the idea, with a link to their profile. */
export function OwnerCard({ owner }: { owner: IdeaPerson }) {
  return (
    <PanelCard title={IDEA_PAGE_TEXT.owner}>
      <div className="flex items-start gap-3">
        <Avatar url={owner.avatarUrl} name={owner.fullName} size={56} />
        <div className="min-w-0 flex-1">
          <p className="text-base font-semibold break-words text-ink">{owner.fullName}</p>
          {owner.headline ? <p className="text-sm break-words text-ink-muted">{owner.headline}</p> : null}
          <div className="mt-2 flex flex-wrap gap-1.5">
            <RoleBadge slug={owner.role} />
            {owner.isVerified ? <VerifiedBadge label={PROFILE_TEXT.verifiedBadge} /> : null}
          </div>
          {owner.country ? (
            <IconLabel as="p" icon={MapPin} className="mt-2 text-sm text-ink-muted">
              {owner.country}
            </IconLabel>
          ) : null}
        </div>
      </div>
      <ButtonLink
        to={buildPath(PATHS.profile, { userId: owner.id })}
        variant="secondary"
        className="mt-4 w-full"
        aria-label={`${IDEA_PAGE_TEXT.viewProfile}: ${owner.fullName}`}
      >
        {IDEA_PAGE_TEXT.viewProfile}
      </ButtonLink>
    </PanelCard>
  );
}
