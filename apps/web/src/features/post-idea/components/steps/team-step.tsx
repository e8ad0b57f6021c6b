import {
  IDEA,
  INDUSTRY_SUGGESTIONS,
  POST_IDEA_TEXT,
  ROLE_SUGGESTIONS,
  SKILL_SUGGESTIONS,
} from '@ibh/contract';
import { TextField } from '@/components/ui/text-field';
import { countedField } from './counter';
import { type StepProps, textField } from './step-props';
import { WizardChipField } from './wizard-chip-field';

/** Step 3: industry, looking for, skills, funding (digits and dots only) and availability. */
export function TeamStep(props: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <WizardChipField
        {...props}
        name="industry"
        label={POST_IDEA_TEXT.industry}
        suggestions={INDUSTRY_SUGGESTIONS}
      />
      <WizardChipField
        {...props}
        name="lookingFor"
        label={POST_IDEA_TEXT.lookingFor}
        suggestions={ROLE_SUGGESTIONS}
      />
      <WizardChipField
        {...props}
        name="skills"
        label={POST_IDEA_TEXT.skills}
        suggestions={SKILL_SUGGESTIONS}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={POST_IDEA_TEXT.funding}
          hint={POST_IDEA_TEXT.fundingHint}
          inputMode="decimal"
          autoComplete="off"
          {...textField(props, 'funding')}
        />
        <TextField
          label={POST_IDEA_TEXT.availability}
          placeholder={POST_IDEA_TEXT.availabilityPlaceholder}
          {...countedField(props, 'availability', IDEA.availabilityMax)}
        />
      </div>
    </div>
  );
}
