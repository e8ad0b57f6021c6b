import { type Ambassador, STUDENTS_TEXT } from '@ibh/contract';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IconLabel } from '@/components/page/icon-label';
import { Avatar } from '@/components/ui/avatar';
import { cx } from '@/lib/cx';
import { AmbassadorDialog } from './ambassador-dialog';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;

/** Whether the person asked their system for less motion (followed live). */
export function usePrefersReducedMotion(): boolean {
  const query = reducedMotionQuery;
  const [reduced, setReduced] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const media = query();
    if (!media) return;
    const update = () => setReduced(media.matches);
    media.addEventListener?.('change', update);
    return () => media.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/** Seconds one full loop takes: slow enough to read, the same speed whatever the count. */
const SECONDS_PER_CARD = 6;

function AmbassadorCard({
  ambassador,
  onOpen,
  hidden,
}: {
  ambassador: Ambassador;
  onOpen: (ambassador: Ambassador, trigger: HTMLButtonElement) => void;
  hidden?: boolean;
}) {
  return (
    <li className="w-64 shrink-0">
      <button
        type="button"
        tabIndex={hidden ? -1 : undefined}
        onClick={(event) => onOpen(ambassador, event.currentTarget)}
        className="flex h-full w-full flex-col gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-sm hover:border-gold-500"
      >
        <span className="flex items-center gap-3">
          <Avatar url={null} name={ambassador.fullName} size={40} />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-ink">{ambassador.fullName}</span>
            <span className="block truncate text-sm text-ink-muted">{ambassador.university ?? '—'}</span>
          </span>
        </span>
        <IconLabel icon={MapPin} className="text-xs text-ink-muted" iconClassName="size-3.5">
          {ambassador.country}
        </IconLabel>
        {ambassador.why ? (
          <span className="line-clamp-2 text-sm text-ink">{`“${ambassador.why}”`}</span>
        ) : null}
      </button>
    </li>
  );
}

/**
 * The auto-scrolling ambassador rail (000 section 2): a loop of cards that pauses while the pointer
 * is over it, while it is touched and while focus is inside it; with reduced motion it stands still
 * and scrolls by hand. Each card opens the ambassador's details.
 */
export function AmbassadorRail({ ambassadors }: { ambassadors: Ambassador[] }) {
  const reduced = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState<Ambassador | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const paused = hovered || touched || focused || open !== null;
  const moving = !reduced && ambassadors.length > 1;
  const onOpen = (ambassador: Ambassador, button: HTMLButtonElement) => {
    trigger.current = button;
    setOpen(ambassador);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer, touch and focus only pause the animation; the cards inside are the controls.
    <div
      data-testid="ambassador-rail"
      data-state={!moving ? 'static' : paused ? 'paused' : 'running'}
      className={cx('relative', moving ? 'overflow-hidden' : 'overflow-x-auto')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        data-testid="ambassador-track"
        className={cx('flex w-max gap-4 py-1', moving && 'animate-rail')}
        style={
          moving
            ? {
                animationDuration: `${ambassadors.length * SECONDS_PER_CARD}s`,
                animationPlayState: paused ? 'paused' : 'running',
              }
            : undefined
        }
      >
        <ul className="flex gap-4" aria-label={STUDENTS_TEXT.ambassadorsTitle}>
          {ambassadors.map((ambassador) => (
            <AmbassadorCard key={ambassador.id} ambassador={ambassador} onOpen={onOpen} />
          ))}
        </ul>
        {moving ? (
          // The second copy makes the loop seamless; it is hidden from assistive technology and the keyboard.
          <ul className="flex gap-4" aria-hidden inert>
            {ambassadors.map((ambassador) => (
              <AmbassadorCard key={ambassador.id} ambassador={ambassador} onOpen={onOpen} hidden />
            ))}
          </ul>
        ) : null}
      </div>
      <AmbassadorDialog ambassador={open} onClose={() => setOpen(null)} returnFocus={() => trigger.current} />
    </div>
  );
}
