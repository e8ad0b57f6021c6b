import { SPRINT_TEXT, type SprintAction, type SprintDetail, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import toast from 'react-hot-toast';
import { ConfirmActionButton, type ConfirmText } from '@/components/confirm/confirm-action-button';
import type { ButtonVariant } from '@/components/ui/button';
import { useCloseNotMet, useFinalizeSprint, useReopenSprint } from '../api/sprint-api';

interface StepText {
  /** The button's label. */
  label: string;
  confirm: ConfirmText;
  /** The toast when the step fails. */
  failed: (error: Error) => string;
  /** The toast when it is done, if any. */
  done?: string;
}

/** What each step says: its button, its confirmation, and its toasts. */
function stepTexts(sprint: SprintDetail): Record<'complete' | 'close' | 'reopen', StepText> {
  const { pos, neu, neg } = sprint.totals;
  const { required } = sprint.gate;
  return {
    complete: {
      label: SPRINT_TEXT.completeSprint,
      confirm: {
        title: SPRINT_TEXT.completeSprint,
        body: SPRINT_TEXT.finalizeConfirm(pos, neu, neg, required),
        confirmLabel: T.confirmComplete,
        cancelLabel: T.cancel,
      },
      failed: (e) => e.message,
    },
    close: {
      label: T.closeNotMet,
      confirm: {
        title: T.closeNotMet,
        body: T.closeNotMetConfirm(pos, required),
        confirmLabel: T.closeNotMet,
        cancelLabel: T.cancel,
      },
      failed: (e) => e.message || SPRINT_TEXT.closeFailed,
      done: SPRINT_TEXT.closed,
    },
    reopen: {
      label: SPRINT_TEXT.reopen,
      confirm: {
        title: SPRINT_TEXT.reopen,
        body: SPRINT_TEXT.reopenConfirm,
        confirmLabel: T.reopenAction,
        cancelLabel: T.cancel,
      },
      failed: () => SPRINT_TEXT.reopenFailed,
      done: SPRINT_TEXT.reopened,
    },
  };
}

interface StepButtonProps {
  variant: ButtonVariant;
  text: StepText;
  step: {
    isPending: boolean;
    mutate: (variables: undefined, callbacks: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  };
}

/** A step that asks first; the dialog closes whatever the answer, and a toast says how it went. */
function StepButton({ variant, text, step }: StepButtonProps) {
  const run = (close: () => void) =>
    step.mutate(undefined, {
      onSuccess: () => {
        close();
        if (text.done) toast.success(text.done);
      },
      onError: (error) => {
        close();
        toast.error(text.failed(error));
      },
    });
  return (
    <ConfirmActionButton variant={variant} confirm={text.confirm} busy={step.isPending} onConfirm={run}>
      {text.label}
    </ConfirmActionButton>
  );
}

/**
 * The owner's steps that ask first: complete the sprint, close it as not met ('Completed — Not
 * Met': finalize stays refused), reopen it.
 */
export function SprintSteps({ sprint, notMet }: { sprint: SprintDetail; notMet: boolean }) {
  const finalize = useFinalizeSprint(sprint.id);
  const close = useCloseNotMet(sprint.id);
  const reopen = useReopenSprint(sprint.id);
  const texts = stepTexts(sprint);
  const can = (action: SprintAction) => sprint.allowedActions.includes(action);
  return (
    <>
      {can('finalize') && sprint.gate.canComplete ? (
        <StepButton variant="gold" text={texts.complete} step={finalize} />
      ) : null}
      {notMet ? <StepButton variant="secondary" text={texts.close} step={close} /> : null}
      {can('reopen') ? <StepButton variant="secondary" text={texts.reopen} step={reopen} /> : null}
    </>
  );
}
