import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { cx } from '@/lib/cx';

const ICON_TONES = {
  gold: 'bg-gold-50 text-gold-700',
  sapphire: 'bg-sapphire-50 text-sapphire-700',
} as const;

interface IconCardPageProps {
  /** The h1's id, for the page section's aria-labelledby. */
  id: string;
  /** The h1, and the document title before ' · IBH'. */
  title: string;
  intro: ReactNode;
  icon: LucideIcon;
  tone: keyof typeof ICON_TONES;
  /** The column's width. */
  width: 'max-w-xl' | 'max-w-2xl';
  /** The space between the card's blocks. */
  gap: 'gap-5' | 'gap-6';
  children: ReactNode;
}

/** A page that is one card: an icon tile beside the title and intro, then what the page holds. */
export function IconCardPage({
  id,
  title,
  intro,
  icon: Icon,
  tone,
  width,
  gap,
  children,
}: IconCardPageProps) {
  return (
    <section aria-labelledby={id} className={cx('mx-auto w-full py-2 sm:py-6', width)}>
      <title>{`${title} · IBH`}</title>
      <div
        className={cx('flex flex-col rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8', gap)}
      >
        <div className="flex items-start gap-3">
          <span
            className={cx(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
              ICON_TONES[tone],
            )}
          >
            <Icon aria-hidden className="size-6" />
          </span>
          <HeadingIntro id={id} kind="card" title={title} intro={intro} />
        </div>
        {children}
      </div>
    </section>
  );
}
