import { IDEA_TEXT, PATHS, POST_IDEA_TEXT } from '@ibh/contract';
import { Lightbulb } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** In place of the wizard for a signed-in user who is not an idea owner (000 sections 2, 6). */
export function OnlyOwnersNotice() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold-50 text-gold-700">
        <Lightbulb aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">{IDEA_TEXT.onlyOwnersPost}</h1>
      <ButtonLink to={PATHS.dashboard} className="mt-6">
        {POST_IDEA_TEXT.goToDashboard}
      </ButtonLink>
    </section>
  );
}
