import { MERIT_TEXT } from '@ibh/contract';
import { Award } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTouchDevice } from '../hooks/use-touch-device';
import { MeritTrigger } from './merit-trigger';

const MeritChip = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function MeritChip(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className="inline-flex items-center gap-1 rounded-full border border-sapphire-100 bg-sapphire-50 px-2 py-0.5 text-xs font-medium text-sapphire-700"
        {...props}
      >
        <Award aria-hidden className="size-3.5" />
        {MERIT_TEXT.merit}
      </button>
    );
  },
);

/**
 * A "Merit" chip that opens the merit card (hover or focus on desktop; on touch devices the
 * trigger's own button opens the sheet), for places where the name is a heading, not a link.
 */
export function MeritBadgeTrigger({
  userId,
  name,
  isVerified,
}: {
  userId: string;
  name: string;
  isVerified: boolean;
}) {
  const touch = useTouchDevice();
  if (!isVerified) return null;
  if (touch)
    return (
      <MeritTrigger userId={userId} name={name} isVerified>
        <span className="sr-only">{name}</span>
      </MeritTrigger>
    );
  return (
    <MeritTrigger userId={userId} name={name} isVerified>
      <MeritChip aria-label={`${MERIT_TEXT.merit} of ${name}`} />
    </MeritTrigger>
  );
}
