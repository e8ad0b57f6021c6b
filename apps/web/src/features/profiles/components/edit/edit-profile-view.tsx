import { EDIT_PROFILE_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { Eye } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useMyProfile } from '../../api/my-profile';
import { EditProfileForm } from './edit-profile-form';
import { EditProfileSkeleton } from './edit-profile-skeleton';
import { EditorLoadError } from './editor-load-error';

/** /edit-profile: skeleton while loading, 'Failed to load profile' with a retry, then the editor. */
export function EditProfileView() {
  const profile = useMyProfile();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <title>{`${EDIT_PROFILE_TEXT.title} · IBH`}</title>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {EDIT_PROFILE_TEXT.title}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{EDIT_PROFILE_TEXT.intro}</p>
        </div>
        <ButtonLink to={PATHS.ownProfile} variant="ghost">
          <Eye aria-hidden className="size-4" />
          {EDIT_PROFILE_TEXT.viewProfile}
        </ButtonLink>
      </header>
      {profile.isPending ? <EditProfileSkeleton label={SHELL_TEXT.loading} /> : null}
      {profile.isError ? <EditorLoadError query={profile} /> : null}
      {profile.isSuccess ? <EditProfileForm profile={profile.data} /> : null}
    </div>
  );
}
