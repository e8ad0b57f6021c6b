import { buildPath, PATHS, PROFILE_PAGE_TEXT, type PublicProfile } from '@ibh/contract';
import { Briefcase, MapPin, UserPen } from 'lucide-react';
import { MessageButton } from '@/components/messaging/message-button';
import { IconLabel } from '@/components/page/icon-label';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { ProfileBadges } from '../profile-badges';
import { FollowButton } from './follow-button';
import { ReadinessScore } from './readiness-score';

const AVATAR_SIZE = 96;

export function displayNameOf(profile: Pick<PublicProfile, 'displayName' | 'fullName'>): string {
  return profile.displayName?.trim() || profile.fullName;
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <span className="text-sm text-ink-muted">
      <strong className="font-semibold text-ink tabular-nums">{value}</strong> {label}
    </span>
  );
}

/** Avatar, name, badges, tagline, place, follow counts and the actions (Follow, Message or Edit). */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const name = displayNameOf(profile);
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-sm sm:flex-row sm:items-start sm:p-6"
    >
      <Avatar url={profile.avatarUrl} name={name} size={AVATAR_SIZE} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <h1
            id="profile-name"
            className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl"
          >
            {name}
          </h1>
          {profile.displayName && profile.displayName !== profile.fullName ? (
            <p className="text-sm text-ink-muted">{profile.fullName}</p>
          ) : null}
          <ProfileBadges role={profile.role} verified={profile.isVerified} />
        </div>
        {profile.tagline ? <p className="text-base text-ink">{profile.tagline}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {profile.primaryProfession ? (
            <IconLabel icon={Briefcase} className="text-sm text-ink-muted">
              {profile.primaryProfession}
            </IconLabel>
          ) : null}
          {place ? (
            <IconLabel icon={MapPin} className="text-sm text-ink-muted">
              {place}
            </IconLabel>
          ) : null}
          <Count value={profile.followers} label={PROFILE_PAGE_TEXT.followers} />
          <Count value={profile.following} label={PROFILE_PAGE_TEXT.following} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {profile.isOwner ? (
            <ButtonLink to={PATHS.editProfile}>
              <UserPen aria-hidden className="size-4" />
              {PROFILE_PAGE_TEXT.editProfile}
            </ButtonLink>
          ) : (
            <>
              <FollowButton userId={profile.userId} following={profile.isFollowing} />
              <MessageButton userId={profile.userId} name={name} />
            </>
          )}
          {profile.roleBadge === 'professional' ? (
            <ButtonLink to={buildPath(PATHS.proProfile, { id: profile.userId })} variant="ghost">
              {PROFILE_PAGE_TEXT.proProfile}
            </ButtonLink>
          ) : null}
          {profile.readinessScore !== null ? (
            <ReadinessScore userId={profile.userId} score={profile.readinessScore} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
