import { SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { useLocation } from 'react-router';
import { OwnerGate } from '@/features/sprints/components/owner-gate';
import { SprintList } from '@/features/sprints/components/sprint-list';

/** /experiments/interview-sprint (f, s). */
export default function SprintPage() {
  const { search } = useLocation();
  return (
    <OwnerGate>
      <title>{`${T.listTitle} · IBH`}</title>
      <SprintList search={search} />
    </OwnerGate>
  );
}
