import type { ValuationGraph } from '@sextant/contracts/policies';
import { useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartData, describeGraph, formatCompactMoney, monthlyPoints } from '@/features/policies/graph';
import { graphRange } from '@/features/policies/valuation';
import { formatDate, formatMoney } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

const HEIGHT = 224;
type UPlot = typeof uPlot;

/**
 * uPlot, loaded when a chart first draws: the screen shows without waiting for it, and a browser
 * where it cannot run (it needs canvas and matchMedia) still gets the summary and the table.
 */
let library: Promise<UPlot> | undefined;
const loadUPlot = () => {
  library ??= import('uplot').then((module) => module.default);
  return library;
};

/** Starts loading the chart library (while the graph's data loads); failures show when a chart draws. */
export function preloadChart(): void {
  loadUPlot().catch(() => {
    library = undefined;
  });
}

/** The theme's colours, read from the CSS variables so the chart follows the design tokens. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

function chartOptions(
  UPlot: UPlot,
  width: number,
  currency: string,
  onCursor: (index: number | null) => void,
): uPlot.Options {
  const line = themeColour('--color-teal-600', '#0d8377');
  const grid = themeColour('--color-line', '#dde4ee');
  const muted = themeColour('--color-ink-muted', '#4b5b76');
  const axis = {
    stroke: muted,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
    font: '12px ui-sans-serif, system-ui, sans-serif',
  };
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    padding: [12, 8, 0, 0],
    legend: { show: false },
    cursor: {
      drag: { x: false, y: false, setScale: false },
      points: { size: 9, fill: line, stroke: '#fff', width: 2 },
      y: false,
    },
    scales: { x: { time: true } },
    series: [
      {},
      {
        label: 'Valuation',
        stroke: line,
        width: 2,
        fill: (u: uPlot) => {
          const gradient = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height);
          gradient.addColorStop(0, 'rgba(13, 131, 119, 0.22)');
          gradient.addColorStop(1, 'rgba(13, 131, 119, 0)');
          return gradient;
        },
        points: { show: false },
      },
    ],
    axes: [
      { ...axis, space: 64 },
      {
        ...axis,
        size: 64,
        values: (_u: uPlot, splits: number[]) => splits.map((v) => formatCompactMoney(v, currency)),
      },
    ],
    hooks: {
      setCursor: [(u: uPlot) => onCursor(u.cursor.idx ?? null)],
    },
  };
}

interface ValuationChartProps {
  graph: ValuationGraph;
  /** Another range is loading: the shown graph stays, dimmed. */
  busy?: boolean;
}

/**
 * The valuation graph, drawn with uPlot. To assistive technology it is one image whose name sums it up
 * (first and last value, change), followed by a visually hidden table of the month-end values.
 */
export function ValuationChart({ graph, busy = false }: ValuationChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const { points, currency } = graph;
  const data = useMemo(() => chartData(points), [points]);
  const summary = describeGraph(graph);
  const shown = points[cursor ?? points.length - 1];

  // One plot for the component's life: created on first data, then given new data; resized with its box.
  useEffect(() => {
    if (plot.current) {
      plot.current.setData(data);
      return;
    }
    let cancelled = false;
    loadUPlot().then(
      (UPlot) => {
        const element = container.current;
        if (cancelled || !element) return;
        if (plot.current) return plot.current.setData(data);
        plot.current = new UPlot(
          chartOptions(UPlot, element.clientWidth || 320, currency, setCursor),
          data,
          element,
        );
      },
      (error: unknown) => console.warn('Sextant: the chart library could not load.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [data, currency]);

  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0) plot.current?.setSize({ width, height: HEIGHT });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(
    () => () => {
      plot.current?.destroy();
      plot.current = null;
    },
    [],
  );

  const rangeName = graphRange(graph.date_range).name;
  return (
    <figure aria-busy={busy || undefined} className="m-0">
      <p aria-hidden="true" className="mb-2 min-h-5 text-sm text-ink-muted tabular-nums">
        {shown && (
          <>
            <span className="font-medium text-ink">{formatMoney(shown.value, currency)}</span>
            {' on '}
            {formatDate(shown.date)}
          </>
        )}
      </p>
      <div
        ref={container}
        role="img"
        aria-label={summary}
        data-testid="valuation-chart"
        className={cx('w-full overflow-hidden transition-opacity', busy && 'opacity-50')}
        style={{ height: HEIGHT }}
        onPointerLeave={() => setCursor(null)}
      />
      {/* In a clipped box: a table keeps its content's width even when made 1px wide, and would overflow. */}
      <div className="sr-only">
        <table>
          <caption>Valuation at the end of each month over {rangeName}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Valuation</th>
            </tr>
          </thead>
          <tbody>
            {monthlyPoints(points).map((point) => (
              <tr key={point.date}>
                <td>{formatDate(point.date)}</td>
                <td>{formatMoney(point.value, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
