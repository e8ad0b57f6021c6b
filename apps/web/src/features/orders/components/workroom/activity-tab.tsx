import { WORKROOM_SCREEN_TEXT, WORKROOM_TEXT } from '@ibh/contract';
import { Activity } from 'lucide-react';
import { MoreButton } from '@/components/ui/more-button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeletons } from '@/components/ui/skeletons';
import { useOrderActivity } from '../../api/activity';
import { TabError } from './tab-error';

/** The order log's system entries, newest first (001 section 7.3), a page at a time. */
export function ActivityTab({ orderId }: { orderId: string }) {
  const activity = useOrderActivity(orderId);
  const items = (activity.data?.pages ?? []).flatMap((page) => page.items);
  if (activity.isPending) {
    return (
      <Skeletons
        className="flex flex-col gap-3"
        shapes={['h-10 rounded-lg', 'h-10 rounded-lg', 'h-10 rounded-lg']}
      />
    );
  }
  if (activity.isError) {
    return (
      <TabError message={WORKROOM_SCREEN_TEXT.activityLoadFailed} onRetry={() => void activity.refetch()} />
    );
  }
  if (items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-ink-muted">
        {WORKROOM_SCREEN_TEXT.noActivity}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label={WORKROOM_TEXT.tabs.activity}
        className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface px-4"
      >
        {items.map((entry) => (
          <li key={entry.id} className="flex items-start gap-3 py-3" data-activity={entry.kind}>
            <Activity aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm break-words text-ink">{entry.text}</span>
              <span className="text-xs text-ink-muted">
                {entry.actor?.fullName ?? WORKROOM_SCREEN_TEXT.system} ·{' '}
                <RelativeTime value={entry.createdAt} />
              </span>
            </div>
          </li>
        ))}
      </ol>
      <MoreButton query={activity}>{WORKROOM_SCREEN_TEXT.loadMore}</MoreButton>
    </div>
  );
}
