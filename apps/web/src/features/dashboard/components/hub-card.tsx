import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';

const CARD =
  'relative rounded-card border border-line bg-surface p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md';
/** The title's link covers the whole card, and its focus ring is the card's outline. */
const STRETCHED_LINK =
  'after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sapphire-500';

/** A card on a dashboard list: the whole card opens what its title links to. */
export function HubCard({ className, children }: { className: string; children: ReactNode }) {
  return <article className={cx(CARD, className)}>{children}</article>;
}

/** The card's title, a link stretched over the card. */
export function HubCardTitle({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <h3 className={className}>
      <Link to={to} className={STRETCHED_LINK}>
        {children}
      </Link>
    </h3>
  );
}
