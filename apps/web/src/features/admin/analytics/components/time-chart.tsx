// A line chart over time drawn with uPlot (canvas; the page's tables carry the same numbers for screen
// readers). It follows its container's width and is redrawn when the data change.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type Line = { label: string; values: number[]; color: string; dashed?: boolean };

type Props = { labels: string[]; lines: Line[]; height?: number; format?: (v: number) => string; whole?: boolean };

/** steps of the value axis for counts: never half a booking */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

export function TimeChart({ labels, lines, height = 220, format = String, whole = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const opts: uPlot.Options = {
      width: el.clientWidth,
      height,
      scales: { x: { time: false } },
      // the legend names the lines; the table beside the chart gives the values
      legend: { show: true, live: false },
      cursor: { drag: { x: false, y: false } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => labels[t] ?? ''), stroke: '#475569', grid: { show: false } },
        {
          values: (_u, ticks) => ticks.map(format),
          stroke: '#475569',
          size: 64,
          grid: { stroke: '#e2e8f0' },
          ...(whole && { incrs: WHOLE_STEPS }),
        },
      ],
      series: [
        { label: 'Period', value: (_u, v) => (v === null ? '' : (labels[v] ?? '')) },
        ...lines.map((l) => ({
          label: l.label,
          stroke: l.color,
          width: 2,
          dash: l.dashed ? [6, 4] : undefined,
          points: { show: labels.length <= 31 },
          value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)),
        })),
      ],
    };
    const plot = new uPlot(opts, [xs, ...lines.map((l) => l.values)], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, lines, height, format, whole]);
  return <div ref={box} aria-hidden="true" className="w-full min-w-0" />;
}
