import { IDEA_PAGE_TEXT } from '@ibh/contract';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice.trim() ? state.notice : null;
}

/**
 * The optional notice passed in navigation state (001 section 2.1): shown once, then cleared from
 * the history entry so a reload or Back does not show it again.
 */
export function NavNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => noticeOf(location.state));
  const pending = noticeOf(location.state);

  useEffect(() => {
    if (!pending) return;
    setNotice(pending);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [pending, navigate, location.pathname, location.search, location.hash]);

  if (!notice) return null;
  return (
    <div className="relative">
      <FormAlert tone="info" className="pr-12">
        {notice}
      </FormAlert>
      <button
        type="button"
        aria-label={IDEA_PAGE_TEXT.dismiss}
        onClick={() => setNotice(null)}
        className="absolute top-0 right-0 inline-flex size-10 items-center justify-center rounded-lg text-sapphire-700 hover:bg-sapphire-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
