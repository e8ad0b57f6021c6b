import {
  EDIT_PROFILE_TEXT,
  IDEA,
  INDUSTRY_SUGGESTIONS,
  PROFILE_LIMITS,
  ROLE_SUGGESTIONS,
  SKILL_SUGGESTIONS,
} from '@ibh/contract';
import { type Control, useController } from 'react-hook-form';
import { ChipInput } from '@/components/ui/chip-input';
import type { ProfileFormValues } from '../../lib/profile-form';

type ChipName = 'secondaryRoles' | 'industries' | 'skills' | 'lookingForRoles' | 'lookingForSkills';

/** What each list offers while typing. */
const SUGGESTIONS: Record<ChipName, readonly string[]> = {
  secondaryRoles: ROLE_SUGGESTIONS,
  industries: INDUSTRY_SUGGESTIONS,
  skills: SKILL_SUGGESTIONS,
  lookingForRoles: ROLE_SUGGESTIONS,
  lookingForSkills: SKILL_SUGGESTIONS,
};

/**
 * A list field of the editor as chips, labelled by its name: the server's limits (20 items of 60
 * characters), the spec's 50 suggestions at most, no duplicates regardless of case.
 */
function ChipField({ control, name }: { control: Control<ProfileFormValues>; name: ChipName }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChipInput
      label={EDIT_PROFILE_TEXT[name]}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      hint={EDIT_PROFILE_TEXT.chipHint}
      suggestions={SUGGESTIONS[name]}
      maxSuggestions={IDEA.suggestionsMax}
      maxItems={PROFILE_LIMITS.listItems}
      maxLength={PROFILE_LIMITS.listItem}
    />
  );
}

/** The editor's chip fields of one section, in order. */
export function ChipFields({
  control,
  names,
}: {
  control: Control<ProfileFormValues>;
  names: readonly ChipName[];
}) {
  return names.map((name) => <ChipField key={name} control={control} name={name} />);
}
