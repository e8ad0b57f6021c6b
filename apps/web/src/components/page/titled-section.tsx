import type { ReactNode } from 'react';

/** The heading's look, from a card's small title to a long page's section title. */
const TITLE_LOOKS = {
  /** A muted, upper-case label over a row of figures. */
  label: 'text-sm font-semibold tracking-wide text-ink-muted uppercase',
  base: 'text-base font-semibold text-ink',
  lg: 'text-lg font-semibold text-ink',
  xl: 'text-xl font-semibold text-ink',
  /** A section's title on a long page. */
  page: 'text-2xl font-semibold tracking-tight text-ink',
  /** Named for screen readers only. */
  hidden: 'sr-only',
} as const;

interface TitledSectionProps {
  /** The heading's id, for the landmark's aria-labelledby (without one the heading names nothing). */
  id?: string | undefined;
  title: ReactNode;
  /** The landmark's classes (card, spacing, layout). */
  className?: string;
  /** One of the usual heading looks: a card's `lg` title unless given. */
  look?: keyof typeof TITLE_LOOKS;
  /** The heading's own classes, where none of the looks fits. */
  titleClassName?: string;
  /** `aside` for a block beside the main column. */
  as?: 'section' | 'aside';
  /** `h1` where the block is the whole page, `h3` inside another section. */
  heading?: 'h1' | 'h2' | 'h3';
  children?: ReactNode;
}

/** A section (or aside) named by its own heading: the heading first, then what it holds. */
export function TitledSection({
  id,
  title,
  className,
  look = 'lg',
  titleClassName = TITLE_LOOKS[look],
  as: Landmark = 'section',
  heading: Heading = 'h2',
  children,
}: TitledSectionProps) {
  return (
    <Landmark aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
