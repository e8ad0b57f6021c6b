import {
  type InterviewRequest,
  OUTCOME_LABELS,
  SPRINT_OUTCOMES,
  SPRINT_TEXT,
  type SprintInterview,
  type SprintOutcome,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';

interface InterviewModalProps extends ControlledDialogProps {
  /** The interviews in the list's order; `index` null adds a new one. */
  interviews: readonly SprintInterview[];
  index: number | null;
  onIndexChange: (index: number) => void;
  /** Preset outcome of a new interview (the add buttons). */
  presetOutcome?: SprintOutcome | null;
  readOnly: boolean;
  busy: boolean;
  error?: string | null;
  onSave: (body: InterviewRequest, interviewId?: string) => void;
  onDelete?: (interviewId: string) => void;
}

const empty = { outcome: null as SprintOutcome | null, who: '', channel: '', learning: '', notes: '' };

/** Adds or edits one interview; Prev and Next walk the list (buttons, or Alt+← / Alt+→). */
export function InterviewModal({
  open,
  onOpenChange,
  returnFocus,
  interviews,
  index,
  onIndexChange,
  presetOutcome,
  readOnly,
  busy,
  error,
  onSave,
  onDelete,
}: InterviewModalProps) {
  const current = index === null ? null : (interviews[index] ?? null);
  const [form, setForm] = useState(empty);
  const [outcomeError, setOutcomeError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setOutcomeError(null);
    setForm(
      current
        ? {
            outcome: current.outcome,
            who: current.who ?? '',
            channel: current.channel ?? '',
            learning: current.learning ?? '',
            notes: current.notes ?? '',
          }
        : { ...empty, outcome: presetOutcome ?? null },
    );
  }, [open, current, presetOutcome]);

  const hasPrev = index !== null && index > 0;
  const hasNext = index !== null && index < interviews.length - 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    if (!form.outcome) {
      setOutcomeError(SPRINT_TEXT.pickOutcome);
      return;
    }
    onSave(
      {
        outcome: form.outcome,
        who: form.who,
        channel: form.channel,
        learning: form.learning,
        notes: form.notes,
      },
      current?.id,
    );
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowLeft' && hasPrev && index !== null) {
      event.preventDefault();
      onIndexChange(index - 1);
    } else if (event.key === 'ArrowRight' && hasNext && index !== null) {
      event.preventDefault();
      onIndexChange(index + 1);
    }
  };
  const title = index === null ? T.newInterview : T.interviewTitle(index + 1, interviews.length);
  /** A text field's value, change handler and read-only state. */
  const field = (key: 'who' | 'channel' | 'learning' | 'notes') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    disabled: readOnly,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} returnFocus={returnFocus}>
        <form onSubmit={submit} onKeyDown={onKeyDown} className="flex flex-col gap-4" noValidate>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={outcomeError ? 'interview-outcome-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink">{T.outcome}</legend>
            <div className="flex flex-wrap gap-2">
              {SPRINT_OUTCOMES.map((o) => (
                <label
                  key={o}
                  className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 text-sm has-[:checked]:border-sapphire-600 has-[:checked]:bg-sapphire-50"
                >
                  <input
                    type="radio"
                    name="outcome"
                    value={o}
                    checked={form.outcome === o}
                    autoFocus={o === (form.outcome ?? 'positive')}
                    disabled={readOnly}
                    onChange={() => {
                      setForm((f) => ({ ...f, outcome: o }));
                      setOutcomeError(null);
                    }}
                  />
                  {OUTCOME_LABELS[o]}
                </label>
              ))}
            </div>
            {outcomeError ? <FieldError id="interview-outcome-error">{outcomeError}</FieldError> : null}
          </fieldset>
          <TextField label={T.who} maxLength={200} {...field('who')} />
          <TextField label={T.channel} maxLength={100} {...field('channel')} />
          <TextareaField label={T.learning} maxLength={1000} rows={2} {...field('learning')} />
          <TextareaField label={T.notes} hint={T.notesHint} maxLength={2000} rows={2} {...field('notes')} />
          {error ? (
            <p role="alert" className="text-sm text-danger-600">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            {index !== null ? (
              <div className="mr-auto flex gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  disabled={!hasPrev}
                  onClick={() => index !== null && onIndexChange(index - 1)}
                >
                  {T.prev}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={!hasNext}
                  onClick={() => index !== null && onIndexChange(index + 1)}
                >
                  {T.next}
                </Button>
              </div>
            ) : null}
            {current && onDelete && !readOnly ? (
              <Button type="button" variant="ghost" onClick={() => onDelete(current.id)} disabled={busy}>
                {T.delete}
              </Button>
            ) : null}
            <Button type="submit" variant="gold" disabled={readOnly || busy}>
              {T.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
