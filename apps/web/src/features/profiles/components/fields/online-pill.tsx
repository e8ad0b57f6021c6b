import { COMPLETE_PROFILE_TEXT } from '@ibh/contract';
import { cx } from '@/lib/cx';

/** 'Online' or 'Offline' with a dot; the words carry the state, not only the colour. */
export function OnlinePill({ online }: { online: boolean }) {
  return (
    <span
      role="status"
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium',
        online
          ? 'border-success-600/25 bg-success-600/10 text-success-600'
          : 'border-line-strong bg-surface-muted text-ink-muted',
      )}
    >
      <span aria-hidden className={cx('size-2 rounded-full', online ? 'bg-success-600' : 'bg-ink-muted')} />
      {online ? COMPLETE_PROFILE_TEXT.online : COMPLETE_PROFILE_TEXT.offline}
    </span>
  );
}
