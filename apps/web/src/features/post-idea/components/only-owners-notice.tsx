import { IDEA_TEXT, PATHS, POST_IDEA_TEXT } from '@ibh/contract';
import { Compass, Lightbulb } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/**
 * In place of the wizard for a signed-in user who is not an idea owner (000 sections 2, 6): the
 * refusal, then the next step it names (supporting or validating ideas) and the dashboard.
 */
export function OnlyOwnersNotice() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <title>{`${POST_IDEA_TEXT.title} · IBH`}</title>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold-50 text-gold-700">
        <Lightbulb aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">{IDEA_TEXT.onlyOwnersPost}</h1>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <ButtonLink to={PATHS.explore}>
          <Compass aria-hidden className="size-4" />
          {POST_IDEA_TEXT.supportIdeas}
        </ButtonLink>
        <ButtonLink to={PATHS.dashboard} variant="secondary">
          {POST_IDEA_TEXT.goToDashboard}
        </ButtonLink>
      </div>
    </section>
  );
}
