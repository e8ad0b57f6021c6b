import { PROFILE_PAGE_TEXT } from '@ibh/contract';
import type { ReactNode } from 'react';
import { usePublicProfile } from '../../api/public-profile';
import { ProfileDetails } from './profile-details';
import { displayNameOf, ProfileHeader } from './profile-header';
import { ProfileQueryError, ProfileSkeleton } from './profile-states';

/**
 * /profile/:userId and /profile: someone's profile as the viewer may see it. `after` (the page's
 * own addition, e.g. their public ideas) shows only once the profile itself may be seen.
 */
export function ProfileView({ userId, after }: { userId: string; after?: ReactNode }) {
  const profile = usePublicProfile(userId);
  if (profile.isError) return <ProfileQueryError query={profile} />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <title>{`${profile.data ? displayNameOf(profile.data) : PROFILE_PAGE_TEXT.title} · IBH`}</title>
      {profile.isPending ? <ProfileSkeleton /> : null}
      {profile.isSuccess ? (
        <>
          <ProfileHeader profile={profile.data} />
          <ProfileDetails profile={profile.data} />
          {after}
        </>
      ) : null}
    </div>
  );
}
