import type { ReactNode } from 'react';

const SIZES = {
  /** A page's own title: larger from sm. */
  page: 'text-2xl font-semibold tracking-tight text-ink sm:text-3xl',
  /** A card's or a page section's title. */
  section: 'text-2xl font-semibold tracking-tight text-ink',
  /** A tab's title inside a console. */
  tab: 'text-lg font-semibold text-ink',
} as const;

interface HeadingIntroProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  level: 1 | 2;
  size: keyof typeof SIZES;
  title: ReactNode;
  intro: ReactNode;
  /** A `header` where the block heads a whole page. */
  as?: 'div' | 'header';
  /** More under the intro (a note, a badge). */
  children?: ReactNode;
}

/** A heading and the line under it that says what the place is for. */
export function HeadingIntro({
  id,
  level,
  size,
  title,
  intro,
  as: Wrapper = 'div',
  children,
}: HeadingIntroProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Wrapper>
      <Heading id={id} className={SIZES[size]}>
        {title}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      {children}
    </Wrapper>
  );
}
