import {
  BROWSE_SCREEN_TEXT,
  buildPath,
  type ServiceCard as Card,
  PATHS,
  SERVICE_CATEGORY_LABELS,
  SERVICE_DETAIL_TEXT,
  SHOP_TEXT,
} from '@ibh/contract';
import { BadgeCheck, Briefcase, Clock, Star } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { IconBadge } from '@/components/badges/icon-badge';
import { Highlighted } from '@/components/lists/highlighted';
import { ProNameSlot } from '@/components/pro-name-slot';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { impactOutOfTen } from '@/lib/impact';

const AVATAR_SIZE = 36;

/**
 * A service in a grid (browse, /pro/:id): thumbnail, category, title (its link covers the card),
 * the professional (avatar, name, verified, headline, impact out of 10), "from $X" and the ETA.
 */
export function ServiceCard({
  service,
  cardRef,
  onOpen,
  showPro = true,
  aboveTheFold = false,
}: {
  service: Card;
  /** In the first screen: its picture loads at once, first, instead of when scrolled near. */
  aboveTheFold?: boolean;
  /** Off on the professional's own page, where every card is theirs. */
  showPro?: boolean;
  /** For impression tracking: the card element. */
  cardRef?: Ref<HTMLElement>;
  /** Called when the card's link is followed (hire_pro_click). */
  onOpen?: () => void;
}) {
  const headingId = `service-${service.id}`;
  const { pro } = service;
  const impact = impactOutOfTen(pro.impactScore);
  return (
    <article
      ref={cardRef}
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative aspect-[3/2] bg-surface-muted">
        {service.thumbUrl ? (
          <img
            src={service.thumbUrl}
            alt=""
            loading={aboveTheFold ? 'eager' : 'lazy'}
            fetchPriority={aboveTheFold ? 'high' : 'auto'}
            className="size-full object-cover"
          />
        ) : (
          <div
            aria-hidden
            className="flex size-full items-center justify-center bg-gradient-to-br from-sapphire-50 via-surface to-gold-50"
          >
            <Briefcase className="size-10 text-sapphire-500/40" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        {showPro ? (
          <div className="flex items-center gap-2.5">
            <Avatar url={pro.avatarUrl} name={pro.fullName} size={AVATAR_SIZE} />
            <div className="flex min-w-0 flex-col">
              <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-ink">
                <span className="truncate">{pro.fullName || SERVICE_DETAIL_TEXT.defaultExpert}</span>
                {pro.verified ? (
                  <IconBadge icon={BadgeCheck} tone="success" className="shrink-0 px-1.5">
                    {SHOP_TEXT.verified}
                  </IconBadge>
                ) : null}
                <span className="relative z-10 shrink-0">
                  <ProNameSlot pro={pro} />
                </span>
              </p>
              {pro.headline ? <p className="truncate text-xs text-ink-muted">{pro.headline}</p> : null}
            </div>
          </div>
        ) : null}
        <Badge tone="sapphire" className="self-start">
          {SERVICE_CATEGORY_LABELS[service.category]}
        </Badge>
        <h3 id={headingId} className="text-base leading-snug font-semibold break-words text-ink">
          <Link
            to={buildPath(PATHS.service, { id: service.id })}
            onClick={onOpen}
            className="line-clamp-2 rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            <Highlighted text={service.title} ranges={service.highlights?.title} />
          </Link>
        </h3>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-line pt-3 text-sm">
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <Star aria-hidden className="size-4 text-gold-500" />
            <span aria-hidden>{SHOP_TEXT.impact(pro.impactScore)}</span>
            <span className="sr-only">{BROWSE_SCREEN_TEXT.impactLabel(impact)}</span>
          </span>
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <Clock aria-hidden className="size-4" />
            <span aria-hidden>{SERVICE_DETAIL_TEXT.etaDays(service.etaDays)}</span>
            <span className="sr-only">{BROWSE_SCREEN_TEXT.etaLabel(service.etaDays)}</span>
          </span>
          <span className="font-semibold text-ink">{SHOP_TEXT.from(service.fromCents)}</span>
        </div>
      </div>
    </article>
  );
}
