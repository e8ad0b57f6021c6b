import { INBOX_TEXT, MESSAGE_TEXT, type UserCard } from '@ibh/contract';
import { Ban } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { newClientId } from '@/components/messaging/send-direct-message';
import { Button } from '@/components/ui/button';
import { Skeletons } from '@/components/ui/skeletons';
import { useUserCards } from '@/lib/user-cards';
import { useBlockUser } from '../api/block-user';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { type InboxMessage, useThread } from '../api/thread';
import { BlockDialog } from './block-dialog';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { PaneLoadError } from './pane-load-error';
import { ReportDialog } from './report-dialog';
import { ThreadHeader } from './thread-header';

function ThreadSkeleton() {
  return (
    <Skeletons
      className="flex min-h-0 flex-1 flex-col gap-3 p-4"
      shapes={[
        'h-9 w-1/2 rounded-2xl',
        'h-9 w-2/5 self-end rounded-2xl',
        'h-14 w-3/5 rounded-2xl',
        'h-9 w-1/3 self-end rounded-2xl',
      ]}
    />
  );
}

/** Touch screens get no automatic focus: it would cover the conversation with the keyboard. */
function prefersTouch(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

interface OpenThreadProps {
  meId: string;
  userId: string;
  /** Their row in the list, if any: shown in the header before the thread has loaded. */
  listed: UserCard | null;
  /** The tab is on screen: incoming messages are marked read only then. */
  visible: boolean;
}

/** One conversation: header and menu, the messages, and the composer or the block notice. */
export function OpenThread({ meId, userId, listed, visible }: OpenThreadProps) {
  const thread = useThread(userId);
  const cached = useUserCards([userId]);
  const data = thread.data;
  const person: UserCard | null =
    data?.user ?? listed ?? (cached.isLoading ? null : (cached.cards[0] ?? null));
  const fallbackPerson: UserCard = person ?? cached.cards[0] ?? { id: userId, fullName: '', avatarUrl: null };
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const [reporting, setReporting] = useState<InboxMessage | null>(null);
  const reportFrom = useRef<HTMLElement | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);

  const send = useSendMessage(meId, fallbackPerson, (body) =>
    setDraft((current) => (current.trim() ? current : body)),
  );
  const markRead = useMarkRead(meId);
  const block = useBlockUser(userId);

  // Opening the thread, or a message arriving while it is on screen, marks theirs read.
  const lastUnread = data?.messages.findLast(
    (message) => !message.pending && !message.readAt && message.senderId === userId,
  )?.id;
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;
  useEffect(() => {
    if (lastUnread && visible) markReadRef.current(userId);
  }, [lastUnread, visible, userId]);

  // Focus goes to the composer once the conversation is ready.
  const canWrite = Boolean(data && !data.blockedByMe && !data.blockedMe);
  useEffect(() => {
    if (canWrite && !prefersTouch()) input.current?.focus({ preventScroll: true });
  }, [canWrite]);

  const onSend = (body: string) => {
    setDraft('');
    send.mutate({ body, clientId: newClientId() });
  };

  const name = person?.fullName ?? '';
  return (
    <>
      <ThreadHeader
        person={person}
        blockedByMe={data ? data.blockedByMe : null}
        onBlock={() => setConfirmBlock(true)}
        onUnblock={() => block.mutate(false)}
        menuTrigger={menuTrigger}
      />
      {thread.isPending ? (
        <ThreadSkeleton />
      ) : thread.isError ? (
        <PaneLoadError
          query={thread}
          fallback={MESSAGE_TEXT.failedToLoad}
          className="flex-1 justify-center p-6"
        />
      ) : (
        <MessageLog
          messages={thread.data.messages}
          meId={meId}
          otherName={name}
          canWrite={canWrite}
          onReport={(message) => {
            reportFrom.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setReporting(message);
          }}
        />
      )}
      {data ? (
        data.blockedByMe || data.blockedMe ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 border-t border-line bg-surface-muted p-4"
          >
            <Ban aria-hidden className="size-5 shrink-0 text-ink-muted" />
            <p className="min-w-0 flex-1 text-sm text-ink">
              {data.blockedByMe ? MESSAGE_TEXT.blocked : MESSAGE_TEXT.blockedYou}
            </p>
            {data.blockedByMe ? (
              <Button variant="secondary" onClick={() => block.mutate(false)} disabled={block.isPending}>
                {INBOX_TEXT.unblockAction}
              </Button>
            ) : null}
          </div>
        ) : (
          <Composer draft={draft} onDraftChange={setDraft} onSend={onSend} inputRef={input} />
        )
      ) : null}
      {reporting ? (
        <ReportDialog
          open
          onOpenChange={(open) => {
            if (!open) setReporting(null);
          }}
          returnFocus={() => reportFrom.current}
          message={reporting}
        />
      ) : null}
      <BlockDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        returnFocus={() => input.current ?? menuTrigger.current}
        name={name}
        busy={block.isPending}
        onConfirm={() => block.mutate(true, { onSuccess: () => setConfirmBlock(false) })}
      />
    </>
  );
}
