import { NOTIFICATION_TEXT } from '@ibh/contract';
import { CheckCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMarkAllRead } from '../api/mark-all-read';
import type { NotificationFilter as Filter } from '../api/notification-keys';
import { NotificationFilter } from './notification-filter';
import { NotificationList } from './notification-list';
import { PreferencesCard } from './preferences-card';

export const FILTER_PARAM = 'filter';

/** /notifications: every notification (All / Unread), mark read, answers, and the preferences. */
export function NotificationsView() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get(FILTER_PARAM) === 'unread' ? 'unread' : 'all';
  const markAll = useMarkAllRead();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
      <title>{`${NOTIFICATION_TEXT.pageTitle} · IBH`}</title>
      <section aria-labelledby="notifications-title" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="notifications-title" className="text-2xl font-semibold tracking-tight text-ink">
            {NOTIFICATION_TEXT.pageTitle}
          </h1>
          <Button variant="secondary" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden className="size-4" />
            {NOTIFICATION_TEXT.markAllRead}
          </Button>
        </div>
        <NotificationFilter
          value={filter}
          onChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 'unread') updated.set(FILTER_PARAM, next);
                else updated.delete(FILTER_PARAM);
                return updated;
              },
              { replace: true },
            )
          }
        />
        <NotificationList key={filter} filter={filter} />
      </section>
      <aside className="min-w-0 lg:sticky lg:top-20">
        <PreferencesCard />
      </aside>
    </div>
  );
}
