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
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { locationAfterCountry, timezoneAfterCity } from '../../lib/location';
import type { ProfileFormValues } from '../../lib/profile-form';
import { LinkFields } from '../fields/link-fields';
import { LocationFields } from '../fields/location-fields';
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
  const [country, city, timezone, fullName] = useWatch({
    control,
    name: ['country', 'city', 'timezone', 'fullName'],
  });
  const dirty = { shouldDirty: true, shouldValidate: true } as const;

  const registerLocation = (key: 'country' | 'city' | 'timezone') => {
    if (key === 'country') {
      return register('country', {
        onChange: (event: { target: { value: string } }) => {
          const next = locationAfterCountry(event.target.value);
          setValue('city', next.city, dirty);
          setValue('timezone', next.timezone, dirty);
        },
      });
    }
    if (key === 'city') {
      return register('city', {
        onChange: (event: { target: { value: string } }) =>
          setValue(
            'timezone',
            timezoneAfterCity(getValues('country'), event.target.value, getValues('timezone')),
            dirty,
          ),
      });
    }
    return register('timezone');
  };

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
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={PROFILE_FIELD_TEXT.fullName}
            autoComplete="name"
            maxLength={PROFILE_LIMITS.name}
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label={PROFILE_FIELD_TEXT.displayName}
            hint={PROFILE_FIELD_TEXT.displayNameHint}
            autoComplete="nickname"
            maxLength={PROFILE_LIMITS.name}
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <TextField
            className="sm:col-span-2"
            label={PROFILE_FIELD_TEXT.tagline}
            placeholder={PROFILE_FIELD_TEXT.taglinePlaceholder}
            maxLength={PROFILE_LIMITS.tagline}
            error={errors.tagline?.message}
            {...register('tagline')}
          />
          <TextareaField
            className="sm:col-span-2"
            label={PROFILE_FIELD_TEXT.bio}
            maxLength={PROFILE_LIMITS.bio}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <SelectField
            label={PROFILE_FIELD_TEXT.gender}
            options={GENDERS}
            placeholder={PROFILE_FIELD_TEXT.notSet}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <SelectField
            label={PROFILE_FIELD_TEXT.preferredContact}
            options={PREFERRED_CONTACTS}
            error={errors.preferredContact?.message}
            {...register('preferredContact')}
          />
          <LocationFields
            countries={PROFILE_COUNTRIES}
            values={{ country, city, timezone }}
            register={registerLocation}
            countryPlaceholder={PROFILE_FIELD_TEXT.chooseCountry}
            errors={{
              country: errors.country?.message,
              city: errors.city?.message,
              timezone: errors.timezone?.message,
            }}
          />
          <LinkFields
            register={(kind) => register(kind)}
            errors={{
              website: errors.website?.message,
              linkedin: errors.linkedin?.message,
              calendly: errors.calendly?.message,
            }}
            maxLength={PROFILE_LIMITS.url}
          />
        </div>
      </div>
    </FormSection>
  );
}
