import { SHELL_TEXT } from '@ibh/contract';
import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** 'Not found / The page you're looking for doesn't exist.' with a way home. */
export function NotFoundMessage() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-md flex-col items-center py-16 text-center"
    >
      <title>{`${SHELL_TEXT.notFoundTitle} · IBH`}</title>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-sapphire-50 text-sapphire-600">
        <Compass aria-hidden className="size-7" />
      </span>
      <h1 id="not-found-title" className="mt-5 text-3xl font-semibold tracking-tight text-ink">
        {SHELL_TEXT.notFoundTitle}
      </h1>
      <p className="mt-2 text-ink-muted">{SHELL_TEXT.notFoundBody}</p>
      <ButtonLink to="/" className="mt-8">
        {SHELL_TEXT.goHome}
      </ButtonLink>
    </section>
  );
}
