import { buildPath, PATHS, SPRINT_TEXT, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { startOrResume } from '@/features/sprints/api/sprint-api';
import { OwnerGate } from '@/features/sprints/components/owner-gate';

function Starter() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const ideaId = params.get('ideaId');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const failed = (message: string) => {
      toast.error(message);
      navigate(`${PATHS.sprintList}?f=all&s=desc`, { replace: true });
    };
    startOrResume({ ideaId: ideaId || null })
      .then((r) => {
        if (!r.id) failed(SPRINT_TEXT.idMissing);
        else navigate(buildPath(PATHS.experiment, { id: r.id }), { replace: true });
      })
      .catch(() => failed(SPRINT_TEXT.couldNotStart));
  }, [ideaId, navigate]);
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
