import { OWNER_IDEAS_TEXT } from '@ibh/contract';
import { TitledSection } from '@/components/page/titled-section';
import { MoreButton } from '@/components/ui/more-button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnerIdeas } from '../api/owner-ideas';
import { IdeaCard } from './explore/idea-card';

/**
 * A founder's public ideas on their profile, as Explore cards. Shows nothing for someone without
 * public ideas (most professionals), so the profile stays as it was for them.
 */
export function OwnerIdeas({ ownerId }: { ownerId: string }) {
  const query = useOwnerIdeas(ownerId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isSuccess && items.length === 0) return null;
  return (
    <TitledSection id="owner-ideas-title" title={OWNER_IDEAS_TEXT.title} className="flex flex-col gap-3">
      {query.isPending ? (
        <div aria-hidden className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-48 rounded-card" />
          <Skeleton className="h-48 rounded-card" />
        </div>
      ) : null}
      {query.isError && items.length === 0 ? (
        <RetryAlert
          message={OWNER_IDEAS_TEXT.loadFailed}
          retry={OWNER_IDEAS_TEXT.retry}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {items.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((idea) => (
            <li key={idea.id}>
              <IdeaCard idea={idea} />
            </li>
          ))}
        </ul>
      ) : null}
      <MoreButton query={query}>{OWNER_IDEAS_TEXT.showMore}</MoreButton>
    </TitledSection>
  );
}
