import { buildPath, PATHS, SPRINT_STATUS_LABELS, SPRINT_TEXT, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { LoadingState } from '@/components/ui/spinner';
import { useMySprints } from '../api/sprint-api';
import { SprintIntro } from './sprint-intro';

/** /experiments/interview-sprint: the owner's sprints (f and s pass on to each sprint's screen). */
export function SprintList({ search }: { search: string }) {
  const sprints = useMySprints();
  if (sprints.isPending) return <LoadingState />;
  if (sprints.isError) return <p className="text-sm text-danger-600">{T.loadFailed}</p>;
  if (sprints.data.items.length === 0) return <SprintIntro />;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <HeadingIntro id="page-title" kind="page" title={T.listTitle} intro={T.listIntro} />
        <ButtonLink to={PATHS.experimentNew} variant="gold">
          {T.startOrResume}
        </ButtonLink>
      </header>
      <ul className="flex flex-col gap-2">
        {sprints.data.items.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-surface p-4"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <span className="truncate font-medium text-ink">{s.title}</span>
              <span className="flex flex-wrap gap-2 text-xs text-ink-muted">
                {T.progress(s.completedCount, s.targetCount)}
                <Badge tone="sapphire">{SPRINT_STATUS_LABELS[s.gate.status]}</Badge>
                {s.finalizedAt ? <Badge tone="success">{SPRINT_TEXT.finalizedBadge}</Badge> : null}
              </span>
            </div>
            <ButtonLink variant="secondary" to={`${buildPath(PATHS.experiment, { id: s.id })}${search}`}>
              {T.openSprint}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
