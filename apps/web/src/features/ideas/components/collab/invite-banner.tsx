import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The banner's colours: gold for an owner's collaboration invite, sapphire for a team invite. */
const TONES = {
  gold: {
    section: 'border-gold-100 bg-gold-50',
    icon: 'text-gold-700',
    title: 'break-words text-gold-800',
  },
  sapphire: {
    section: 'border-sapphire-100 bg-sapphire-50',
    icon: 'text-sapphire-600',
    title: 'text-sapphire-900',
  },
} as const;

interface InviteBannerProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: ReactNode;
  acceptLabel: string;
  declineLabel: string;
  pending: boolean;
  onAnswer: (accept: boolean) => void;
  /** What the invite says, under the title. */
  children?: ReactNode;
}

/** An invitation addressed to the viewer, with Accept and Decline. */
export function InviteBanner({
  id,
  tone,
  icon: Icon,
  title,
  acceptLabel,
  declineLabel,
  pending,
  onAnswer,
  children,
}: InviteBannerProps) {
  const colours = TONES[tone];
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-3 rounded-card border ${colours.section} p-4 sm:flex-row sm:items-center sm:p-5`}
    >
      <Icon aria-hidden className={`size-6 shrink-0 ${colours.icon}`} />
      <div className="min-w-0 flex-1">
        <h2 id={id} className={`text-base font-semibold ${colours.title}`}>
          {title}
        </h2>
        {children}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onAnswer(true)} disabled={pending}>
          {acceptLabel}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer(false)} disabled={pending}>
          {declineLabel}
        </Button>
      </div>
    </section>
  );
}
