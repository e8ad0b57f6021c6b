import { type FormEvent, type KeyboardEvent, type ReactNode, useId } from 'react';
import { FieldError } from '@/components/ui/text-field';

/** A message box's keys: Enter sends, Shift+Enter breaks the line, Enter that ends an IME composition does not. */
export function enterSends(send: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
}

/** What the frame hands its message box: the id its label points at, and what describes it now. */
export interface ComposerBox {
  inputId: string;
  describedBy: string;
}

/**
 * The frame of a message composer under a conversation: the form, the message box's hidden
 * label, the box and its Send button side by side (`children`), then the hint, or the error in
 * its place.
 */
export function ComposerFrame({
  onSubmit,
  noValidate,
  label,
  hint,
  hintClassName = 'text-xs text-ink-muted',
  error,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  noValidate?: boolean;
  label: string;
  hint: string;
  hintClassName?: string;
  error?: string | null;
  children: (box: ComposerBox) => ReactNode;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate={noValidate}
      className="flex flex-col gap-1.5 border-t border-line p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        {children({ inputId, describedBy: error ? errorId : hintId })}
      </div>
      {error ? (
        <FieldError id={errorId}>{error}</FieldError>
      ) : (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </form>
  );
}
