import { EDIT_PROFILE_TEXT } from '@ibh/contract';
import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectControl } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import type { SkillLevelsStatus } from '../../hooks/use-skill-levels-form';
import type { ProfileFormValues } from '../../lib/profile-form';
import { DEFAULT_SKILL_LEVEL_LABEL, levelOf, SKILL_LEVELS, skillKey } from '../../lib/skill-levels';

const LEVEL_OPTIONS = SKILL_LEVELS.map(({ level, label }) => ({
  value: level,
  label: EDIT_PROFILE_TEXT.skillLevelOption(level, label),
}));

/**
 * Skill levels: one labelled select per listed skill, Beginner (1) to Expert (5), unrated ones
 * showing the middle level they will be saved with. Follows the Skills chips as they change.
 */
export function SkillLevelsField({
  control,
  status,
  onRetry,
}: {
  control: Control<ProfileFormValues>;
  status: SkillLevelsStatus;
  onRetry: () => void;
}) {
  const skills = useWatch({ control, name: 'skills' });
  const { field } = useController({ control, name: 'skillLevels' });
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const choose = (skill: string, level: number) =>
    field.onChange({ ...field.value, [skillKey(skill)]: level });

  return (
    <fieldset
      aria-describedby={hintId}
      aria-busy={status === 'loading' || undefined}
      className="mt-6 border-t border-line pt-5"
    >
      <legend className="float-left w-full text-sm font-medium text-ink">
        {EDIT_PROFILE_TEXT.skillLevels}
      </legend>
      <p id={hintId} className="clear-both pt-1 text-xs text-ink-muted">
        {EDIT_PROFILE_TEXT.skillLevelsHint(DEFAULT_SKILL_LEVEL_LABEL)}
      </p>
      {status === 'loading' ? (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : null}
      {status === 'error' ? (
        <RetryAlert
          className="mt-3"
          message={EDIT_PROFILE_TEXT.skillLevelsLoadFailed}
          retry={EDIT_PROFILE_TEXT.retry}
          onRetry={onRetry}
        />
      ) : null}
      {status === 'ready' && skills.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{EDIT_PROFILE_TEXT.noSkillsToRate}</p>
      ) : null}
      {status === 'ready' && skills.length > 0 ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {skills.map((skill, index) => {
            const id = `${baseId}-${index}`;
            return (
              <li
                key={skillKey(skill)}
                className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-muted/50 py-1.5 pr-1.5 pl-3"
              >
                <label htmlFor={id} className="min-w-0 text-sm font-medium break-words text-ink">
                  {skill}
                </label>
                <SelectControl
                  wrapperClassName="w-40 shrink-0"
                  id={id}
                  value={levelOf(field.value, skill)}
                  onChange={(event) => choose(skill, Number(event.target.value))}
                  onBlur={field.onBlur}
                  className="pr-9"
                  options={LEVEL_OPTIONS}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
