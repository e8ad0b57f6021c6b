import { COFOUNDER_TEXT, type CofounderMatch, PROFILE_TEXT, roleBadgeOf } from '@ibh/contract';
import { Check, Clock, MapPin } from 'lucide-react';
import { MessageButton } from '@/components/messaging/message-button';
import { IconLabel } from '@/components/page/icon-label';
import { ProfileLink } from '@/components/people/profile-link';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { BadgeList } from '@/components/ui/badge-list';
import { RoleBadge, VerifiedBadge } from '@/components/ui/role-badge';

const AVATAR_SIZE = 56;
const SKILLS_SHOWN = 6;

/** One ranked person: who they are, what they bring, the match score and why it matched. */
export function CofounderCard({ match }: { match: CofounderMatch }) {
  const place = [match.city, match.country].filter(Boolean).join(', ');
  const badge = roleBadgeOf(match.role);
  const headingId = `match-${match.userId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar url={match.avatarUrl} name={match.fullName} size={AVATAR_SIZE} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="text-base font-semibold break-words text-ink">
            <ProfileLink userId={match.userId} name={match.fullName} className="rounded-sm hover:underline" />
          </h3>
          {match.primaryProfession ? <p className="text-sm text-ink">{match.primaryProfession}</p> : null}
          <div className="flex flex-wrap gap-1.5">
            {badge ? <RoleBadge slug={badge} /> : null}
            {match.isVerified ? <VerifiedBadge label={PROFILE_TEXT.verifiedBadge} /> : null}
          </div>
        </div>
        <Badge tone="gold" className="shrink-0 text-sm tabular-nums">
          {COFOUNDER_TEXT.match(match.score)}
        </Badge>
      </div>
      {match.tagline ? <p className="text-sm text-ink-muted">{match.tagline}</p> : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        {place ? <IconLabel icon={MapPin}>{place}</IconLabel> : null}
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" />
          {COFOUNDER_TEXT.availability(match.availabilityPerWeek)}
          {match.collaborationType ? ` · ${match.collaborationType}` : ''}
        </span>
      </div>
      <BadgeList items={match.skills} shown={SKILLS_SHOWN} label={COFOUNDER_TEXT.skills} />
      {match.reasons.length > 0 ? (
        <div className="border-t border-line pt-3">
          <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {COFOUNDER_TEXT.whyMatch}
          </h4>
          <ul className="mt-2 flex flex-col gap-1">
            {match.reasons.map((reason) => (
              <li key={reason} className="flex items-start gap-1.5 text-sm text-ink">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success-600" />
                {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex justify-end pt-1">
        <MessageButton userId={match.userId} name={match.fullName} className="w-full sm:w-auto" />
      </div>
    </article>
  );
}
