import { PATHS, SPRINT_TEXT, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { ButtonLink } from '@/components/ui/button';

/** An idea owner with no sprint: the '10-Interview Sprint' intro with Start Sprint and See Evidence. */
export function SprintIntro() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {SPRINT_TEXT.introTitle}
      </h1>
      <p className="text-sm text-ink-muted">{T.introBody}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to={PATHS.experimentNew} variant="gold">
          {SPRINT_TEXT.startSprint}
        </ButtonLink>
        <ButtonLink to={PATHS.evidence} variant="secondary">
          {SPRINT_TEXT.seeEvidence}
        </ButtonLink>
      </div>
    </section>
  );
}
