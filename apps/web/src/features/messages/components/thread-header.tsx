import { buildPath, INBOX_TEXT, MESSAGE_TEXT, PATHS, type UserCard } from '@ibh/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ArrowLeft, Ban, CircleUserRound, EllipsisVertical } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';

const ITEM =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-muted';

interface ThreadHeaderProps {
  /** Null while the person is not known yet (a skeleton shows). */
  person: UserCard | null;
  /** Null until the thread says; the Block item waits for it. */
  blockedByMe: boolean | null;
  onBlock: () => void;
  onUnblock: () => void;
  menuTrigger: RefObject<HTMLButtonElement | null>;
}

/** Back (phones), who the conversation is with (a link to their profile) and its menu. */
export function ThreadHeader({ person, blockedByMe, onBlock, onUnblock, menuTrigger }: ThreadHeaderProps) {
  const profilePath = person ? buildPath(PATHS.profile, { userId: person.id }) : null;
  return (
    <div className="flex min-h-16 items-center gap-2 border-b border-line px-2 py-2 sm:px-3">
      <Link
        to={PATHS.inbox}
        aria-label={MESSAGE_TEXT.back}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface-muted md:hidden"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </Link>
      {person && profilePath ? (
        <Link
          to={profilePath}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg px-1 py-1 hover:bg-surface-muted"
        >
          <Avatar url={person.avatarUrl} name={person.fullName} size={40} />
          <h2 className="truncate text-base font-semibold text-ink">{person.fullName}</h2>
        </Link>
      ) : (
        <div className="flex flex-1 items-center gap-3 px-1">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
      )}
      <Menu.Root modal={false}>
        <Menu.Trigger
          ref={menuTrigger}
          aria-label={INBOX_TEXT.threadOptions}
          disabled={!person}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted disabled:opacity-50"
        >
          <EllipsisVertical aria-hidden className="size-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-52 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
          >
            {profilePath ? (
              <Menu.Item asChild>
                <Link to={profilePath} className={ITEM}>
                  <CircleUserRound aria-hidden className="size-4 text-ink-muted" />
                  {INBOX_TEXT.viewProfile}
                </Link>
              </Menu.Item>
            ) : null}
            {blockedByMe === null ? null : (
              <Menu.Item className={ITEM} onSelect={blockedByMe ? onUnblock : onBlock}>
                <Ban aria-hidden className="size-4 text-danger-600" />
                {blockedByMe ? MESSAGE_TEXT.unblock : MESSAGE_TEXT.block}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
