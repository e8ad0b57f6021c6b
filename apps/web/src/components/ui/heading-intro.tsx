import type { ReactNode } from 'react';

/** Which heading, and how large. */
const KINDS = {
  /** A page's own title: larger from sm. */
  page: { level: 'h1', className: 'text-2xl font-semibold tracking-tight text-ink sm:text-3xl' },
  /** The title of a page that is one card. */
  card: { level: 'h1', className: 'text-2xl font-semibold tracking-tight text-ink' },
  /** A section's title on a long page. */
  section: { level: 'h2', className: 'text-2xl font-semibold tracking-tight text-ink' },
  /** A tab's title inside a console. */
  tab: { level: 'h2', className: 'text-lg font-semibold text-ink' },
} as const;

interface HeadingIntroProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  kind: keyof typeof KINDS;
  title: ReactNode;
  intro: ReactNode;
  /** A `header` where the block heads a whole page. */
  as?: 'div' | 'header';
  /** More under the intro (a note, a badge). */
  children?: ReactNode;
}

/** A heading and the line under it that says what the place is for. */
export function HeadingIntro({ id, kind, title, intro, as: Wrapper = 'div', children }: HeadingIntroProps) {
  const { level: Heading, className } = KINDS[kind];
  return (
    <Wrapper>
      <Heading id={id} className={className}>
        {title}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      {children}
    </Wrapper>
  );
}
