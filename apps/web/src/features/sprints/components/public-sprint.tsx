import {
  type PublicSprint as PublicSprintData,
  SPRINT,
  SPRINT_TEXT,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import toast from 'react-hot-toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/dates';
import { useToggleUpvote } from '../api/sprint-api';
import { GateDisplay } from './gate-display';
import { InterviewSummary } from './interview-summary';
import { SprintPanel } from './sprint-panel';

/** The public sprint page (001 section 2.12): never the private notes. */
export function PublicSprint({ sprint, token }: { sprint: PublicSprintData; token: string }) {
  const { user } = useAuth();
  const upvote = useToggleUpvote(sprint.id);
  const role = user?.role === 'idea_owner' ? 'owner' : user ? 'pro' : null;
  const more = sprint.cosignerCount - sprint.cosigners.length;
  return (
    <article aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{T.publicTitle}</p>
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {sprint.title}
        </h1>
        <p className="text-sm text-ink-muted">{T.byOwner(sprint.ownerName)}</p>
      </header>
      <GateDisplay gate={sprint.gate} totals={sprint.totals} />
      {sprint.cosigners.length > 0 ? (
        <section aria-label={T.cosigners} className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-ink-muted">{T.cosigners}</span>
          <ul className="flex -space-x-2">
            {sprint.cosigners.slice(0, SPRINT.cosignerAvatars).map((c) => (
              <li key={c.proUserId} title={c.displayName}>
                <Avatar name={c.displayName} url={c.avatarUrl} size={32} className="ring-2 ring-surface" />
              </li>
            ))}
          </ul>
          {more > 0 ? <span className="text-sm text-ink-muted">{T.moreCosigners(more)}</span> : null}
        </section>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span>{T.upvotes(sprint.upvotes.pros, sprint.upvotes.owners)}</span>
        {role ? (
          <Button
            variant="secondary"
            aria-pressed={sprint.upvotes.myVoteRole !== null}
            disabled={upvote.isPending}
            onClick={() =>
              upvote.mutate(
                { role, token },
                { onError: (e) => toast.error(e.message || SPRINT_TEXT.upvoteFailed) },
              )
            }
          >
            {role === 'pro' ? T.proUpvote : T.ownerUpvote}
          </Button>
        ) : null}
      </div>
      {!sprint.resultSummary && (sprint.hypothesis || sprint.persona) ? (
        <section className="rounded-card border border-line bg-surface p-4 text-sm">
          {sprint.hypothesis ? (
            <p>
              <span className="font-medium">{T.hypothesis}: </span>
              {sprint.hypothesis}
            </p>
          ) : null}
          {sprint.persona ? (
            <p className="mt-1">
              <span className="font-medium">{T.persona}: </span>
              {sprint.persona}
            </p>
          ) : null}
        </section>
      ) : null}
      {sprint.resultSummary ? (
        <SprintPanel id="result-title" title={T.resultSummary}>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{sprint.resultSummary}</p>
        </SprintPanel>
      ) : null}
      {sprint.revisions.length > 0 ? (
        <SprintPanel id="revisions-title" title={T.setupChanges} tone="gold" className="text-sm">
          <ul className="mt-2 flex flex-col gap-2">
            {sprint.revisions.map((r) => (
              <li key={r.changedAt}>
                <p className="text-xs text-ink-muted">{formatDateTime(r.changedAt)}</p>
                {(['hypothesis', 'persona', 'minValidated'] as const)
                  .filter((k) => r.before[k] !== r.after[k])
                  .map((k) => (
                    <p key={k}>
                      <span className="font-medium">{k === 'minValidated' ? T.minPositives : T[k]}: </span>
                      <del className="text-danger-600">{String(r.before[k])}</del>{' '}
                      <ins className="text-success-600 no-underline">{String(r.after[k])}</ins>
                    </p>
                  ))}
              </li>
            ))}
          </ul>
        </SprintPanel>
      ) : null}
      {sprint.interviews.length === 0 ? (
        <p className="text-sm text-ink-muted">{SPRINT_TEXT.noPublicInterviews}</p>
      ) : (
        <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {sprint.interviews.map((i) => (
            <li key={i.id} className="flex flex-col gap-1 rounded-card border border-line bg-surface p-3">
              <InterviewSummary interview={i} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
