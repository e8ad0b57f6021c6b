import type { ReactNode } from 'react';
import { TitledSection } from '@/components/page/titled-section';
import { cx } from '@/lib/cx';

const TONES = {
  /** A plain card. */
  plain: 'border-line bg-surface',
  /** A note to read first (changes, next steps). */
  gold: 'border-gold-100 bg-gold-50',
} as const;

interface SprintPanelProps {
  /** The heading's id, for the landmark's aria-labelledby. */
  id: string;
  title: ReactNode;
  tone?: keyof typeof TONES;
  /** Layout inside the card. */
  className?: string;
  as?: 'section' | 'aside';
  children?: ReactNode;
}

/** A card on the sprint pages under its small title. */
export function SprintPanel({ id, title, tone = 'plain', className, as, children }: SprintPanelProps) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={cx(className, 'rounded-card border p-4', TONES[tone])}
      look="base"
      as={as}
    >
      {children}
    </TitledSection>
  );
}
