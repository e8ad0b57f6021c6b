import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { HomeHero } from '@/features/home/components/home-hero';
import { LivePulseSection } from '@/features/home/components/live-pulse-section';
import { WhyUseSection } from '@/features/home/components/why-use-section';

// Below the fold: its code (and the testimonials contract) loads after the first paint, keeping the
// first route in its budget.
const HomeTestimonialsSection = lazy(() =>
  import('@/features/testimonials/components/home-testimonials-section').then((m) => ({
    default: m.HomeTestimonialsSection,
  })),
);

// Issue 19: Top Merit Professionals (its data request too) loads after the first paint.
const TopProsBlock = lazy(() =>
  import('@/features/merit/components/top-pros-block').then((m) => ({ default: m.TopProsBlock })),
);

function TestimonialsPlaceholder() {
  return (
    <div className="mt-16 sm:mt-20" aria-hidden>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-6 h-40 w-full" />
    </div>
  );
}

export default function HomePage() {
  return (
    <>
      <title>IBH: validate ideas with proof</title>
      <HomeHero />
      <Suspense fallback={null}>
        <TopProsBlock />
      </Suspense>
      <WhyUseSection />
      <LivePulseSection />
      <Suspense fallback={<TestimonialsPlaceholder />}>
        <HomeTestimonialsSection />
      </Suspense>
    </>
  );
}
