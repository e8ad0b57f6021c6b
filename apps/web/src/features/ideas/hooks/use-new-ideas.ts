import { IDEA_REALTIME_EVENTS, IDEAS_FEED_TOPIC, type IdeaCard, type IdeaPage } from '@ibh/contract';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { useRealtimeTopic } from '@/lib/realtime';
import { ideaKeys } from '../api/idea-keys';
import type { ExploreFilters } from '../lib/explore-filters';
import { belongsOnTop, type NewIdea, readNewIdea } from '../lib/live-ideas';

/**
 * New public ideas arriving while Explore is open (signed in only: the feed is a socket topic).
 * They wait behind a "N new ideas — show" pill; `show` puts them at the top of the list (or reads
 * the list again when an event carried only an id). Waiting ideas are dropped when the filters change.
 */
export function useNewIdeas(filters: ExploreFilters, shownIds: ReadonlySet<string>) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<NewIdea[]>([]);
  const latest = useRef({ filters, shownIds });
  latest.current = { filters, shownIds };
  const key = JSON.stringify(filters);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters, new list: the pill starts over.
  useEffect(() => setWaiting([]), [key]);

  const onEvent = useCallback((event: { type: string; data: unknown }) => {
    if (event.type !== IDEA_REALTIME_EVENTS.created) return;
    const idea = readNewIdea(event.data);
    const { filters: now, shownIds: shown } = latest.current;
    if (!idea || shown.has(idea.id) || !belongsOnTop(idea, now)) return;
    setWaiting((list) => (list.some((item) => item.id === idea.id) ? list : [idea, ...list]));
  }, []);
  useRealtimeTopic(status === 'signed_in' ? IDEAS_FEED_TOPIC : null, onEvent);

  const show = useCallback(() => {
    const queryKey = ideaKeys.explore(latest.current.filters);
    const cards = waiting.map((item) => item.card).filter((card): card is IdeaCard => card !== null);
    if (cards.length < waiting.length) {
      void queryClient.resetQueries({ queryKey });
    } else {
      queryClient.setQueryData<InfiniteData<IdeaPage, string | undefined>>(queryKey, (old) => {
        if (!old || old.pages.length === 0) return old;
        const [first, ...rest] = old.pages as [IdeaPage, ...IdeaPage[]];
        const fresh = cards.filter((card) => !first.items.some((item) => item.id === card.id));
        return { ...old, pages: [{ ...first, items: [...fresh, ...first.items] }, ...rest] };
      });
    }
    setWaiting([]);
  }, [queryClient, waiting]);

  return { count: waiting.length, show };
}
