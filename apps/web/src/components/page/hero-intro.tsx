import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

const EYEBROW_TONES = {
  gold: 'border-gold-100 bg-gold-50 text-gold-800',
  sapphire: 'border-sapphire-100 bg-sapphire-50 text-sapphire-700',
} as const;

interface HeroIntroProps {
  /** The h1's id, for the hero section's aria-labelledby. */
  id: string;
  /** The words: the small upper-case pill over the title, the title, the intro under it. */
  text: { eyebrow: ReactNode; title: ReactNode; intro: ReactNode };
  /** The pill's icon and colour. */
  icon: LucideIcon;
  tone: keyof typeof EYEBROW_TONES;
  /** The title's width or colour. */
  titleClassName: string;
  /** The intro's widest line. */
  introWidth?: 'max-w-xl' | 'max-w-2xl';
}

/** A landing page's opening words: the eyebrow pill, the large h1 and the intro under it. */
export function HeroIntro({
  id,
  text,
  icon: Icon,
  tone,
  titleClassName,
  introWidth = 'max-w-2xl',
}: HeroIntroProps) {
  return (
    <>
      <p
        className={cx(
          'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide uppercase',
          EYEBROW_TONES[tone],
        )}
      >
        <Icon aria-hidden className="size-3.5" />
        {text.eyebrow}
      </p>
      <h1
        id={id}
        className={cx('mt-5 text-4xl font-semibold tracking-tight text-balance sm:text-5xl', titleClassName)}
      >
        {text.title}
      </h1>
      <p className={cx('mt-5 text-lg leading-relaxed text-ink-muted', introWidth)}>{text.intro}</p>
    </>
  );
}
