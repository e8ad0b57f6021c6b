import { OWNER_IDEAS_TEXT } from '@ibh/contract';
import { usePageItems } from '@/components/lists/keyset-pages';
import { QueryStates } from '@/components/lists/query-states';
import { TitledSection } from '@/components/page/titled-section';
import { MoreButton } from '@/components/ui/more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnerIdeas } from '../api/owner-ideas';
import { IdeaCard } from './explore/idea-card';

const OWNER_IDEAS_ERROR = { message: OWNER_IDEAS_TEXT.loadFailed, retry: OWNER_IDEAS_TEXT.retry };

/**
 * A founder's public ideas on their profile, as Explore cards. Shows nothing for someone without
 * public ideas (most professionals), so the profile stays as it was for them.
 */
export function OwnerIdeas({ ownerId }: { ownerId: string }) {
  const query = useOwnerIdeas(ownerId);
  const items = usePageItems(query.data);
  if (query.isSuccess && items.length === 0) return null;
  return (
    <TitledSection id="owner-ideas-title" title={OWNER_IDEAS_TEXT.title} className="flex flex-col gap-3">
      <QueryStates
        query={query}
        count={items.length}
        skeleton={
          <div aria-hidden className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton className="h-48 rounded-card" />
            <Skeleton className="h-48 rounded-card" />
          </div>
        }
        error={OWNER_IDEAS_ERROR}
        failed={query.isError && items.length === 0}
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((idea) => (
            <li key={idea.id}>
              <IdeaCard idea={idea} />
            </li>
          ))}
        </ul>
      </QueryStates>
      <MoreButton query={query}>{OWNER_IDEAS_TEXT.showMore}</MoreButton>
    </TitledSection>
  );
}
