import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useHomeData } from '@/features/home/api/home-data';
import { HomeHero } from '@/features/home/components/home-hero';
import { WhyUseSection } from '@/features/home/components/why-use-section';
import { useFlags } from '@/lib/flags-context';

// Below the fold: the pulse's and the testimonials' code loads after the first paint, keeping the
// first route in its budget. Their data comes with the rest of the page (GET /api/home).
const LivePulseSection = lazy(() =>
  import('@/features/home/components/live-pulse-section').then((m) => ({ default: m.LivePulseSection })),
);
// Top Merit Professionals: its hover card, sheet and bars load after the first paint too.
const TopMeritProfessionals = lazy(() =>
  import('@/features/merit/components/top-merit-professionals').then((m) => ({
    default: m.TopMeritProfessionals,
  })),
);
const HomeTestimonialsSection = lazy(() =>
  import('@/features/testimonials/components/home-testimonials-section').then((m) => ({
    default: m.HomeTestimonialsSection,
  })),
);

/** The pulse's size while its code loads: a title and three tickers. */
function PulsePlaceholder() {
  return (
    <div className="mt-16 sm:mt-20" aria-hidden>
      <Skeleton className="h-8 w-64" />
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72 w-full" />
        ))}
      </div>
    </div>
  );
}

function TopProsPlaceholder() {
  return (
    <div className="mt-16 sm:mt-20" aria-hidden>
      <Skeleton className="h-8 w-72" />
      <Skeleton className="mt-6 h-48 w-full" />
    </div>
  );
}

function TestimonialsPlaceholder() {
  return (
    <div className="mt-16 sm:mt-20" aria-hidden>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-6 h-40 w-full" />
    </div>
  );
}

/**
 * The home page (000 section 2, 001 section 2.9): one call (GET /api/home) brings Top Merit
 * Professionals, the Live Innovation Pulse and the testimonials; the pulse then stays live.
 */
export default function HomePage() {
  const home = useHomeData();
  const { topMeritOnHomepage } = useFlags();
  const retry = () => void home.refetch();
  return (
    <>
      <title>IBH: validate ideas with proof</title>
      <HomeHero />
      <WhyUseSection />
      {topMeritOnHomepage ? (
        <Suspense fallback={<TopProsPlaceholder />}>
          <TopMeritProfessionals
            data={home.data?.topPros}
            isLoading={home.isPending}
            isError={home.isError}
            onRetry={retry}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={<PulsePlaceholder />}>
        <LivePulseSection
          ready={home.isSuccess}
          isLoading={home.isPending}
          isError={home.isError}
          onRetry={retry}
        />
      </Suspense>
      <Suspense fallback={<TestimonialsPlaceholder />}>
        <HomeTestimonialsSection
          items={home.data?.testimonials}
          isPending={home.isPending}
          isError={home.isError}
          onRetry={retry}
        />
      </Suspense>
    </>
  );
}
