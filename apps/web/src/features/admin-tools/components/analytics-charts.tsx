import { type AnalyticsSummary, formatMoney, ADMIN_ANALYTICS_TEXT as T } from '@ibh/contract';
import { useMemo } from 'react';
import { TimeChart, type TimeChartProps } from './time-chart';

type Point = AnalyticsSummary['series'][number];

const SAPPHIRE = '#1f4fa8';
const GOLD = '#b8860b';
const count = (n: number) => n.toLocaleString('en-US');
const VALUE_OF = { orders: (p: Point) => p.orders, gmv: (p: Point) => p.gmvCents };

/** The two charts: a title, the series (by its label), how it is drawn and how its values read. */
const CHARTS: readonly (Pick<TimeChartProps, 'color' | 'kind' | 'formatValue'> & {
  title: string;
  seriesLabel: keyof typeof VALUE_OF;
})[] = [
  { title: T.ordersOverTime, seriesLabel: 'orders', color: SAPPHIRE, kind: 'bars', formatValue: count },
  { title: T.gmvOverTime, seriesLabel: 'gmv', color: GOLD, kind: 'line', formatValue: formatMoney },
];

/** One chart in its card: the title and the window's total above it. */
function SeriesFigure({
  chart,
  series,
  dates,
}: {
  chart: (typeof CHARTS)[number];
  series: Point[];
  dates: string[];
}) {
  const { title, formatValue, ...look } = chart;
  const values = useMemo(() => series.map(VALUE_OF[look.seriesLabel]), [series, look.seriesLabel]);
  const total = formatValue(values.reduce((a, b) => a + b, 0));
  return (
    <figure className="rounded-card border border-line bg-surface p-4">
      <figcaption className="mb-2 flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="text-sm text-ink-muted tabular-nums">{total}</span>
      </figcaption>
      <TimeChart
        label={`${title}: ${total}`}
        dates={dates}
        values={values}
        formatValue={formatValue}
        {...look}
      />
    </figure>
  );
}

/** Orders and GMV over time: the chart library loads with this component only (lazy). */
export default function AnalyticsCharts({ series }: { series: AnalyticsSummary['series'] }) {
  const dates = useMemo(() => series.map((p) => p.date), [series]);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {CHARTS.map((chart) => (
        <SeriesFigure key={chart.seriesLabel} chart={chart} series={series} dates={dates} />
      ))}
    </div>
  );
}
