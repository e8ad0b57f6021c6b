import {
  SPRINT_TEXT,
  type SprintDetail,
  sprintRequiredPositives,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatDate } from '@/lib/dates';
import { useSaveSetup } from '../api/sprint-api';
import { SprintPanel } from './sprint-panel';

/** 'Sprint Setup': hypothesis, persona, minimum positives; editable while the summary lacks its setup lines. */
export function SprintSetupForm({ sprint }: { sprint: SprintDetail }) {
  const save = useSaveSetup(sprint.id);
  const [form, setForm] = useState({
    hypothesis: sprint.hypothesis,
    persona: sprint.persona,
    minValidated: String(sprint.passGate.minValidated),
  });
  useEffect(() => {
    setForm({
      hypothesis: sprint.hypothesis,
      persona: sprint.persona,
      minValidated: String(sprint.passGate.minValidated),
    });
  }, [sprint.hypothesis, sprint.persona, sprint.passGate.minValidated]);
  const editable = sprint.setupEditable && sprint.allowedActions.includes('setup');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = Math.max(0, Math.min(sprint.targetCount, Number.parseInt(form.minValidated, 10) || 0));
    save.mutate(
      { hypothesis: form.hypothesis, persona: form.persona, minValidated: min },
      {
        onSuccess: () => toast.success(SPRINT_TEXT.setupSaved),
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    <SprintPanel id="setup-title" title={SPRINT_TEXT.setupTitle}>
      {sprint.setupRegisteredAt ? (
        <p className="mt-1 text-xs text-ink-muted">{T.preRegistered(formatDate(sprint.setupRegisteredAt))}</p>
      ) : null}
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <TextareaField
          label={T.hypothesis}
          rows={2}
          maxLength={500}
          value={form.hypothesis}
          disabled={!editable}
          onChange={(e) => setForm((f) => ({ ...f, hypothesis: e.target.value }))}
        />
        <TextField
          label={T.persona}
          maxLength={300}
          value={form.persona}
          disabled={!editable}
          onChange={(e) => setForm((f) => ({ ...f, persona: e.target.value }))}
        />
        <TextField
          label={T.minPositives}
          type="number"
          min={0}
          max={sprint.targetCount}
          inputMode="numeric"
          hint={T.minPositivesTip(sprintRequiredPositives(sprint))}
          value={form.minValidated}
          disabled={!editable}
          onChange={(e) => setForm((f) => ({ ...f, minValidated: e.target.value }))}
        />
        {editable ? (
          <div>
            <Button type="submit" variant="gold" disabled={save.isPending}>
              {T.saveSetup}
            </Button>
          </div>
        ) : null}
      </form>
    </SprintPanel>
  );
}
