import { SPRINT_TEXT, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { usePublicSprint } from '@/features/sprints/api/sprint-api';
import { PublicSprint } from '@/features/sprints/components/public-sprint';
import { ledgerPathOf } from '@/features/sprints/components/sprint-screen';

/** /sprint/{id}?token: the public results; a finalized sprint with evidence goes to its ledger page. */
export default function PublicSprintPage() {
  const { experimentId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sprint = usePublicSprint(experimentId, token);
  if (sprint.isPending) return <LoadingState />;
  if (sprint.isError) {
    return (
      <section className="mx-auto max-w-md py-16 text-center">
        <title>{`${T.publicTitle} · IBH`}</title>
        <h1 className="text-xl font-semibold text-ink">
          {sprint.error.message || SPRINT_TEXT.publicNotFound}
        </h1>
      </section>
    );
  }
  if (sprint.data.finalizedAt && sprint.data.evidenceId) {
    return <Navigate replace to={ledgerPathOf(sprint.data.evidenceId, sprint.data.versionId)} />;
  }
  return (
    <>
      <title>{`${sprint.data.title} · IBH`}</title>
      <PublicSprint sprint={sprint.data} token={token} />
    </>
  );
}
