import { HOME, HOME_ENDPOINTS, HOME_PULSE_TOPIC, HOME_REALTIME_EVENTS } from '@ibh/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtimeTopic } from '@/lib/realtime';
import { refreshAfterChange } from '@/lib/refresh-after-change';

export const homeKeys = {
  all: ['home'] as const,
  page: ['home', 'page'] as const,
  pulse: ['home', 'pulse'] as const,
};

/**
 * GET /api/home: the whole home page in one round trip (top professionals, the pulse, testimonials).
 * The pulse it brought seeds the pulse query, so the page makes no second call for it.
 */
export function useHomeData() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: homeKeys.page,
    queryFn: async ({ signal }) => {
      const home = await api(HOME_ENDPOINTS.home, { signal });
      queryClient.setQueryData(homeKeys.pulse, { items: home.pulse });
      return home;
    },
  });
}

/**
 * The Live Innovation Pulse after the first answer: signed in, the home:pulse topic says when it
 * changed and it is fetched again at once; otherwise (signed out, or the socket is down) it is
 * fetched every 35 s (HOME.liveFeedRefresh), never while the tab is hidden.
 */
export function useLivePulse(enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useRealtimeTopic(enabled ? HOME_PULSE_TOPIC : null, (event) => {
    if (event.type === HOME_REALTIME_EVENTS.pulseChanged)
      void refreshAfterChange(queryClient, homeKeys.pulse);
  });
  const pulse = useQuery({
    queryKey: homeKeys.pulse,
    queryFn: ({ signal }) => api(HOME_ENDPOINTS.pulse, { signal }),
    enabled,
    staleTime: HOME.liveFeedRefresh,
    refetchInterval: live ? false : HOME.liveFeedRefresh,
  });
  return { pulse, live };
}
