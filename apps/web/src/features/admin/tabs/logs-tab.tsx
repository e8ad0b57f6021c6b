import {
  ADMIN_LOG_WINDOW_LABELS,
  ADMIN_LOG_WINDOWS,
  ADMIN_UI_TEXT,
  type AdminLogWindow,
} from '@ibh/contract';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { formatFull } from '@/lib/dates';
import { useLogs } from '../api/admin-api';
import { FilterButtons, TabQueryState } from '../components/tab-states';

const T = ADMIN_UI_TEXT.logs;
const WINDOWS = ADMIN_LOG_WINDOWS.map((value) => ({ value, label: ADMIN_LOG_WINDOW_LABELS[value] }));

function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key.replaceAll('_', ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(' · ');
}

/** Logs (001 sections 7.4, 9): the newest 100 admin actions, today, 7 or 30 days. */
export default function LogsTab() {
  const [window, setWindow] = useState<AdminLogWindow>('all');
  const query = useLogs(window);
  return (
    <div className="flex flex-col gap-4">
      <FilterButtons label={T.windowLabel} options={WINDOWS} value={window} onChange={setWindow} />
      <TabQueryState query={query}>
        {query.data?.items.length === 0 ? (
          <EmptyState title={T.empty} />
        ) : (
          <ol className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface">
            {query.data?.items.map((log) => (
              <li key={log.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
                <time dateTime={log.createdAt} className="shrink-0 text-xs text-ink-muted sm:w-44">
                  {formatFull(new Date(log.createdAt))}
                </time>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-ink">
                    <span className="font-medium">{log.action}</span>{' '}
                    <span className="text-ink-muted">
                      {log.targetType}
                      {log.targetId ? ` ${log.targetId}` : ''}
                    </span>
                  </p>
                  <p className="text-xs break-words text-ink-muted">
                    {log.adminName ?? T.deletedAdmin}
                    {log.ipAddress ? ` · ${log.ipAddress}` : ''}
                    {Object.keys(log.details).length > 0 ? ` · ${detailsText(log.details)}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </TabQueryState>
    </div>
  );
}
