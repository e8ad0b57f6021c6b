import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

const CARD = 'rounded-card border border-line bg-surface p-5 sm:p-6';

interface IconSectionProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  icon: LucideIcon;
  /** The icon's size and colour. */
  iconClassName: string;
  title: ReactNode;
  headingSize?: 'text-lg' | 'text-xl';
  /** The section's classes: a plain card unless given. */
  className?: string;
  children?: ReactNode;
}

/** A card section under an h2 that leads with an icon. */
export function IconSection({
  id,
  icon: Icon,
  iconClassName,
  title,
  headingSize = 'text-lg',
  className = CARD,
  children,
}: IconSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cx('flex items-center gap-2 font-semibold text-ink', headingSize)}>
        <Icon aria-hidden className={iconClassName} />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The plain card, for a section that adds its own layout classes. */
export const ICON_SECTION_CARD = CARD;
