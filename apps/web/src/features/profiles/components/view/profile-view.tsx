import { PROFILE_PAGE_TEXT } from '@ibh/contract';
import { usePublicProfile } from '../../api/public-profile';
import { ProfileDetails } from './profile-details';
import { displayNameOf, ProfileHeader } from './profile-header';
import { isNotFound, ProfileLoadError, ProfileNotFound, ProfileSkeleton } from './profile-states';

/** /profile/:userId and /profile: someone's profile as the viewer may see it. */
export function ProfileView({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  if (profile.isError) {
    return isNotFound(profile.error) ? (
      <ProfileNotFound />
    ) : (
      <ProfileLoadError onRetry={() => void profile.refetch()} />
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <title>{`${profile.data ? displayNameOf(profile.data) : PROFILE_PAGE_TEXT.title} · IBH`}</title>
      {profile.isPending ? <ProfileSkeleton /> : null}
      {profile.isSuccess ? (
        <>
          <ProfileHeader profile={profile.data} />
          <ProfileDetails profile={profile.data} />
        </>
      ) : null}
    </div>
  );
}
