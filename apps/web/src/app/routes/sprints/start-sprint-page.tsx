import { buildPath, PATHS, SPRINT_TEXT, type SprintSummary, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { TitledSection } from '@/components/page/titled-section';
import { ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { startOrResume } from '@/features/sprints/api/sprint-api';
import { OwnerGate } from '@/features/sprints/components/owner-gate';

/** Started on an idea while another sprint is open: say so plainly and offer to finish that one first. */
function OtherSprintOpen({ sprint, ideaId }: { sprint: SprintSummary; ideaId: string }) {
  return (
    <TitledSection
      id="page-title"
      title={T.otherSprintTitle}
      className="mx-auto flex max-w-lg flex-col gap-4 rounded-card border border-gold-100 bg-gold-50 p-5"
      look="xl"
      heading="h1"
    >
      <p className="text-sm text-ink">{SPRINT_TEXT.otherSprintOpen(sprint.title)}</p>
      <p className="text-sm text-ink-muted">{T.progress(sprint.completedCount, sprint.targetCount)}</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink variant="gold" to={buildPath(PATHS.experiment, { id: sprint.id })}>
          {T.finishItFirst}
        </ButtonLink>
        <ButtonLink variant="secondary" to={buildPath(PATHS.idea, { id: ideaId })}>
          {T.backToIdea}
        </ButtonLink>
      </div>
    </TitledSection>
  );
}

function Starter() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const ideaId = params.get('ideaId');
  const [otherOpen, setOtherOpen] = useState<SprintSummary | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const failed = (message: string) => {
      toast.error(message);
      navigate(`${PATHS.sprintList}?f=all&s=desc`, { replace: true });
    };
    startOrResume({ ideaId: ideaId || null })
      .then((r) => {
        if (r.kind === 'other_open') setOtherOpen(r.sprint);
        else if (!r.id) failed(SPRINT_TEXT.idMissing);
        else navigate(buildPath(PATHS.experiment, { id: r.id }), { replace: true });
      })
      .catch(() => failed(SPRINT_TEXT.couldNotStart));
  }, [ideaId, navigate]);
  if (otherOpen && ideaId) return <OtherSprintOpen sprint={otherOpen} ideaId={ideaId} />;
  return <LoadingState label={T.starting} />;
}

/** /experiments/new and /experiments/interview-sprint/create: start or resume, then open it. */
export default function StartSprintPage() {
  return (
    <OwnerGate>
      <title>{`${T.pageTitle} · IBH`}</title>
      <Starter />
    </OwnerGate>
  );
}
