import { buildPath, IDEA_PAGE_TEXT, type IdeaDetail, PATHS } from '@ibh/contract';
import { ArrowLeft, Crown, Globe2, Handshake, Lock, SquareKanban } from 'lucide-react';
import { Link } from 'react-router';
import { IconBadge } from '@/components/badges/icon-badge';
import { ButtonLink } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { RequestCollab } from '../collab/request-collab';
import { StageBadge } from '../stage-badge';
import { IdeaActions } from './idea-actions';

/** Title, one-liner, labels and the viewer's actions. */
export function IdeaHeader({ idea }: { idea: IdeaDetail }) {
  return (
    <header className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6">
      <Link
        to={PATHS.explore}
        className="inline-flex min-h-10 w-fit items-center gap-1.5 rounded-lg text-sm font-medium text-sapphire-600 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {IDEA_PAGE_TEXT.backToExplore}
      </Link>
      <div className="flex flex-wrap gap-1.5">
        <StageBadge stage={idea.stage} />
        {idea.visibility === 'public' ? (
          <IconBadge icon={Globe2}>{IDEA_PAGE_TEXT.public}</IconBadge>
        ) : (
          <IconBadge icon={Lock}>{IDEA_PAGE_TEXT.private}</IconBadge>
        )}
        {idea.isPremium ? (
          <IconBadge icon={Crown} tone="gold">
            {IDEA_PAGE_TEXT.premium}
          </IconBadge>
        ) : null}
        {idea.openForCollab ? (
          <IconBadge icon={Handshake} tone="sapphire">
            {IDEA_PAGE_TEXT.openForCollab}
          </IconBadge>
        ) : null}
      </div>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">
          {idea.title}
        </h1>
        {idea.oneLiner ? <p className="mt-2 text-base break-words text-ink-muted">{idea.oneLiner}</p> : null}
        <p className="mt-2 text-xs text-ink-muted">
          {IDEA_PAGE_TEXT.postedAt} <RelativeTime value={idea.createdAt} />
        </p>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-4 md:flex-row md:flex-wrap md:items-center md:justify-between">
        <IdeaActions idea={idea} />
        <div className="flex flex-wrap items-center gap-2">
          <RequestCollab idea={idea} />
          {idea.viewer.canEnterWorkspace ? (
            <ButtonLink to={buildPath(PATHS.workspace, { id: idea.id })}>
              <SquareKanban aria-hidden className="size-4" />
              {IDEA_PAGE_TEXT.openWorkspace}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </header>
  );
}
