import { PATHS, PROFILE_PAGE_TEXT, PROFILE_TEXT, SHELL_TEXT } from '@ibh/contract';
import { UserX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { DeadEnd } from '@/components/ui/dead-end';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Skeletons } from '@/components/ui/skeletons';
import { isApiRequestError } from '@/lib/api-client';

/** A missing or private profile (404), or an id that is not one (400), reads the same. */
function isNotFound(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.status === 400);
}

/** 'Profile not found or not public.' with a way on. */
function ProfileNotFound() {
  return (
    <DeadEnd pageTitle={PROFILE_PAGE_TEXT.title} icon={UserX} heading={PROFILE_TEXT.notFoundOrPrivate}>
      <ButtonLink to={PATHS.cofounders}>{PROFILE_PAGE_TEXT.findPeople}</ButtonLink>
      <ButtonLink to={PATHS.home} variant="secondary">
        {PROFILE_PAGE_TEXT.goHome}
      </ButtonLink>
    </DeadEnd>
  );
}

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-10">
      <RetryAlert message={PROFILE_PAGE_TEXT.loadFailed} retry={PROFILE_PAGE_TEXT.retry} onRetry={onRetry} />
    </div>
  );
}

/** A profile query's failure: not found (or private) with a way on, or a retry. */
export function ProfileQueryError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return isNotFound(query.error) ? (
    <ProfileNotFound />
  ) : (
    <ProfileLoadError onRetry={() => void query.refetch()} />
  );
}

/** The profile's shape while it loads: header card with avatar and lines, then two columns. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-4">
      <div className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:flex-row sm:p-6">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeletons shapes={['h-8 w-56', 'h-5 w-28 rounded-full', 'h-5 w-3/4']} />
          <Skeletons className="flex gap-2" shapes={['h-10 w-28 rounded-lg', 'h-10 w-28 rounded-lg']} />
        </div>
      </div>
      <Skeletons
        className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]"
        shapes={['h-40 rounded-card', 'h-40 rounded-card']}
      />
    </div>
  );
}
