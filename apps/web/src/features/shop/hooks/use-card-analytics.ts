import { SHOP_LIMITS } from '@ibh/contract';
import { useEffect, useMemo } from 'react';
import { track } from '../api/track';
import { createBatcher } from '../lib/batch';
import { useSeenCards } from './use-seen-cards';

/** Impressions wait at most this long before they are sent together. */
const IMPRESSION_BATCH_MS = 2000;

/**
 * Browse analytics: hire_pro_impression for the cards really seen (half on screen), sent in
 * batches, and hire_pro_click when a card is opened. Pending impressions go out when the page is
 * hidden or left.
 */
export function useCardAnalytics() {
  const batcher = useMemo(
    () =>
      createBatcher<string>(
        (serviceIds) => track({ type: 'hire_pro_impression', meta: { serviceIds } }),
        SHOP_LIMITS.impressionsPerBatch,
        IMPRESSION_BATCH_MS,
      ),
    [],
  );
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') batcher.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      batcher.flush();
    };
  }, [batcher]);
  const observe = useSeenCards((id) => batcher.add(id));
  const opened = (serviceId: string) => {
    batcher.flush();
    void track({ type: 'hire_pro_click', meta: { serviceId } });
  };
  return { observe, opened };
}
