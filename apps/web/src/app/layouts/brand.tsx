import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';

/** The IBH wordmark, linking home. */
export function Brand() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-10 items-center gap-2 rounded-lg font-semibold tracking-tight text-ink"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-sapphire-600 text-gold-400">
        <Lightbulb aria-hidden className="size-5" />
      </span>
      <span className="text-lg">IBH</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
