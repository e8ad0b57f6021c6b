import { SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useSprint } from '@/features/sprints/api/sprint-api';
import { OwnerGate } from '@/features/sprints/components/owner-gate';
import { SprintIntro } from '@/features/sprints/components/sprint-intro';
import { ledgerPathOf, SprintScreen } from '@/features/sprints/components/sprint-screen';

function Experiment({ id }: { id: string }) {
  const sprint = useSprint(id);
  useEffect(() => {
    if (sprint.data) document.title = `${sprint.data.title} · IBH`;
  }, [sprint.data]);
  if (sprint.isPending) return <LoadingState />;
  // Not a sprint of this owner (or none): the intro, as for an owner with no sprint.
  if (sprint.isError) return <SprintIntro />;
  if (sprint.data.state === 'published' && sprint.data.evidenceId) {
    return <Navigate replace to={ledgerPathOf(sprint.data.evidenceId, sprint.data.versionId)} />;
  }
  return <SprintScreen sprint={sprint.data} />;
}

/** /experiments/{id}: the owner's sprint screen ('new' redirects to /experiments/new in the route table). */
export default function ExperimentPage() {
  const { id = '' } = useParams();
  return (
    <OwnerGate>
      <title>{`${T.pageTitle} · IBH`}</title>
      <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
        <Experiment id={id} />
      </section>
    </OwnerGate>
  );
}
