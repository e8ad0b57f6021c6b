import { ORDERS, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';

/** The buyer's revision notes: submit stays disabled until the trimmed notes are non-empty. */
export function RevisionForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (notes: string) => void;
  onCancel: () => void;
}) {
  const [notes, setNotes] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const trimmed = notes.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-muted/50 p-3"
    >
      <TextareaField
        ref={ref}
        label={WORKROOM_SCREEN_TEXT.revisionNotesLabel}
        hint={WORKROOM_SCREEN_TEXT.revisionNotesHint}
        value={notes}
        maxLength={ORDERS.notesMax}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="gold" disabled={!trimmed || busy}>
          {WORKROOM_SCREEN_TEXT.sendRevision}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {WORKROOM_SCREEN_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
