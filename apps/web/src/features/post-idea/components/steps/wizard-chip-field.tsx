import { IDEA, POST_IDEA_TEXT } from '@ibh/contract';
import { ChipInput } from '@/components/ui/chip-input';
import { CHIP_MAX, type ChipField } from '../../lib/wizard-values';
import type { StepProps } from './step-props';

/** A chip list of the wizard: at most 12 of 32 characters, no case-insensitive duplicates, 50 suggestions. */
export function WizardChipField({
  name,
  label,
  suggestions,
  values,
  errors,
  onChange,
  fieldRef,
}: StepProps & { name: ChipField; label: string; suggestions: readonly string[] }) {
  return (
    <ChipInput
      label={label}
      name={name}
      value={values[name]}
      onChange={(chips) => onChange(name, chips)}
      inputRef={fieldRef(name)}
      error={errors[name]}
      hint={POST_IDEA_TEXT.chipHint}
      suggestions={suggestions}
      maxSuggestions={IDEA.suggestionsMax}
      maxItems={CHIP_MAX[name]}
      maxLength={IDEA.chipMax}
    />
  );
}
