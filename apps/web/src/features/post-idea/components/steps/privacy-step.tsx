import { POST_IDEA_TEXT, WIZARD_VISIBILITIES, WIZARD_VISIBILITY_LABELS } from '@ibh/contract';
import { Globe, Lock, Users } from 'lucide-react';
import { useId } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FieldError } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import type { StepProps } from './step-props';

const ICONS = { public: Globe, supporters: Users, private: Lock } as const;

/** Step 4: the privacy level (a radio group), open for collaboration, premium with its explanation. */
export function PrivacyStep({ values, errors, onChange, fieldRef }: StepProps) {
  const base = useId();
  const errorId = `${base}-error`;
  return (
    <div className="flex flex-col gap-6">
      <fieldset
        aria-describedby={errors.visibility ? errorId : undefined}
        aria-invalid={errors.visibility ? true : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-2 text-sm font-medium text-ink">{POST_IDEA_TEXT.visibility}</legend>
        {WIZARD_VISIBILITIES.map((level, index) => {
          const Icon = ICONS[level];
          const id = `${base}-${level}`;
          const checked = values.visibility === level;
          return (
            <label
              key={level}
              htmlFor={id}
              className={cx(
                'flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sapphire-500',
                checked
                  ? 'border-sapphire-500 bg-sapphire-50'
                  : errors.visibility
                    ? 'border-danger-600 bg-surface hover:bg-surface-muted'
                    : 'border-line-strong bg-surface hover:bg-surface-muted',
              )}
            >
              <input
                ref={index === 0 ? fieldRef('visibility') : undefined}
                id={id}
                type="radio"
                name="visibility"
                value={level}
                checked={checked}
                onChange={() => onChange('visibility', level)}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 shrink-0 accent-sapphire-600 focus:outline-none"
              />
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
              <span className="flex flex-col">
                <span id={`${id}-label`} className="text-sm font-medium text-ink">
                  {WIZARD_VISIBILITY_LABELS[level]}
                </span>
                <span id={`${id}-hint`} className="text-xs text-ink-muted">
                  {POST_IDEA_TEXT.visibilityHints[level]}
                </span>
              </span>
            </label>
          );
        })}
        {errors.visibility ? <FieldError id={errorId}>{errors.visibility}</FieldError> : null}
      </fieldset>
      <div className="flex flex-col gap-2 border-t border-line pt-5">
        <CheckboxField
          label={POST_IDEA_TEXT.openForCollab}
          hint={POST_IDEA_TEXT.openForCollabHint}
          checked={values.openForCollab}
          onChange={(event) => onChange('openForCollab', event.target.checked)}
        />
        <CheckboxField
          label={POST_IDEA_TEXT.premium}
          hint={POST_IDEA_TEXT.premiumHint}
          checked={values.isPremium}
          onChange={(event) => onChange('isPremium', event.target.checked)}
        />
      </div>
    </div>
  );
}
