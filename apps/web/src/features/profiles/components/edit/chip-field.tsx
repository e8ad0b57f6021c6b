import { EDIT_PROFILE_TEXT, IDEA, PROFILE_LIMITS } from '@ibh/contract';
import { type Control, useController } from 'react-hook-form';
import { ChipInput } from '@/components/ui/chip-input';
import type { ProfileFormValues } from '../../lib/profile-form';

type ChipName = 'secondaryRoles' | 'industries' | 'skills' | 'lookingForRoles' | 'lookingForSkills';

/**
 * A list field of the editor as chips: the server's limits (20 items of 60 characters), the
 * spec's 50 suggestions at most, no duplicates regardless of case.
 */
export function ChipField({
  control,
  name,
  label,
  suggestions,
}: {
  control: Control<ProfileFormValues>;
  name: ChipName;
  label: string;
  suggestions: readonly string[];
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChipInput
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      hint={EDIT_PROFILE_TEXT.chipHint}
      suggestions={suggestions}
      maxSuggestions={IDEA.suggestionsMax}
      maxItems={PROFILE_LIMITS.listItems}
      maxLength={PROFILE_LIMITS.listItem}
    />
  );
}

/** The editor's chip fields of one section, in order. */
export function ChipFields({
  control,
  fields,
}: {
  control: Control<ProfileFormValues>;
  fields: readonly { name: ChipName; label: string; suggestions: readonly string[] }[];
}) {
  return fields.map((chip) => <ChipField key={chip.name} control={control} {...chip} />);
}
