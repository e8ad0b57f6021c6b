import {
  IDEA,
  IDEA_STAGE_LABELS,
  IDEA_STAGES,
  type IdeaStage,
  POST_IDEA_TEXT,
  TAG_SUGGESTIONS,
} from '@ibh/contract';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { countedField } from './counter';
import type { StepProps } from './step-props';
import { WizardChipField } from './wizard-chip-field';

const STAGE_OPTIONS = IDEA_STAGES.map((stage) => ({ value: stage, label: IDEA_STAGE_LABELS[stage] }));

/** Step 1: title (cut at 80), one-liner, stage and tags. */
export function BasicsStep(props: StepProps) {
  const { values, errors, onChange, fieldRef } = props;
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={POST_IDEA_TEXT.ideaTitle}
        placeholder={POST_IDEA_TEXT.titlePlaceholder}
        maxLength={IDEA.titleMax}
        required
        {...countedField(props, 'title', IDEA.titleMax)}
      />
      <TextField
        label={POST_IDEA_TEXT.oneLiner}
        hint={POST_IDEA_TEXT.oneLinerHint}
        {...countedField(props, 'oneLiner', IDEA.oneLinerMax)}
      />
      <SelectField
        ref={fieldRef('stage')}
        label={POST_IDEA_TEXT.stage}
        options={STAGE_OPTIONS}
        value={values.stage}
        error={errors.stage}
        onChange={(event) => onChange('stage', event.target.value as IdeaStage)}
      />
      <WizardChipField {...props} name="tags" label={POST_IDEA_TEXT.tags} suggestions={TAG_SUGGESTIONS} />
    </div>
  );
}
