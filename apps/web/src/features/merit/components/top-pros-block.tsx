import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useFlags } from '@/lib/flags-context';
import { useTopPros } from '../api/merit-queries';

// The block's code (hover card, sheet, bars) loads after the first paint.
const TopMeritProfessionals = lazy(() =>
  import('./top-merit-professionals').then((m) => ({ default: m.TopMeritProfessionals })),
);

/**
 * Top Merit Professionals on the home page, fed by GET /api/merit/top until the home endpoint's
 * one round trip brings `topPros` (then the home page renders TopMeritProfessionals with it).
 * Hidden when the topMeritOnHomepage flag is off.
 */
export function TopProsBlock() {
  const { topMeritOnHomepage } = useFlags();
  const query = useTopPros(topMeritOnHomepage);
  if (!topMeritOnHomepage) return null;
  return (
    <Suspense
      fallback={
        <div className="mt-16 sm:mt-20" aria-hidden>
          <Skeleton className="h-8 w-72" />
          <Skeleton className="mt-6 h-48 w-full" />
        </div>
      }
    >
      <TopMeritProfessionals
        data={query.data}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
      />
    </Suspense>
  );
}
