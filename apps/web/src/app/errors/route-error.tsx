import { SHELL_TEXT } from '@ibh/contract';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { NotFoundMessage } from './not-found-message';

/** Error boundary of every route: a 404 response shows Not found, anything else 'Something went wrong'. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[ibh] Route error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;

  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-ink">{SHELL_TEXT.errorTitle}</h1>
      <p className="mt-2 text-ink-muted">{SHELL_TEXT.errorBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden className="size-4" />
          {SHELL_TEXT.tryAgain}
        </Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {SHELL_TEXT.goHome}
        </ButtonLink>
      </div>
    </section>
  );
}
