import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  type ChartOf,
  chartData,
  describeGraph,
  formatCompactMoney,
  monthlyPoints,
  putInLine,
  putInWords,
} from '@/features/policies/graph';
import { formatDate, formatMoney } from '@/shared/format/money';
import { useTheme } from '@/shared/theme/theme';
import { cx } from '@/shared/ui/cx';

const HEIGHT = 224;
type UPlot = typeof uPlot;

/**
 * uPlot, loaded when a chart first draws: the screen shows without waiting for it, and a browser
 * where it cannot run (it needs canvas and matchMedia) still gets the summary and the table.
 */
let library: Promise<UPlot> | undefined;
const loadUPlot = () => {
  // Resolved a task after the module ran, so that its evaluation and the first drawing are two tasks on a
  // phone's main thread rather than one long one.
  library ??= import('uplot').then(
    (module) => new Promise<UPlot>((resolve) => setTimeout(() => resolve(module.default))),
  );
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

/** A `#rrggbb` token at an opacity, for the canvas (which has no color-mix); other forms as they are. */
function withAlpha(colour: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  const opacity = Math.round(alpha * 255);
  return colour + opacity.toString(16).padStart(2, '0');
}

function chartOptions(
  UPlot: UPlot,
  width: number,
  currency: string,
  putIn: boolean,
  onCursor: (index: number | null) => void,
): uPlot.Options {
  const line = themeColour('--color-accent', '#0d8377');
  const paidIn = themeColour('--color-navy-700', '#243c67');
  const grid = themeColour('--color-line', '#dde4ee');
  const muted = themeColour('--color-ink-muted', '#4b5b76');
  const surface = themeColour('--color-surface', '#ffffff');
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
      points: { size: 9, fill: line, stroke: surface, width: 2 },
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
          gradient.addColorStop(0, withAlpha(line, 0.22));
          gradient.addColorStop(1, withAlpha(line, 0));
          return gradient;
        },
        points: { show: false },
      },
      ...(putIn
        ? [{ label: 'What you put in', stroke: paidIn, width: 1.5, dash: [6, 4], points: { show: false } }]
        : []),
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

interface ValuationChartProps extends ChartOf {
  /** Another range is loading: the shown graph stays, dimmed. */
  busy?: boolean;
}

/**
 * A value chart, drawn with uPlot: SPEC's valuation graph, or a series with a dashed "What you put in" line
 * (the chart's first value plus the money in less money out since: the gap between the lines is the growth).
 * To assistive technology it is one image whose name sums it up (first and last value, change in value, what
 * was put in and the growth), followed by a visually hidden table of the month-end values.
 */
export function ValuationChart({ points, currency, over, busy = false }: ValuationChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  /** What the plot was made for: how many arrays (times and one per line) and the theme it is drawn in. */
  const shape = useRef('');
  const [cursor, setCursor] = useState<number | null>(null);
  const line = useMemo(() => putInLine(points), [points]);
  const data = useMemo(() => chartData(points) as uPlot.AlignedData, [points]);
  // The canvas takes the theme's colours when drawn: a change of theme draws the plot anew.
  const theme = useTheme();
  const madeFor = `${data.length} ${theme}`;
  const summary = describeGraph({ over, currency, points });
  const shownIndex = cursor ?? points.length - 1;
  const shown = points[shownIndex];
  const shownPutIn = line?.values[shownIndex];
  // Each month's last point with what was put in by then, for the table.
  const months = monthlyPoints(points.map((point, i) => ({ ...point, putIn: line?.values[i] })));

  // One plot while the lines drawn stay the same (created on first data, then given new data); a chart that
  // gains or loses the "What you put in" line is made anew. Resized with its box.
  useEffect(() => {
    if (plot.current && shape.current === madeFor) {
      plot.current.setData(data);
      return;
    }
    let cancelled = false;
    loadUPlot().then(
      (UPlot) => {
        const element = container.current;
        if (cancelled || !element) return;
        if (plot.current && shape.current === madeFor) return plot.current.setData(data);
        plot.current?.destroy();
        shape.current = madeFor;
        plot.current = new UPlot(
          chartOptions(UPlot, element.clientWidth || 320, currency, data.length > 2, setCursor),
          data,
          element,
        );
      },
      (error: unknown) => console.warn('Sextant: the chart library could not load.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [data, currency, madeFor]);

  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      // The observer's first report is the width the plot was made with: drawing it again cost a frame.
      if (width > 0 && plot.current && plot.current.width !== width)
        plot.current.setSize({ width, height: HEIGHT });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /**
   * A finger or pen moves the readout: uPlot follows only the mouse. The box lets the page scroll up and down
   * (touch-action: pan-y), so a sideways drag scrubs and the readout stays where the finger left it.
   */
  const followPointer = (event: PointerEvent<HTMLDivElement>) => {
    const u = plot.current;
    if (event.pointerType === 'mouse' || !u) return;
    const box = u.over.getBoundingClientRect();
    const left = Math.min(Math.max(event.clientX - box.left, 0), box.width);
    u.setCursor({ left, top: box.height / 2 });
  };

  useEffect(
    () => () => {
      plot.current?.destroy();
      plot.current = null;
    },
    [],
  );

  return (
    <figure aria-busy={busy || undefined} className="m-0">
      <p aria-hidden="true" className="mb-2 min-h-5 text-sm text-ink-muted tabular-nums">
        {shown && (
          <>
            <span className="font-medium text-ink">{formatMoney(shown.value, currency)}</span>
            {' on '}
            {formatDate(shown.date)}
            {shownPutIn !== undefined && (
              <>
                {' · what you put in '}
                <span className="font-medium text-ink">{formatMoney(shownPutIn, currency)}</span>
              </>
            )}
          </>
        )}
      </p>
      <div
        ref={container}
        role="img"
        aria-label={summary}
        data-testid="valuation-chart"
        className={cx('w-full touch-pan-y overflow-hidden transition-opacity', busy && 'opacity-50')}
        style={{ height: HEIGHT }}
        onPointerDown={followPointer}
        onPointerMove={followPointer}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setCursor(null)}
      />
      {line && (
        <figcaption aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-4 shrink-0 rounded bg-accent" />
            Value
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="w-4 shrink-0 border-t-[1.5px] border-dashed border-navy-700" />
            <span>What you put in ({putInWords(line)})</span>
          </span>
          <span>The gap between the lines is the growth.</span>
        </figcaption>
      )}
      {/* In a clipped box: a table keeps its content's width even when made 1px wide, and would overflow. */}
      <div className="sr-only">
        <table>
          <caption>Valuation at the end of each month over {over}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Valuation</th>
              {line && <th scope="col">What you put in</th>}
            </tr>
          </thead>
          <tbody>
            {months.map((point) => (
              <tr key={point.date}>
                <td>{formatDate(point.date)}</td>
                <td>{formatMoney(point.value, currency)}</td>
                {point.putIn !== undefined && <td>{formatMoney(point.putIn, currency)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
