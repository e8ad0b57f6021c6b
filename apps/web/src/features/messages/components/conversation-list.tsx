import { INBOX_TEXT, MESSAGE_TEXT, PATHS } from '@ibh/contract';
import { MessagesSquare } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeletons';
import type { useConversations } from '../api/conversations';
import { ConversationRow } from './conversation-row';
import { PaneLoadError } from './pane-load-error';

/** Up/Down/Home/End move focus between the conversations (the list is one tab stop per row too). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-conversation]')];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const last = links.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(at + 1, last)
          : Math.max(at - 1, 0);
  event.preventDefault();
  links[next]?.focus();
}

function ListSkeleton() {
  return (
    <div aria-hidden className="flex flex-col">
      <SkeletonRows
        count={4}
        rowClassName="flex items-center gap-3 px-4 py-3"
        lead="size-10 rounded-full"
        lines={['h-4 w-2/3', 'h-3.5 w-full']}
      />
    </div>
  );
}

/** The 300 px conversation list (000 section 2): loading, error with retry, empty, the rows. */
export function ConversationList({
  query,
  meId,
  openUserId,
}: {
  query: ReturnType<typeof useConversations>;
  meId: string;
  openUserId: string | null;
}) {
  const headingId = useId();
  const hintId = useId();
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <h2 id={headingId} className="border-b border-line px-4 py-3 text-sm font-semibold text-ink">
        {MESSAGE_TEXT.conversations}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <PaneLoadError query={query} fallback={MESSAGE_TEXT.couldNotLoad} className="px-4 py-8" />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
              <MessagesSquare aria-hidden className="size-6" />
            </span>
            <p className="text-sm font-semibold text-ink">{MESSAGE_TEXT.noConversations}</p>
            <p className="text-sm text-ink-muted">{INBOX_TEXT.noConversationsHint}</p>
            <ButtonLink to={PATHS.cofounders} variant="secondary">
              {INBOX_TEXT.findPeople}
            </ButtonLink>
          </div>
        ) : (
          <>
            <p id={hintId} className="sr-only">
              {INBOX_TEXT.listHint}
            </p>
            <ul aria-describedby={hintId} onKeyDown={moveFocus} className="divide-y divide-line">
              {items.map((conversation) => (
                <ConversationRow
                  key={conversation.user.id}
                  conversation={conversation}
                  meId={meId}
                  open={conversation.user.id === openUserId}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
