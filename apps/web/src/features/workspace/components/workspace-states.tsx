import { IDEA_TEXT, PATHS, SHELL_TEXT, WORKSPACE_TEXT } from '@ibh/contract';
import { FolderX } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { DeadEnd } from '@/components/ui/dead-end';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Skeletons } from '@/components/ui/skeletons';
import { isApiRequestError } from '@/lib/api-client';

/** 404 (or an id that is not one): the project is not there for this person. */
function isMissing(error: unknown) {
  return isApiRequestError(error) && (error.status === 404 || error.status === 400);
}

/** Not found, or 'Failed to load project.' (403 and failures), each with a way back to the dashboard. */
export function WorkspaceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isMissing(error);
  const refused = isApiRequestError(error) && error.status === 403;
  const title = missing ? WORKSPACE_TEXT.notFoundTitle : IDEA_TEXT.projectLoadFailed;
  return (
    <DeadEnd
      pageTitle={title}
      icon={FolderX}
      heading={title}
      headingRole={missing ? undefined : 'alert'}
      body={missing ? WORKSPACE_TEXT.notFoundBody : undefined}
    >
      <ButtonLink to={PATHS.dashboard}>{WORKSPACE_TEXT.backToDashboard}</ButtonLink>
      {missing || refused ? null : (
        <Button variant="secondary" onClick={onRetry}>
          {WORKSPACE_TEXT.retry}
        </Button>
      )}
    </DeadEnd>
  );
}

/** A tab's list could not load: the message and a retry. */
export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert message={message} retry={WORKSPACE_TEXT.retry} onRetry={onRetry} />;
}

export function WorkspaceSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-5">
      <Skeleton className="h-4 w-64" />
      <Skeletons
        className="flex items-center justify-between gap-4"
        shapes={['h-8 w-72', 'h-8 w-32 rounded-full']}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeletons className="flex flex-col gap-4" shapes={['h-11 w-80 rounded-lg', 'h-72 rounded-card']} />
        <Skeletons className="flex flex-col gap-4" shapes={['h-28 rounded-card', 'h-40 rounded-card']} />
      </div>
    </div>
  );
}
