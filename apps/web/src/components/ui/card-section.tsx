import type { ReactNode } from 'react';
import { TitledSection } from '@/components/page/titled-section';
import { cx } from '@/lib/cx';

const CARD = 'flex flex-col rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6';

/** A card section under an h2 title; with an `id`, the title labels the section. */
export function CardSection({
  id,
  title,
  className = 'gap-4',
  children,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  title: ReactNode;
  /** The gap between its parts (and any margin): gap-4 unless given. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title} className={cx(CARD, className)}>
      {children}
    </TitledSection>
  );
}
