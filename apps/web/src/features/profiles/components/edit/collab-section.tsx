import {
  COLLABORATION_TYPES,
  EDIT_PROFILE_TEXT,
  LOCATION_PREFERENCES,
  PROFILE,
  PROFILE_FIELD_TEXT,
  PROFILE_SECTIONS,
} from '@ibh/contract';
import type { UseFormReturn } from 'react-hook-form';
import { bindFields } from '@/components/forms/bind-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { ProfileFormValues } from '../../lib/profile-form';
import { ChipFields } from './chip-field';
import { FormSection } from './form-section';

const SECTION = PROFILE_SECTIONS[2];
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Collaboration Preferences: who you look for, how, how many hours, where. */
export function CollabSection({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { register, control } = form;
  const errors = form.formState.errors;
  const field = bindFields(form);
  const availability = register('availability');
  return (
    <FormSection id={SECTION.id} title={SECTION.label}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ChipFields control={control} names={['lookingForRoles', 'lookingForSkills']} />
        <SelectField
          label={EDIT_PROFILE_TEXT.collaborationType}
          options={COLLABORATION_TYPES}
          placeholder={PROFILE_FIELD_TEXT.notSet}
          {...field('collaborationType')}
        />
        <TextField
          label={EDIT_PROFILE_TEXT.availability}
          hint={EDIT_PROFILE_TEXT.availabilityHint}
          inputMode="numeric"
          maxLength={String(PROFILE.availabilityMax).length}
          error={errors.availability?.message}
          {...availability}
          onChange={(event) => {
            event.target.value = digitsOnly(event.target.value);
            return availability.onChange(event);
          }}
        />
        <SelectField
          label={EDIT_PROFILE_TEXT.locationPreference}
          options={LOCATION_PREFERENCES}
          {...field('locationPreference')}
        />
      </div>
    </FormSection>
  );
}
