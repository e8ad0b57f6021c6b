import {
  EDIT_PROFILE_TEXT,
  PROFILE_FIELD_TEXT,
  PROFILE_LIMITS,
  PROFILE_SECTIONS,
  STAGE_PREFERENCES,
  WORK_STYLES,
} from '@ibh/contract';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { bindFields } from '@/components/forms/bind-fields';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { ProfileFormValues } from '../../lib/profile-form';
import { FormSection } from './form-section';

const SECTION = PROFILE_SECTIONS[3];

/** Additional Matching: stage, funding expectation (free text), open to equity, work style. */
export function MatchingSection({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { register, control } = form;
  const field = bindFields(form);
  const workStyle = useWatch({ control, name: 'workStyle' });
  // A saved style that is not on the list stays choosable.
  const styles: readonly string[] =
    workStyle && !(WORK_STYLES as readonly string[]).includes(workStyle)
      ? [workStyle, ...WORK_STYLES]
      : WORK_STYLES;
  return (
    <FormSection id={SECTION.id} title={SECTION.label}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={EDIT_PROFILE_TEXT.stagePreference}
          options={STAGE_PREFERENCES}
          {...field('stagePreference')}
        />
        <SelectField
          label={EDIT_PROFILE_TEXT.workStyle}
          options={styles}
          placeholder={PROFILE_FIELD_TEXT.notSet}
          {...field('workStyle')}
        />
        <TextField
          className="sm:col-span-2"
          label={EDIT_PROFILE_TEXT.fundingExpectation}
          placeholder={EDIT_PROFILE_TEXT.fundingPlaceholder}
          maxLength={PROFILE_LIMITS.freeText}
          {...field('fundingExpectation')}
        />
        <CheckboxField
          className="sm:col-span-2"
          label={EDIT_PROFILE_TEXT.openToEquity}
          hint={EDIT_PROFILE_TEXT.openToEquityHint}
          {...register('equityWillingness')}
        />
      </div>
    </FormSection>
  );
}
