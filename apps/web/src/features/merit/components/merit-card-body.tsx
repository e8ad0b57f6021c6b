import { buildPath, MERIT, MERIT_TEXT, PATHS } from '@ibh/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMeritCard } from '../api/merit-queries';
import { useMinDuration } from '../hooks/use-min-duration';
import { MeritBars } from './merit-bars';
import { MeritTotal } from './merit-total';

/** What the hover card and the sheet show: total Merit, the three bars, the two links (001 section 2.6). */
export function MeritCardBody({ userId, name }: { userId: string; name: string }) {
  const query = useMeritCard(userId, true);
  const loading = useMinDuration(query.isPending, MERIT.skeletonMin);
  if (loading && !query.isError) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading merit">
        <Skeleton className="h-7 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-danger-600">{MERIT_TEXT.loadFailed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {MERIT_TEXT.retry}
        </Button>
      </div>
    );
  }
  const merit = query.data;
  return (
    <div className="flex flex-col gap-3">
      <MeritTotal total={merit.lifetimeTotal} size="card" testId="merit-total">
        <span className="sr-only">{`of ${name}`}</span>
      </MeritTotal>
      <MeritBars merit={merit} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
        <Link
          to={buildPath(PATHS.proProfile, { id: userId })}
          className="font-medium text-sapphire-700 underline-offset-2 hover:underline"
        >
          {MERIT_TEXT.viewProfile}
        </Link>
        <Link to={PATHS.helpMerit} className="text-ink-muted underline-offset-2 hover:underline">
          {MERIT_TEXT.whatsMerit}
        </Link>
      </div>
    </div>
  );
}
