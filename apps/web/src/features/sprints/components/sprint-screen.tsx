import {
  buildPath,
  PATHS,
  SPRINT_TEXT,
  type SprintAction,
  type SprintDetail,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { usePublishSprint } from '../api/sprint-api';
import { GateDisplay } from './gate-display';
import { SprintCosigns } from './sprint-cosigns';
import { SprintInterviews } from './sprint-interviews';
import { SprintSetupForm } from './sprint-setup-form';
import { SprintShare } from './sprint-share';
import { SprintSteps } from './sprint-steps';
import { WhatsNext } from './whats-next';

export const ledgerPathOf = (evidenceId: string, versionId: string | null) =>
  `${buildPath(PATHS.ledgerEvidence, { evidenceId })}${versionId ? `?v=${versionId}` : ''}`;

/** Alt+D toggles the owner's debug panel. */
function useDebugToggle() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && (e.key === 'd' || e.key === 'D' || e.code === 'KeyD')) {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return open;
}

/** The owner's sprint screen (001 section 2.11). */
export function SprintScreen({ sprint }: { sprint: SprintDetail }) {
  const navigate = useNavigate();
  const debug = useDebugToggle();
  const publish = usePublishSprint(sprint.id);
  const can = (action: SprintAction) => sprint.allowedActions.includes(action);
  // 'Completed — Not Met': finalize stays refused; the owner may close the sprint as not met.
  const notMet = can('close_not_met') && sprint.gate.status === 'not_met';
  const newSprintPath = `${PATHS.experimentNew}${sprint.ideaId ? `?ideaId=${sprint.ideaId}` : ''}`;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {sprint.title}
          </h1>
          {sprint.ideaId && sprint.ideaTitle ? (
            <p className="text-sm text-ink-muted" data-testid="sprint-idea">
              {T.forIdea}{' '}
              <Link
                className="font-medium text-sapphire-600 hover:underline"
                to={buildPath(PATHS.idea, { id: sprint.ideaId })}
              >
                {sprint.ideaTitle}
              </Link>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {sprint.finalizedAt ? <Badge tone="success">{SPRINT_TEXT.finalizedBadge}</Badge> : null}
            {sprint.state === 'closed' ? <Badge tone="danger">{SPRINT_TEXT.closedBadge}</Badge> : null}
            {sprint.linkedIdeaId ? (
              <>
                <Badge tone="gold">{SPRINT_TEXT.linkedToIdea}</Badge>
                <ButtonLink variant="ghost" to={buildPath(PATHS.idea, { id: sprint.linkedIdeaId })}>
                  {SPRINT_TEXT.viewInIdea}
                </ButtonLink>
              </>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <SprintSteps sprint={sprint} notMet={notMet} />
          {can('publish') ? (
            <Button
              variant="primary"
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate(undefined, {
                  onSuccess: (r) => navigate(ledgerPathOf(r.evidenceId, r.versionId)),
                  onError: () => toast.error(SPRINT_TEXT.publishFailed),
                })
              }
            >
              {sprint.state === 'closed' ? T.publishNegative : SPRINT_TEXT.publishAsEvidence}
            </Button>
          ) : null}
          {sprint.state === 'closed' ? (
            <ButtonLink variant="gold" to={newSprintPath}>
              {T.startNewSprint}
            </ButtonLink>
          ) : null}
        </div>
      </header>
      {notMet ? (
        <p role="note" className="rounded-card border border-line bg-danger-50 p-3 text-sm text-ink">
          {SPRINT_TEXT.gateNotMet}
        </p>
      ) : null}
      <GateDisplay gate={sprint.gate} totals={sprint.totals} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <SprintInterviews sprint={sprint} />
          <SprintShare sprint={sprint} />
          {sprint.finalizedAt ? <SprintCosigns sprint={sprint} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <WhatsNext sprint={sprint} />
          <SprintSetupForm sprint={sprint} />
        </div>
      </div>
      {debug ? (
        <section
          aria-label={T.debugTitle}
          className="rounded-card border border-line bg-surface-muted p-4 font-mono text-xs"
        >
          <h2 className="mb-2 font-semibold">{T.debugTitle}</h2>
          <pre className="overflow-x-auto whitespace-pre-wrap">
            {JSON.stringify(
              {
                id: sprint.id,
                ideaId: sprint.ideaId,
                evidenceId: sprint.evidenceId,
                versionId: sprint.versionId,
                state: sprint.state,
                gateInputs: {
                  target: sprint.targetCount,
                  minValidated: sprint.passGate.minValidated,
                  storedGate: sprint.storedGate,
                  required: sprint.gate.required,
                },
                totals: sprint.totals,
                gate: sprint.gate,
              },
              null,
              2,
            )}
          </pre>
        </section>
      ) : null}
    </div>
  );
}
