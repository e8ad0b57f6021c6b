import { HomeHero } from '@/features/home/components/home-hero';
import { LivePulseSection } from '@/features/home/components/live-pulse-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { WhyUseSection } from '@/features/home/components/why-use-section';

export default function HomePage() {
  return (
    <>
      <title>IBH: validate ideas with proof</title>
      <HomeHero />
      <WhyUseSection />
      <LivePulseSection />
      <TestimonialsSection />
    </>
  );
}
