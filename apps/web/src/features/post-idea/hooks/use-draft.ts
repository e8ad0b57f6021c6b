import { IDEA } from '@ibh/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, type Draft, loadDraft, saveDraft } from '../lib/draft-storage';

export type DraftStatus = 'idle' | 'saving' | 'saved';

/**
 * The wizard's draft in local storage: read once on mount, written on every change with
 * 'Saving…' shown for IDEA.draftSavingIndicator before 'Draft saved'.
 */
export function useDraft(userId: string) {
  const [restored] = useState(() => loadDraft(userId));
  const [status, setStatus] = useState<DraftStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    (draft: Draft): boolean => {
      const ok = saveDraft(userId, draft);
      clearTimeout(timer.current);
      if (!ok) {
        setStatus('idle');
        return false;
      }
      setStatus('saving');
      timer.current = setTimeout(() => setStatus('saved'), IDEA.draftSavingIndicator);
      return true;
    },
    [userId],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    clearDraft();
    setStatus('idle');
  }, []);

  return { restored, status, save, clear };
}
