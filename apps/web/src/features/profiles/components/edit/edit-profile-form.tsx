import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDIT_PROFILE_TEXT,
  type MyProfile,
  PATHS,
  PROFILE_SECTIONS,
  PROFILE_TEXT,
  TOASTS,
} from '@ibh/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useClaimBottomEdge } from '@/lib/floating-inbox';
import { serverFieldErrors, withDetail } from '@/lib/form-errors';
import { useUpdateProfile } from '../../api/update-profile';
import { useSectionSpy } from '../../hooks/use-section-spy';
import { useSkillLevelsForm } from '../../hooks/use-skill-levels-form';
import {
  formFieldOf,
  formToRequest,
  type ProfileFormValues,
  profileFormSchema,
  profileToForm,
} from '../../lib/profile-form';
import { AccountSection } from './account-section';
import { CollabSection } from './collab-section';
import { InfoSection } from './info-section';
import { MatchingSection } from './matching-section';
import { ReadinessSection } from './readiness-section';
import { goToSection, SectionNav } from './section-nav';
import { SkillsSection } from './skills-section';

const SavedDialog = lazy(() => import('./saved-dialog'));
const SECTION_IDS: readonly string[] = PROFILE_SECTIONS.map((s) => s.id);

/**
 * The profile editor: the sticky tab bar over six sections, Cancel and Save in a bar that stays
 * at the bottom, the 'Profile saved' modal. Founder Readiness saves on its own. Save sends the
 * PATCH, then the skill levels (PUT skills), since the levels belong to the skills just saved.
 */
export function EditProfileForm({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const update = useUpdateProfile();
  const saveButton = useRef<HTMLButtonElement>(null);
  const [saved, setSaved] = useState(false);
  const [active, setActive] = useSectionSpy(SECTION_IDS, true);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToForm(profile),
    mode: 'onTouched',
  });
  const levels = useSkillLevelsForm(profile.userId, form.resetField);
  // The Save bar stays at the bottom edge: the floating Inbox button must not sit on Save.
  useClaimBottomEdge();

  // A deep link (/edit-profile#collab) scrolls to its section once the form is on the page.
  const initialHash = useRef(location.hash.slice(1));
  useEffect(() => {
    const id = initialHash.current;
    if (!SECTION_IDS.includes(id)) return;
    setActive(id);
    goToSection(id, false);
  }, [setActive]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const next = await update.mutateAsync(formToRequest(values));
      const saved = await levels.saveAfter(next, values.skillLevels);
      form.reset(profileToForm(saved.profile, saved.levels));
      setSaved(true);
      void refresh();
    } catch (error) {
      let first = true;
      for (const [name, message] of serverFieldErrors(error)) {
        const field = formFieldOf(name);
        if (!field) continue;
        form.setError(field, { message }, { shouldFocus: first });
        first = false;
      }
      toast.error(withDetail(PROFILE_TEXT.saveFailed, error), { duration: TOASTS.profile });
    }
  });

  const cancel = () => {
    form.reset(profileToForm(profile));
    void navigate(PATHS.ownProfile);
  };
  const saving = form.formState.isSubmitting;

  return (
    <>
      <SectionNav active={active} onSelect={setActive} />
      <form id="profile-form" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        <InfoSection form={form} profile={profile} />
        <SkillsSection form={form} levels={levels} />
        <CollabSection form={form} />
        <MatchingSection form={form} />
        <ReadinessSection />
        <AccountSection form={form} />
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <div className="flex items-center justify-end gap-3">
            {form.formState.isDirty ? (
              <p role="status" className="mr-auto hidden text-sm text-ink-muted sm:block">
                {EDIT_PROFILE_TEXT.unsaved}
              </p>
            ) : null}
            <Button variant="secondary" onClick={cancel} disabled={saving} className="flex-1 sm:flex-none">
              {EDIT_PROFILE_TEXT.cancel}
            </Button>
            <Button ref={saveButton} type="submit" disabled={saving} className="flex-1 sm:flex-none">
              {saving ? EDIT_PROFILE_TEXT.saving : EDIT_PROFILE_TEXT.save}
            </Button>
          </div>
        </div>
      </form>
      {saved ? (
        <Suspense fallback={null}>
          <SavedDialog open onOpenChange={setSaved} returnFocus={() => saveButton.current} />
        </Suspense>
      ) : null}
    </>
  );
}
