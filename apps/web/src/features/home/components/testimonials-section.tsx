import { HOME_TEXT, NAV_TEXT, PATHS } from '@ibh/contract';
import { Quote } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Approved testimonials go here; until there are any, the empty state invites one. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="mt-16 sm:mt-20">
      <h2 id="testimonials-title" className="text-2xl font-semibold tracking-tight text-ink">
        From our community
      </h2>
      <EmptyState
        icon={Quote}
        className="mt-6"
        action={
          <ButtonLink to={PATHS.testimonial} variant="secondary">
            {NAV_TEXT.shareExperience}
          </ButtonLink>
        }
      >
        {HOME_TEXT.testimonialsEmpty}
      </EmptyState>
    </section>
  );
}
