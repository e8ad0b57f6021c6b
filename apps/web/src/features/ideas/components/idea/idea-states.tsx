import { EXPLORE_TEXT, IDEA_PAGE_TEXT, IDEA_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { DeadEnd } from '@/components/ui/dead-end';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeletons } from '@/components/ui/skeletons';

/** 'Idea not found' (001 section 8.3): missing, private to the viewer, or not an id at all. */
export function IdeaNotFound() {
  return (
    <DeadEnd
      pageTitle={IDEA_TEXT.ideaNotFound}
      icon={SearchX}
      heading={IDEA_TEXT.ideaNotFound}
      body={IDEA_PAGE_TEXT.notFoundBody}
    >
      <ButtonLink to={PATHS.explore}>
        <ArrowLeft aria-hidden className="size-4" />
        {IDEA_PAGE_TEXT.backToExplore}
      </ButtonLink>
    </DeadEnd>
  );
}

export function IdeaLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-10">
      <title>{`${IDEA_PAGE_TEXT.title} · IBH`}</title>
      <RetryAlert message={IDEA_PAGE_TEXT.loadFailed} retry={IDEA_PAGE_TEXT.retry} onRetry={onRetry} />
    </div>
  );
}

/** The page's shape while it loads: header card, then story and side column. */
export function IdeaSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-4">
      <title>{`${EXPLORE_TEXT.title} · IBH`}</title>
      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6">
        <Skeletons className="flex gap-2" shapes={['h-6 w-24 rounded-full', 'h-6 w-20 rounded-full']} />
        <Skeletons shapes={['h-9 w-2/3', 'h-5 w-1/2']} />
        <Skeletons
          className="flex gap-2"
          shapes={['h-10 w-24 rounded-lg', 'h-10 w-24 rounded-lg', 'h-10 w-28 rounded-lg']}
        />
      </div>
      <Skeletons
        className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]"
        shapes={['h-64 rounded-card', 'h-64 rounded-card']}
      />
    </div>
  );
}
