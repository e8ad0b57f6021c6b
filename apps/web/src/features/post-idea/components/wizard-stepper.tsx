import { POST_IDEA_TEXT, WIZARD_STEPS } from '@ibh/contract';
import { AlertCircle, Check } from 'lucide-react';
import { cx } from '@/lib/cx';

export type StepState = 'current' | 'done' | 'error' | 'todo';

/** 'Step 2 of 5: Story & Assets, completed': the button's name, whatever the screen width. */
export function stepName(index: number, label: string, state: StepState): string {
  const suffix =
    state === 'done'
      ? `, ${POST_IDEA_TEXT.stepDone}`
      : state === 'error'
        ? `, ${POST_IDEA_TEXT.stepHasErrors}`
        : '';
  return `${POST_IDEA_TEXT.stepOf(index + 1, WIZARD_STEPS.length)}: ${label}${suffix}`;
}

/**
 * The five clickable steps. On phones only the numbers show (the step heading names the
 * current one); each button's name always includes the step and its state.
 */
export function WizardStepper({
  states,
  onSelect,
}: {
  states: readonly StepState[];
  onSelect: (step: number) => void;
}) {
  return (
    <nav aria-label={POST_IDEA_TEXT.stepsLabel}>
      <ol className="isolate grid grid-cols-5 gap-1 sm:gap-2">
        {WIZARD_STEPS.map((label, index) => {
          const state = states[index] ?? 'todo';
          return (
            <li key={label} className="relative">
              {index > 0 ? (
                <span
                  aria-hidden
                  className="absolute top-5 right-1/2 -z-10 h-px w-full -translate-y-1/2 bg-line-strong"
                />
              ) : null}
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={state === 'current' ? 'step' : undefined}
                className="relative flex min-h-10 w-full flex-col items-center gap-1.5 rounded-lg px-1 py-0.5 text-center"
              >
                <span
                  aria-hidden
                  className={cx(
                    'inline-flex size-10 items-center justify-center rounded-full border text-sm font-semibold transition-colors',
                    state === 'current' && 'border-sapphire-600 bg-sapphire-600 text-white',
                    state === 'done' && 'border-sapphire-600 bg-sapphire-50 text-sapphire-700',
                    state === 'error' && 'border-danger-600 bg-danger-50 text-danger-600',
                    state === 'todo' && 'border-line-strong bg-surface text-ink-muted',
                  )}
                >
                  {state === 'done' ? (
                    <Check aria-hidden className="size-4" strokeWidth={3} />
                  ) : state === 'error' ? (
                    <AlertCircle aria-hidden className="size-4" />
                  ) : (
                    index + 1
                  )}
                </span>
                <span
                  aria-hidden
                  className={cx(
                    'hidden text-xs leading-tight sm:block sm:text-sm',
                    state === 'current' ? 'font-semibold text-ink' : 'text-ink-muted',
                  )}
                >
                  {label}
                </span>
                <span className="sr-only">{stepName(index, label, state)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
