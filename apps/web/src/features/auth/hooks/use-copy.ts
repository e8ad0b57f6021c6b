import { TOASTS } from '@ibh/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text with the Clipboard API; `copied` is true for a success toast's time after it worked. */
export function useCopy(): { copy: (text: string) => Promise<boolean>; copied: boolean } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard) return false;
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), TOASTS.success);
    return true;
  }, []);

  return { copy, copied };
}
