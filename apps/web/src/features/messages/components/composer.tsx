import { MESSAGE_LIMITS, MESSAGE_TEXT } from '@ibh/contract';
import { Send } from 'lucide-react';
import { type FormEvent, type RefObject, useState } from 'react';
import { ComposerFrame, enterSends } from '@/components/chat/composer-frame';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';

interface ComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Called with the trimmed text; the composer is emptied at once. */
  onSend: (body: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** Enter sends, Shift+Enter adds a new line; an empty message gets 'Type a message first'. */
export function Composer({ draft, onDraftChange, onSend, inputRef }: ComposerProps) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) {
      setError(MESSAGE_TEXT.typeFirst);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onSend(body);
  };

  return (
    <ComposerFrame
      onSubmit={submit}
      noValidate
      label={MESSAGE_TEXT.message}
      hint={MESSAGE_TEXT.composerHint}
      hintClassName="hidden text-xs text-ink-muted sm:block"
      error={error}
    >
      {({ inputId, describedBy }) => (
        <>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            value={draft}
            maxLength={MESSAGE_LIMITS.bodyMax}
            placeholder={MESSAGE_TEXT.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              onDraftChange(event.target.value);
              if (error && event.target.value.trim()) setError(null);
            }}
            onKeyDown={enterSends(submit)}
            className={cx(
              inputClasses,
              'h-auto max-h-40 min-h-11 flex-1 resize-none py-2.5 field-sizing-content',
            )}
          />
          <Button type="submit" size="icon" aria-label={MESSAGE_TEXT.send} className="size-11">
            <Send aria-hidden className="size-4" />
          </Button>
        </>
      )}
    </ComposerFrame>
  );
}
