import { SHELL_TEXT } from '@ibh/contract';
import { ArrowLeft, Construction } from 'lucide-react';
import { Link } from 'react-router';

interface PlaceholderPageProps {
  title: string;
  /** What the finished page will hold, as a sentence. */
  holds: string;
  backTo?: string;
  backLabel?: string;
}

/** A plainly labelled stand-in for a page that a later piece of work builds. */
export function PlaceholderPage({
  title,
  holds,
  backTo = '/',
  backLabel = SHELL_TEXT.backHome,
}: PlaceholderPageProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl py-10 sm:py-16">
      <title>{`${title} · IBH`}</title>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
        <Construction aria-hidden className="size-6" />
      </span>
      <h1 id="page-title" className="mt-5 text-3xl font-semibold tracking-tight text-ink">
        {title}
      </h1>
      <p className="mt-3 text-base text-ink-muted">
        <strong className="font-semibold text-ink">{SHELL_TEXT.notBuilt}</strong> {holds}
      </p>
      <Link
        to={backTo}
        className="mt-8 inline-flex min-h-10 items-center gap-2 rounded-lg font-medium text-sapphire-600 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </Link>
    </section>
  );
}
