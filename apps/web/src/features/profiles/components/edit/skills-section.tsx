import {
  EDIT_PROFILE_TEXT,
  OTHER_PROFESSION_LABEL,
  PROFESSIONS,
  PROFILE_LIMITS,
  PROFILE_SECTIONS,
} from '@ibh/contract';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { bindFields } from '@/components/forms/bind-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { SkillLevelsStatus } from '../../hooks/use-skill-levels-form';
import { OTHER_PROFESSION, type ProfileFormValues } from '../../lib/profile-form';
import { ChipFields } from './chip-field';
import { FormSection } from './form-section';
import { SkillLevelsField } from './skill-levels-field';

const SECTION = PROFILE_SECTIONS[1];
/** The spec's professions, 'Other' shown as 'Other (type your own)'. */
const PROFESSION_OPTIONS = PROFESSIONS.map((p) => ({
  value: p,
  label: p === OTHER_PROFESSION ? OTHER_PROFESSION_LABEL : p,
}));

/**
 * Skills & Interests: primary profession (or your own), secondary roles, industries, skills,
 * and a level for each skill.
 */
export function SkillsSection({
  form,
  levels,
}: {
  form: UseFormReturn<ProfileFormValues>;
  levels: { status: SkillLevelsStatus; retry: () => void };
}) {
  const { control } = form;
  const field = bindFields(form);
  const profession = useWatch({ control, name: 'profession' });
  return (
    <FormSection id={SECTION.id} title={SECTION.label}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={EDIT_PROFILE_TEXT.primaryProfession}
          options={PROFESSION_OPTIONS}
          placeholder={EDIT_PROFILE_TEXT.chooseProfession}
          {...field('profession')}
        />
        {profession === OTHER_PROFESSION ? (
          <TextField
            label={EDIT_PROFILE_TEXT.otherProfession}
            maxLength={PROFILE_LIMITS.listItem}
            {...field('professionOther')}
          />
        ) : null}
        <ChipFields control={control} names={['secondaryRoles', 'industries', 'skills']} />
      </div>
      <SkillLevelsField control={control} status={levels.status} onRetry={levels.retry} />
    </FormSection>
  );
}
