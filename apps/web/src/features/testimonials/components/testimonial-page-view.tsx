import { NAV_TEXT, PATHS, TESTIMONIAL_TEXT } from '@ibh/contract';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { useAuth } from '@/lib/auth';
import { TestimonialForm } from './testimonial-form';

/** /testimonial (signed in): share your experience; afterwards, the pending note and the way on. */
export function TestimonialPageView() {
  const { user } = useAuth();
  const [sent, setSent] = useState(0);
  const [showForm, setShowForm] = useState(true);
  return (
    <section aria-labelledby="testimonial-title" className="mx-auto w-full max-w-2xl py-2 sm:py-6">
      <title>{`${NAV_TEXT.shareExperience} · IBH`}</title>
      <div className="flex flex-col gap-6 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
            <MessageSquareQuote aria-hidden className="size-6" />
          </span>
          <HeadingIntro
            id="testimonial-title"
            kind="card"
            title={NAV_TEXT.shareExperience}
            intro={TESTIMONIAL_TEXT.intro}
          />
        </div>
        {showForm ? (
          <TestimonialForm
            key={sent}
            defaultName={user?.fullName ?? ''}
            onSubmitted={() => {
              setSent((n) => n + 1);
              setShowForm(false);
              // The form was long; the thank-you note replaces it at the top of the card.
              window.scrollTo({ top: 0 });
            }}
          />
        ) : (
          <FormAlert
            tone="success"
            action={
              <div className="flex flex-wrap gap-2">
                <ButtonLink to={PATHS.home} variant="secondary">
                  {TESTIMONIAL_TEXT.backHome}
                </ButtonLink>
                <Button variant="ghost" onClick={() => setShowForm(true)}>
                  {TESTIMONIAL_TEXT.writeAnother}
                </Button>
              </div>
            }
          >
            {TESTIMONIAL_TEXT.submitted}
          </FormAlert>
        )}
      </div>
    </section>
  );
}
