import { type AnalyticsSummary, formatMoney, ADMIN_ANALYTICS_TEXT as T } from '@ibh/contract';
import { useMemo } from 'react';
import { TimeChart } from './time-chart';

const SAPPHIRE = '#1f4fa8';
const GOLD = '#b8860b';
const count = (n: number) => n.toLocaleString('en-US');

/** Orders and GMV over time: the chart library loads with this component only (lazy). */
export default function AnalyticsCharts({ series }: { series: AnalyticsSummary['series'] }) {
  const dates = useMemo(() => series.map((p) => p.date), [series]);
  const orders = useMemo(() => series.map((p) => p.orders), [series]);
  const gmv = useMemo(() => series.map((p) => p.gmvCents), [series]);
  const totalOrders = orders.reduce((a, b) => a + b, 0);
  const totalGmv = gmv.reduce((a, b) => a + b, 0);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <figure className="rounded-card border border-line bg-surface p-4">
        <figcaption className="mb-2 flex items-baseline justify-between gap-2">
          <span className="text-sm font-semibold text-ink">{T.ordersOverTime}</span>
          <span className="text-sm text-ink-muted tabular-nums">{count(totalOrders)}</span>
        </figcaption>
        <TimeChart
          label={`${T.ordersOverTime}: ${count(totalOrders)}`}
          dates={dates}
          values={orders}
          seriesLabel="orders"
          color={SAPPHIRE}
          kind="bars"
          formatValue={count}
        />
      </figure>
      <figure className="rounded-card border border-line bg-surface p-4">
        <figcaption className="mb-2 flex items-baseline justify-between gap-2">
          <span className="text-sm font-semibold text-ink">{T.gmvOverTime}</span>
          <span className="text-sm text-ink-muted tabular-nums">{formatMoney(totalGmv)}</span>
        </figcaption>
        <TimeChart
          label={`${T.gmvOverTime}: ${formatMoney(totalGmv)}`}
          dates={dates}
          values={gmv}
          seriesLabel="gmv"
          color={GOLD}
          kind="line"
          formatValue={formatMoney}
        />
      </figure>
    </div>
  );
}
