import { NAV_TEXT, PATHS, TESTIMONIAL_TEXT } from '@ibh/contract';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { IconCardPage } from '@/components/page/icon-card-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useAuth } from '@/lib/auth';
import { TestimonialForm } from './testimonial-form';

/** /testimonial (signed in): share your experience; afterwards, the pending note and the way on. */
export function TestimonialPageView() {
  const { user } = useAuth();
  const [sent, setSent] = useState(0);
  const [showForm, setShowForm] = useState(true);
  return (
    <IconCardPage
      id="testimonial-title"
      title={NAV_TEXT.shareExperience}
      intro={TESTIMONIAL_TEXT.intro}
      icon={MessageSquareQuote}
      tone="gold"
      width="max-w-2xl"
      gap="gap-6"
    >
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
    </IconCardPage>
  );
}
