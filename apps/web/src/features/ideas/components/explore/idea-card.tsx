import { buildPath, type IdeaCard as Card, EXPLORE_TEXT, PATHS } from '@ibh/contract';
import { Handshake, Heart, Lightbulb, Lock, type LucideIcon, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { IconBadge } from '@/components/badges/icon-badge';
import { Highlighted } from '@/components/lists/highlighted';
import { IconLabel } from '@/components/page/icon-label';
import { Avatar } from '@/components/ui/avatar';
import { BadgeList } from '@/components/ui/badge-list';
import { cx } from '@/lib/cx';
import { StageBadge } from '../stage-badge';

const TAGS_SHOWN = 4;

/**
 * An idea in the Explore grid; the title's link covers the whole card. Without a picture the card
 * is compact on phones (no placeholder cover; a thin accent line instead), so a list of such ideas
 * is not mostly the same empty picture; from 640 px the grid keeps one cover height for all.
 */
export function IdeaCard({ idea }: { idea: Card }) {
  const headingId = `idea-${idea.id}`;
  const text = idea.oneLiner ?? idea.shortDescription;
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      {idea.imageUrl ? null : (
        <div aria-hidden className="h-1 bg-gradient-to-r from-sapphire-500 to-gold-400 sm:hidden" />
      )}
      <div className={cx('relative aspect-[16/9] bg-surface-muted', !idea.imageUrl && 'max-sm:hidden')}>
        {idea.imageUrl ? (
          <img src={idea.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div
            aria-hidden
            className="flex size-full items-center justify-center bg-gradient-to-br from-sapphire-50 via-surface to-gold-50"
          >
            <Lightbulb className="size-10 text-sapphire-500/40" />
          </div>
        )}
        {idea.locked ? (
          <IconLabel
            icon={Lock}
            className="absolute top-3 right-3 rounded-full bg-ink/80 px-2.5 py-1 text-xs font-medium text-white"
            iconClassName="size-3.5"
          >
            {EXPLORE_TEXT.lockedMark}
          </IconLabel>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-1.5">
          <StageBadge stage={idea.stage} />
          {idea.openForCollab ? (
            <IconBadge icon={Handshake} tone="sapphire">
              {EXPLORE_TEXT.openForCollabMark}
            </IconBadge>
          ) : null}
        </div>
        <h3 id={headingId} className="text-lg leading-snug font-semibold break-words text-ink">
          <Link
            to={buildPath(PATHS.idea, { id: idea.id })}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            <Highlighted text={idea.title} ranges={idea.highlights?.title} />
          </Link>
        </h3>
        {text ? (
          <p className="line-clamp-3 text-sm break-words text-ink-muted">
            <Highlighted text={text} ranges={idea.oneLiner ? idea.highlights?.oneLiner : undefined} />
          </p>
        ) : null}
        {idea.locked ? <p className="text-xs text-ink-muted">{EXPLORE_TEXT.lockedHint}</p> : null}
        <BadgeList items={idea.tags} shown={TAGS_SHOWN} label={EXPLORE_TEXT.tags} prefix="#" />
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-3">
          <span className="flex min-w-0 items-center gap-2 text-sm text-ink">
            <Avatar url={idea.owner.avatarUrl} name={idea.owner.fullName} size={28} />
            <span aria-hidden className="truncate">
              {idea.owner.fullName}
            </span>
            <span className="sr-only">{EXPLORE_TEXT.byOwner(idea.owner.fullName)}</span>
          </span>
          <span className="flex shrink-0 items-center gap-3 text-sm text-ink-muted tabular-nums">
            <Count icon={Heart} value={idea.likesCount} label={EXPLORE_TEXT.likes(idea.likesCount)} />
            <Count
              icon={MessageCircle}
              value={idea.commentsCount}
              label={EXPLORE_TEXT.comments(idea.commentsCount)}
            />
          </span>
        </div>
      </div>
    </article>
  );
}

function Count({ icon: Icon, value, label }: { icon: LucideIcon; value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className="size-4" />
      <span aria-hidden>{value}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
