import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TimeChartProps {
  /** Accessible summary of what the chart shows. */
  label: string;
  /** Bucket starts, 'YYYY-MM-DD' (UTC). */
  dates: string[];
  values: number[];
  seriesLabel: string;
  color: string;
  kind: 'bars' | 'line';
  formatValue: (value: number) => string;
}

const HEIGHT = 220;

/** One time series drawn by uPlot (canvas), sized to its container and redrawn when it resizes. */
export function TimeChart({ label, dates, values, seriesLabel, color, kind, formatValue }: TimeChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const xs = dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const width = Math.max(el.clientWidth, 240);
    const chart = new uPlot(
      {
        width,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        axes: [
          {
            stroke: '#57534e',
            grid: { show: false },
            size: 36,
            values: (_u, ticks) =>
              ticks.map((tick) => {
                const d = new Date(tick * 1000);
                return `${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
              }),
          },
          {
            stroke: '#57534e',
            grid: { stroke: '#e7e5e4', width: 1 },
            size: 64,
            values: (_u, ticks) => ticks.map((tick) => formatValue(tick)),
          },
        ],
        series: [
          {},
          {
            label: seriesLabel,
            stroke: color,
            width: kind === 'line' ? 2 : 0,
            fill: kind === 'bars' ? color : `${color}22`,
            points: { show: false },
            paths: kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 40] }) : undefined,
          },
        ],
      },
      [xs, values],
      el,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(el.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dates, values, seriesLabel, color, kind, formatValue]);
  return (
    <div
      ref={host}
      role="img"
      aria-label={label}
      className="w-full overflow-hidden"
      data-chart={seriesLabel}
    />
  );
}
