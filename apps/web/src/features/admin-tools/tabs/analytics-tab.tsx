import {
  ANALYTICS_WINDOWS,
  type AnalyticsSummary,
  type AnalyticsWindow,
  formatMoney,
  SHOP,
  ADMIN_ANALYTICS_TEXT as T,
} from '@ibh/contract';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadingSkeletons } from '@/components/ui/skeletons';
import { cx } from '@/lib/cx';
import { useAnalytics } from '../api/admin-tools';
import { LoadErrorPanel } from '../components/load-error-panel';

const AnalyticsCharts = lazy(() => import('../components/analytics-charts'));

const CATEGORY_LABEL = (category: string) =>
  category === 'mvp' ? 'MVP' : category.charAt(0).toUpperCase() + category.slice(1);

function Bars({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div className="rounded-card border border-line bg-surface p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ul className="mt-3 flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="truncate text-ink-muted">{row.label}</span>
            <span className="h-2.5 rounded-full bg-surface-muted" aria-hidden>
              <span
                className="block h-full rounded-full bg-sapphire-600"
                style={{ width: `${(row.count / max) * 100}%` }}
              />
            </span>
            <span className="text-ink tabular-nums">{row.count.toLocaleString('en-US')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Demo data says it is demo data (issue 26, item 14): the share of the window the seed wrote. */
function SeededNote({ data }: { data: AnalyticsSummary }) {
  if (data.seeded === 0) return null;
  const total = data.counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-card border border-gold-100 bg-gold-50 p-3 text-sm text-ink">
      <Badge tone="gold">{T.seededBadge}</Badge>
      <span>{T.seededNote(data.seeded, total)}</span>
    </p>
  );
}

function Summary({ data }: { data: AnalyticsSummary }) {
  return (
    <>
      <SeededNote data={data} />
      <div>
        <h3 className="sr-only">{T.counts}</h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {data.counts.map((c) => (
            <div key={c.type} className="rounded-card border border-line bg-surface p-3">
              <dt className="text-xs text-ink-muted">{T.eventLabels[c.type]}</dt>
              <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">
                {c.count.toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <Suspense fallback={<Skeleton className="h-64" />}>
        <AnalyticsCharts series={data.series} />
      </Suspense>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Bars
          title={T.funnel}
          rows={data.funnel.map((f) => ({ label: T.eventLabels[f.step], count: f.count }))}
        />
        <Bars
          title={T.responseTimes}
          rows={data.responseTimes.map((r) => ({ label: T.responseTimeLabels[r.category], count: r.count }))}
        />
      </div>
      <div className="rounded-card border border-line bg-surface p-4">
        <h3 className="text-sm font-semibold text-ink">{T.medianPrices}</h3>
        <table className="mt-3 w-full text-sm">
          <thead className="text-left text-ink-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Category
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Median
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Prices
              </th>
            </tr>
          </thead>
          <tbody>
            {data.medianPrices.map((m) => (
              <tr key={m.category} className="border-t border-line">
                <td className="py-1.5 text-ink">{CATEGORY_LABEL(m.category)}</td>
                <td className="py-1.5 text-right text-ink tabular-nums">
                  {m.medianCents === null ? '—' : formatMoney(m.medianCents)}
                </td>
                <td className="py-1.5 text-right text-ink-muted tabular-nums">{m.samples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** /admin/shop?tab=analytics: windows 7, 30, 90, 365 days (default 30) (001 sections 3.2, 9). */
export default function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsWindow>(SHOP.analyticsDefaultWindowDays);
  const analytics = useAnalytics(days);
  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-title" className="text-lg font-semibold text-ink">
          {T.title}
        </h2>
        <fieldset className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <legend className="sr-only">{T.window}</legend>
          {ANALYTICS_WINDOWS.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={w === days}
              onClick={() => setDays(w)}
              className={cx(
                'h-10 rounded-md px-3 text-sm font-medium',
                w === days ? 'bg-sapphire-600 text-white' : 'text-ink hover:bg-surface-muted',
              )}
            >
              {T.windowLabel(w)}
            </button>
          ))}
        </fieldset>
      </div>
      {analytics.isPending ? (
        <LoadingSkeletons label={T.loading} shapes={['h-24', 'h-64']} className="flex flex-col gap-3" />
      ) : analytics.isError ? (
        <LoadErrorPanel message={T.loadFailed} retry={T.retry} onRetry={() => void analytics.refetch()} />
      ) : (
        <Summary data={analytics.data} />
      )}
    </section>
  );
}
