import { IDEA_PAGE_TEXT, type IdeaDetail } from '@ibh/contract';
import { Bookmark, BookmarkCheck, Heart, Rss } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { useToggleFollow } from '../../api/toggle-follow';
import { useToggleLike } from '../../api/toggle-like';
import { useToggleSave } from '../../api/toggle-save';
import { useSignInGate } from '../../hooks/use-sign-in-gate';

/** Like (shown at once; 'Like' with aria-pressed), Save and Follow with their counts; signed-out visitors get the popup. */
export function IdeaActions({ idea }: { idea: IdeaDetail }) {
  const { gate, signedIn } = useSignInGate();
  const like = useToggleLike(idea.id);
  const save = useToggleSave(idea.id);
  const follow = useToggleFollow(idea.id);
  const { viewer } = idea;
  const guarded = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    if (gate(event.currentTarget)) action();
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Toggle
        active={viewer.liked}
        pressed={signedIn ? viewer.liked : undefined}
        onClick={guarded(() =>
          like.mutate(!viewer.liked, { onError: () => toast.error(IDEA_PAGE_TEXT.likeFailed) }),
        )}
        icon={
          <Heart aria-hidden className={cx('size-4', viewer.liked && 'fill-danger-600 text-danger-600')} />
        }
        label={IDEA_PAGE_TEXT.like}
        count={idea.likesCount}
        countLabel={IDEA_PAGE_TEXT.likesCount(idea.likesCount)}
      />
      <Toggle
        active={viewer.saved}
        disabled={save.isPending}
        onClick={guarded(() =>
          save.mutate(!viewer.saved, {
            onSuccess: (state) =>
              toast.success(state.saved ? IDEA_PAGE_TEXT.savedToast : IDEA_PAGE_TEXT.unsavedToast),
            onError: () => toast.error(IDEA_PAGE_TEXT.saveFailed),
          }),
        )}
        icon={
          viewer.saved ? (
            <BookmarkCheck aria-hidden className="size-4 text-sapphire-600" />
          ) : (
            <Bookmark aria-hidden className="size-4" />
          )
        }
        label={viewer.saved ? IDEA_PAGE_TEXT.saved : IDEA_PAGE_TEXT.save}
      />
      <Toggle
        active={viewer.following}
        disabled={follow.isPending}
        onClick={guarded(() =>
          follow.mutate(!viewer.following, {
            onSuccess: (state) => {
              if (state.following) toast.success(IDEA_PAGE_TEXT.followedToast);
            },
            onError: () => toast.error(IDEA_PAGE_TEXT.followFailed),
          }),
        )}
        icon={<Rss aria-hidden className={cx('size-4', viewer.following && 'text-sapphire-600')} />}
        label={viewer.following ? IDEA_PAGE_TEXT.following : IDEA_PAGE_TEXT.follow}
        count={idea.followersCount}
        countLabel={IDEA_PAGE_TEXT.followersCount(idea.followersCount)}
      />
    </div>
  );
}

function Toggle({
  active,
  pressed,
  onClick,
  disabled,
  icon,
  label,
  count,
  countLabel,
}: {
  active: boolean;
  /** Only where the label stays the same (Like); Save and Follow say their state in the label. */
  pressed?: boolean | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  icon: ReactNode;
  label: string;
  count?: number;
  countLabel?: string;
}) {
  return (
    <Button
      variant="secondary"
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      className={cx(active && 'border-sapphire-500 bg-sapphire-50')}
    >
      {icon}
      {label}
      {count !== undefined ? (
        <>
          <span aria-hidden className="rounded-full bg-surface-muted px-2 text-xs tabular-nums">
            {count}
          </span>
          <span className="sr-only">, {countLabel}</span>
        </>
      ) : null}
    </Button>
  );
}
