import { buildPath, DASHBOARD_TEXT, type DashboardIdea, HUB_TEXT, PATHS } from '@ibh/contract';
import { Heart, Lock, MessageCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cutDescription, formatDate } from '../lib/format';
import { HubCard, HubCardTitle } from './hub-card';

/** Title, created date, the description cut at 120 characters, visibility; the whole card links to the idea. */
export function IdeaCard({ idea }: { idea: DashboardIdea }) {
  const description = cutDescription(idea.shortDescription ?? idea.oneLiner);
  return (
    <HubCard className="flex h-full flex-col gap-2">
      <HubCardTitle
        to={buildPath(PATHS.idea, { id: idea.id })}
        className="text-base font-semibold leading-snug break-words text-ink"
      >
        {idea.title}
      </HubCardTitle>
      <p className="text-xs text-ink-muted">
        {HUB_TEXT.created} {formatDate(idea.createdAt)}
        {idea.involvementType && idea.joinedAt ? (
          <>
            {' · '}
            {HUB_TEXT.involvement[idea.involvementType]}, {HUB_TEXT.joined.toLowerCase()}{' '}
            {formatDate(idea.joinedAt)}
          </>
        ) : null}
      </p>
      {description ? <p className="text-sm break-words text-ink">{description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs text-ink-muted">
        <Badge tone={idea.visibility === 'public' ? 'neutral' : 'gold'}>
          {idea.visibility === 'public' ? DASHBOARD_TEXT.publicMark : DASHBOARD_TEXT.privateMark}
        </Badge>
        {idea.locked ? <Lock aria-hidden className="size-3.5" /> : null}
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden className="size-3.5" />
          <span className="tabular-nums">{idea.likesCount}</span>
          <span className="sr-only">likes</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden className="size-3.5" />
          <span className="tabular-nums">{idea.commentsCount}</span>
          <span className="sr-only">comments</span>
        </span>
      </div>
    </HubCard>
  );
}
