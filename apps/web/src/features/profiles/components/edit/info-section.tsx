import {
  EDIT_PROFILE_TEXT,
  GENDERS,
  type MyProfile,
  PREFERRED_CONTACTS,
  PROFILE_COUNTRIES,
  PROFILE_FIELD_TEXT,
  PROFILE_LIMITS,
  PROFILE_SECTIONS,
} from '@ibh/contract';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { bindFields } from '@/components/forms/bind-fields';
import { SelectField } from '@/components/ui/select-field';
import type { ProfileFormValues } from '../../lib/profile-form';
import { IdentityFields } from '../fields/identity-fields';
import { LinkFields } from '../fields/link-fields';
import { LocationFields, locationRegister } from '../fields/location-fields';
import { ProfileBadges } from '../profile-badges';
import { AvatarField } from './avatar-field';
import { FormSection } from './form-section';

const [SECTION] = PROFILE_SECTIONS;

/** Profile Info: photo, badges, names, tagline, bio, gender, place, contact and links. */
export function InfoSection({
  form,
  profile,
}: {
  form: UseFormReturn<ProfileFormValues>;
  profile: MyProfile;
}) {
  const { register, setValue, getValues, control } = form;
  const errors = form.formState.errors;
  const field = bindFields(form);
  const [country, city, timezone, fullName] = useWatch({
    control,
    name: ['country', 'city', 'timezone', 'fullName'],
  });
  const dirty = { shouldDirty: true, shouldValidate: true } as const;

  const registerLocation = locationRegister({
    register,
    getValue: getValues,
    setValue: (key, value) => setValue(key, value, dirty),
  });

  return (
    <FormSection id={SECTION.id} title={SECTION.label}>
      <div className="flex flex-col gap-6">
        <AvatarField avatarUrl={profile.avatarUrl} name={fullName || profile.email} />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-ink">{EDIT_PROFILE_TEXT.badges}</span>
          <ProfileBadges
            role={profile.role}
            verified={profile.isVerified}
            empty={EDIT_PROFILE_TEXT.noBadges}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <IdentityFields
            register={register}
            errors={errors}
            displayNameHint={PROFILE_FIELD_TEXT.displayNameHint}
          />
          <SelectField
            label={PROFILE_FIELD_TEXT.gender}
            options={GENDERS}
            placeholder={PROFILE_FIELD_TEXT.notSet}
            {...field('gender')}
          />
          <SelectField
            label={PROFILE_FIELD_TEXT.preferredContact}
            options={PREFERRED_CONTACTS}
            {...field('preferredContact')}
          />
          <LocationFields
            countries={PROFILE_COUNTRIES}
            values={{ country, city, timezone }}
            register={registerLocation}
            countryPlaceholder={PROFILE_FIELD_TEXT.chooseCountry}
            errors={errors}
          />
          <LinkFields register={register} errors={errors} maxLength={PROFILE_LIMITS.url} />
        </div>
      </div>
    </FormSection>
  );
}
