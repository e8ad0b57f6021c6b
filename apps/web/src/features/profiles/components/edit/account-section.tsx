import {
  EDIT_PROFILE_TEXT,
  PATHS,
  PROFILE_FIELD_TEXT,
  PROFILE_LIMITS,
  PROFILE_SECTIONS,
} from '@ibh/contract';
import { KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { bindFields } from '@/components/forms/bind-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import type { ProfileFormValues } from '../../lib/profile-form';
import { FormSection } from './form-section';

const ChangePasswordDialog = lazy(() => import('./change-password-dialog'));
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));
const SECTION = PROFILE_SECTIONS[5];

/** Account & Privacy: what others see, the phone number, password and account deletion. */
export function AccountSection({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { register } = form;
  const field = bindFields(form);
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const openChange = (which: 'password' | 'delete') => (open: boolean) => setDialog(open ? which : null);

  return (
    <FormSection id={SECTION.id} title={SECTION.label} description={EDIT_PROFILE_TEXT.privacyIntro}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <CheckboxField
            label={EDIT_PROFILE_TEXT.publicProfile}
            hint={EDIT_PROFILE_TEXT.publicProfileHint}
            {...register('publicProfile')}
          />
          <CheckboxField
            label={EDIT_PROFILE_TEXT.emailVisible}
            hint={EDIT_PROFILE_TEXT.emailVisibleHint}
            {...register('emailVisible')}
          />
          <CheckboxField
            label={EDIT_PROFILE_TEXT.phoneVisible}
            hint={EDIT_PROFILE_TEXT.phoneVisibleHint}
            {...register('phoneVisible')}
          />
        </div>
        <TextField
          className="sm:max-w-sm"
          label={PROFILE_FIELD_TEXT.phone}
          type="tel"
          autoComplete="tel"
          maxLength={PROFILE_LIMITS.phone}
          {...field('phone')}
        />
        <div className="flex flex-col gap-3 border-t border-line pt-5">
          <h3 className="text-sm font-semibold text-ink">{EDIT_PROFILE_TEXT.security}</h3>
          <div className="flex flex-wrap gap-2">
            <Button ref={passwordButton} variant="secondary" onClick={() => setDialog('password')}>
              <KeyRound aria-hidden className="size-4" />
              {EDIT_PROFILE_TEXT.changePassword}
            </Button>
            <Link to={PATHS.security} className={buttonClasses('secondary')}>
              <ShieldCheck aria-hidden className="size-4" />
              {EDIT_PROFILE_TEXT.securityLink}
            </Link>
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-danger-600/25 p-4">
          <h3 className="text-sm font-semibold text-danger-600">{EDIT_PROFILE_TEXT.dangerZone}</h3>
          <p className="text-sm text-ink-muted">{EDIT_PROFILE_TEXT.dangerIntro}</p>
          <div>
            <Button ref={deleteButton} variant="danger" onClick={() => setDialog('delete')}>
              <Trash2 aria-hidden className="size-4" />
              {EDIT_PROFILE_TEXT.deleteAccount}
            </Button>
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog === 'password' ? (
          <ChangePasswordDialog
            open
            onOpenChange={openChange('password')}
            returnFocus={() => passwordButton.current}
          />
        ) : null}
        {dialog === 'delete' ? (
          <DeleteAccountDialog
            open
            onOpenChange={openChange('delete')}
            returnFocus={() => deleteButton.current}
          />
        ) : null}
      </Suspense>
    </FormSection>
  );
}
