import { HOME_TEXT, NAV_TEXT, PATHS, TESTIMONIAL_TEXT, type Testimonial } from '@ibh/contract';
import { Quote } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeletons } from '@/components/ui/skeletons';
import { TestimonialCard } from './testimonial-card';

/** Cards shown before 'Show all', so the home page stays short on a phone. */
const FIRST = 6;

function LoadingCards() {
  return (
    <div role="status" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{TESTIMONIAL_TEXT.homeLoading}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
          <Skeletons shapes={['h-4 w-full', 'h-4 w-11/12', 'h-4 w-2/3']} />
          <Skeletons className="mt-2 flex items-center gap-3" shapes={['size-10 rounded-full', 'h-4 w-32']} />
        </div>
      ))}
    </div>
  );
}

export interface HomeTestimonialsSectionProps {
  /** The 20 newest approved, from the home page's one answer (GET /api/home); undefined while it loads. */
  items: readonly Testimonial[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * The home page's testimonials: the 20 newest approved (000 sections 2, 7), newest first. With
 * none approved yet the section stays and invites the first story (decision 74). The home page
 * brings them with the rest of the page (decision 92).
 */
export function HomeTestimonialsSection({
  items: given,
  isPending,
  isError,
  onRetry,
}: HomeTestimonialsSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const items = given ?? [];
  const shown = expanded ? items : items.slice(0, FIRST);
  const shareLink = (
    <ButtonLink to={PATHS.testimonial} variant="secondary">
      {NAV_TEXT.shareExperience}
    </ButtonLink>
  );
  return (
    <section aria-labelledby="testimonials-title" className="mt-16 sm:mt-20" data-testid="home-testimonials">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="testimonials-title" className="text-2xl font-semibold tracking-tight text-ink">
          {TESTIMONIAL_TEXT.homeTitle}
        </h2>
        {items.length > 0 ? shareLink : null}
      </div>
      {isPending ? <LoadingCards /> : null}
      {isError ? (
        <RetryAlert
          className="mt-6"
          message={TESTIMONIAL_TEXT.homeLoadFailed}
          retry={TESTIMONIAL_TEXT.retry}
          onRetry={onRetry}
        />
      ) : null}
      {given !== undefined && items.length === 0 ? (
        <EmptyState icon={Quote} className="mt-6" action={shareLink}>
          {HOME_TEXT.testimonialsEmpty}
        </EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((testimonial) => (
            <li key={testimonial.id} className="flex">
              <TestimonialCard testimonial={testimonial} className="w-full" />
            </li>
          ))}
        </ul>
      ) : null}
      {!expanded && items.length > FIRST ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => setExpanded(true)}>
            {TESTIMONIAL_TEXT.showAll(items.length)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
