import { SPRINT_TEXT, type SprintAction, type SprintDetail, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ConfirmActionButton, type ConfirmText } from '@/components/confirm/confirm-action-button';
import type { ButtonVariant } from '@/components/ui/button';
import { useCloseNotMet, useFinalizeSprint, useReopenSprint } from '../api/sprint-api';

/** What the confirmation of each step says. */
function stepConfirms(sprint: SprintDetail) {
  const { pos, neu, neg } = sprint.totals;
  const { required } = sprint.gate;
  return {
    complete: {
      title: SPRINT_TEXT.completeSprint,
      body: SPRINT_TEXT.finalizeConfirm(pos, neu, neg, required),
      confirmLabel: T.confirmComplete,
      cancelLabel: T.cancel,
    },
    close: {
      title: T.closeNotMet,
      body: T.closeNotMetConfirm(pos, required),
      confirmLabel: T.closeNotMet,
      cancelLabel: T.cancel,
    },
    reopen: {
      title: SPRINT_TEXT.reopen,
      body: SPRINT_TEXT.reopenConfirm,
      confirmLabel: T.reopenAction,
      cancelLabel: T.cancel,
    },
  };
}

interface StepButtonProps {
  variant: ButtonVariant;
  confirm: ConfirmText;
  step: {
    isPending: boolean;
    mutate: (variables: undefined, callbacks: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  };
  /** The toast when the step fails. */
  failed: (error: Error) => string;
  /** The toast when it is done, if any. */
  done?: string;
  children: ReactNode;
}

/** A step that asks first; the dialog closes whatever the answer, and a toast says how it went. */
function StepButton({ variant, confirm, step, failed, done, children }: StepButtonProps) {
  const run = (close: () => void) =>
    step.mutate(undefined, {
      onSuccess: () => {
        close();
        if (done) toast.success(done);
      },
      onError: (error) => {
        close();
        toast.error(failed(error));
      },
    });
  return (
    <ConfirmActionButton variant={variant} confirm={confirm} busy={step.isPending} onConfirm={run}>
      {children}
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
  const confirms = stepConfirms(sprint);
  const can = (action: SprintAction) => sprint.allowedActions.includes(action);
  return (
    <>
      {can('finalize') && sprint.gate.canComplete ? (
        <StepButton variant="gold" confirm={confirms.complete} step={finalize} failed={(e) => e.message}>
          {SPRINT_TEXT.completeSprint}
        </StepButton>
      ) : null}
      {notMet ? (
        <StepButton
          variant="secondary"
          confirm={confirms.close}
          step={close}
          failed={(e) => e.message || SPRINT_TEXT.closeFailed}
          done={SPRINT_TEXT.closed}
        >
          {T.closeNotMet}
        </StepButton>
      ) : null}
      {can('reopen') ? (
        <StepButton
          variant="secondary"
          confirm={confirms.reopen}
          step={reopen}
          failed={() => SPRINT_TEXT.reopenFailed}
          done={SPRINT_TEXT.reopened}
        >
          {SPRINT_TEXT.reopen}
        </StepButton>
      ) : null}
    </>
  );
}
