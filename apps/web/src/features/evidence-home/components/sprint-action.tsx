import { buildPath, type HomeActiveSprint, PATHS, EVIDENCE_HOME_TEXT as T } from '@ibh/contract';
import { ArrowRight, FlaskConical, Play, Signature } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';

export type SprintViewer = 'pending' | 'visitor' | 'owner' | 'professional';

/**
 * The hero's next step (001 section 2.9): an idea owner resumes their active sprint (done/target)
 * or starts a new one; a visitor is invited to sign up; a professional, who runs no sprints
 * (decision 78), goes to the co-sign inbox.
 */
export function SprintAction({
  viewer,
  activeSprint,
  loading,
}: {
  viewer: SprintViewer;
  activeSprint: HomeActiveSprint | null;
  /** The owner's sprint is not known yet. */
  loading: boolean;
}) {
  if (viewer === 'pending' || (viewer === 'owner' && loading)) {
    return (
      <div className="mt-8 flex flex-col gap-3 sm:flex-row" aria-hidden>
        <Skeleton className="h-12 w-full sm:w-52" />
        <Skeleton className="h-12 w-full sm:w-40" />
      </div>
    );
  }
  const seeEvidence = (
    <ButtonLink to={PATHS.evidence} variant="secondary" size="lg">
      {T.seeEvidence}
    </ButtonLink>
  );
  if (viewer === 'visitor') {
    return (
      <div className="mt-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to={PATHS.signup} variant="gold" size="lg">
            {T.signUp}
            <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
          <ButtonLink to={PATHS.login} variant="secondary" size="lg">
            {T.signIn}
          </ButtonLink>
        </div>
        <p className="mt-3 text-sm text-ink-muted">{T.visitorNote}</p>
      </div>
    );
  }
  if (viewer === 'professional') {
    return (
      <div className="mt-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to={PATHS.proCosignInbox} variant="primary" size="lg">
            <Signature aria-hidden className="size-4" />
            {T.cosignInbox}
          </ButtonLink>
          {seeEvidence}
        </div>
        <p className="mt-3 text-sm text-ink-muted">{T.proNote}</p>
      </div>
    );
  }
  if (activeSprint) {
    const { id, done, target } = activeSprint;
    return (
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <ButtonLink
          to={buildPath(PATHS.experiment, { id })}
          variant="gold"
          size="lg"
          data-testid="resume-sprint"
        >
          <Play aria-hidden className="size-4" />
          {T.resumeSprint}
          <span className="rounded-full bg-white/60 px-2 py-0.5 text-sm font-semibold tabular-nums">
            {done}/{target}
          </span>
          {/* Read after the visible words (WCAG 2.5.3: the name starts with what is shown). */}
          <span className="sr-only">{`: ${T.sprintProgressLabel(done, target)}`}</span>
        </ButtonLink>
        {seeEvidence}
        <div className="w-full max-w-sm">
          <ProgressBar
            value={(done / Math.max(target, 1)) * 100}
            label={T.sprintProgressLabel(done, target)}
          />
          <p className="mt-1 text-xs text-ink-muted">{T.sprintProgress(done, target)}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <ButtonLink to={PATHS.experimentNew} variant="gold" size="lg" data-testid="start-sprint">
        <FlaskConical aria-hidden className="size-4" />
        {T.startSprint}
      </ButtonLink>
      {seeEvidence}
    </div>
  );
}
