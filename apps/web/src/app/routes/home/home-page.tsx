import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useHomeData } from '@/features/home/api/home-data';
import { HomeHero } from '@/features/home/components/home-hero';
import { LivePulseSection } from '@/features/home/components/live-pulse-section';
import { WhyUseSection } from '@/features/home/components/why-use-section';
import { TopMeritProfessionals } from '@/features/merit/components/top-merit-professionals';
import { useFlags } from '@/lib/flags-context';

// Below the fold: its code (and the testimonials contract) loads after the first paint, keeping the
// first route in its budget. Its data comes with the rest of the page (GET /api/home).
const HomeTestimonialsSection = lazy(() =>
  import('@/features/testimonials/components/home-testimonials-section').then((m) => ({
    default: m.HomeTestimonialsSection,
  })),
);

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
        <TopMeritProfessionals
          data={home.data?.topPros}
          isLoading={home.isPending}
          isError={home.isError}
          onRetry={retry}
        />
      ) : null}
      <LivePulseSection
        ready={home.isSuccess}
        isLoading={home.isPending}
        isError={home.isError}
        onRetry={retry}
      />
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
