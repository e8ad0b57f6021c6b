import { AUTH } from '@ibh/contract';
import { AlertCircle } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '@/lib/cx';

/** The look of text inputs and selects: 44 px tall, 16 px text (no zoom on iOS), red when invalid. */
export const inputClasses = cx(
  'h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-ink shadow-xs',
  'placeholder:text-ink-muted/80 focus-visible:border-sapphire-500 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-surface-muted aria-[invalid=true]:border-danger-600',
);

/** Ids for a field's hint and error, joined for aria-describedby. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-danger-600">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Shown under the field; replaced by nothing, it stays while an error shows. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Next to the label, on the right (e.g. 'Forgot password?'). */
  labelAside?: ReactNode;
  className?: string;
}

interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Label above, control, then hint and error: the frame every form field shares. */
export function FieldFrame({
  label,
  hint,
  error,
  labelAside,
  className,
  ids,
  children,
}: FieldFrameProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex min-h-6 items-end justify-between gap-3">
        <label htmlFor={ids.inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {hint && !error ? (
        <p id={ids.hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function useFieldIds(id?: string): FieldIds {
  const auto = useId();
  const inputId = id ?? auto;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/**
 * A field's props split: the frame's (label, hint, error, aside, class) with the ids, the control's
 * own, and the control's aria-invalid and aria-describedby (hint or error, then any extra ids).
 */
export function useField<P extends FieldFrameProps & { id?: string | undefined }>(props: P) {
  const { label, hint, error, labelAside, className, id, ...control } = props;
  const ids = useFieldIds(id);
  return {
    frame: { label, hint, error, labelAside, className, ids },
    control,
    inputId: ids.inputId,
    invalid: error ? true : undefined,
    describedBy: (...extra: Array<string | undefined>) =>
      describedBy(error && ids.errorId, hint && !error ? ids.hintId : null, ...extra),
  };
}

export interface TextFieldProps extends FieldFrameProps, Omit<ComponentProps<'input'>, 'className'> {
  /** Marks the input invalid when the message is shown elsewhere (a form-level alert). */
  invalid?: boolean;
  /** Extra ids for aria-describedby, e.g. a form-level alert. */
  describedById?: string | undefined;
  /** A control inside the input on the right (e.g. show password). */
  trailing?: ReactNode;
  inputClassName?: string;
}

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function TextField({ invalid, describedById, trailing, inputClassName, ...props }: TextFieldProps) {
  const field = useField(props);
  return (
    <FieldFrame {...field.frame}>
      <div className="relative">
        <input
          id={field.inputId}
          aria-invalid={field.invalid || invalid || undefined}
          aria-describedby={field.describedBy(describedById)}
          className={cx(inputClasses, trailing ? 'pr-12' : undefined, inputClassName)}
          {...field.control}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/**
 * A 6-digit code from an authenticator app: numeric keypad, the browser's one-time-code autofill,
 * digits only.
 */
export function OneTimeCodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={AUTH.otpLength}
      inputClassName="font-mono tracking-[0.3em] sm:max-w-48"
      {...props}
    />
  );
}
