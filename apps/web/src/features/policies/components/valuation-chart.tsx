import { type PointerEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { CHART_HEIGHT, chartOptions } from '@/features/policies/components/chart-options';
import {
  type ChartOf,
  type ChartPoint,
  chartData,
  chartGrowth,
  describeGraph,
  formatSignedMoney,
  monthlyPoints,
  type PutIn,
  pendingWords,
  putInLine,
  putInWords,
} from '@/features/policies/graph';
import { formatDate, formatMoney } from '@/shared/format/money';
import type { ApiData } from '@/shared/http/api';
import { useTheme } from '@/shared/theme/theme';
import { cx } from '@/shared/ui/cx';

type UPlot = typeof uPlot;
type Pending = ApiData<'/portfolio/performance', 'get'>['currencies'][number]['pending'];

/**
 * uPlot, in this module's own file (issue 23: one file for the figures loaded beside the data, ADR 0013),
 * handed over a task after the module ran, so that its evaluation and the first drawing are two tasks on a
 * phone's main thread rather than one long one. A browser where it cannot run (it needs canvas and
 * matchMedia) still gets the summary and the table.
 */
let library: Promise<UPlot> | undefined;
const loadUPlot = () => {
  library ??= new Promise<UPlot>((resolve) => setTimeout(() => resolve(uPlot)));
  return library;
};

/** Starts loading the chart library (while the graph's data loads); failures show when a chart draws. */
export function preloadChart(): void {
  loadUPlot().catch(() => {
    library = undefined;
  });
}

/**
 * One plot while the lines drawn stay the same (created on first data, then given new data); a chart that
 * gains or loses the "What you put in" line, or changes theme, is made anew. Resized with its box.
 */
function usePlot(
  container: RefObject<HTMLDivElement | null>,
  data: uPlot.AlignedData,
  currency: string,
  onCursor: (index: number | null) => void,
) {
  const plot = useRef<uPlot | null>(null);
  /** What the plot was made for: how many arrays (times and one per line) and the theme it is drawn in. */
  const shape = useRef('');
  // The canvas takes the theme's colours when drawn: a change of theme draws the plot anew.
  const theme = useTheme();
  const madeFor = `${data.length} ${theme}`;

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
        const options = chartOptions(UPlot, element.clientWidth || 320, currency, data.length > 2, onCursor);
        plot.current = new UPlot(options, data, element);
      },
      (error: unknown) => console.warn('Sextant: the chart library could not load.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [data, currency, madeFor, container, onCursor]);

  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      // The observer's first report is the width the plot was made with: drawing it again cost a frame.
      if (width > 0 && plot.current && plot.current.width !== width)
        plot.current.setSize({ width, height: CHART_HEIGHT });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  useEffect(
    () => () => {
      plot.current?.destroy();
      plot.current = null;
    },
    [],
  );
  return plot;
}

/** The value (and what was put in) at the point the cursor is on, else at the last point. */
function Readout({ point, putIn, currency }: { point?: ChartPoint; putIn?: number; currency: string }) {
  return (
    <p aria-hidden="true" className="mb-2 min-h-5 text-sm text-ink-muted tabular-nums">
      {point && (
        <>
          <span className="font-medium text-ink">{formatMoney(point.value, currency)}</span>
          {' on '}
          {formatDate(point.date)}
          {putIn !== undefined && (
            <>
              {' · what you put in '}
              <span className="font-medium text-ink">{formatMoney(putIn, currency)}</span>
            </>
          )}
        </>
      )}
    </p>
  );
}

/** The two lines' key, and the gap at the last point in words: the value less what you put in is the growth. */
function Legend({ line, growth, currency }: { line: PutIn; growth: number | null; currency: string }) {
  return (
    <figcaption aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      <span className="inline-flex items-center gap-1.5">
        <span className="h-0.5 w-4 shrink-0 rounded bg-accent" />
        Value
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="w-4 shrink-0 border-t-[1.5px] border-dashed border-navy-700" />
        <span>What you put in ({putInWords(line)})</span>
      </span>
      {growth !== null && (
        <span data-testid="chart-growth" className="basis-full text-sm text-ink">
          The value less what you put in,{' '}
          <span className="whitespace-nowrap">{formatSignedMoney(growth, currency)}</span>, is the growth.
        </span>
      )}
    </figcaption>
  );
}

/** The month-end values for screen readers, in a clipped box (a table keeps its content's width and would overflow). */
function MonthTable({ points, line, over, currency }: ChartOf & { line: PutIn | null }) {
  const months = monthlyPoints(points.map((point, i) => ({ ...point, putIn: line?.values[i] })));
  return (
    <div className="sr-only">
      <table>
        <caption>Valuations over {over}: the last of each month with one</caption>
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
  );
}

interface ValuationChartProps extends ChartOf {
  /** Another range is loading: the shown graph stays, dimmed. */
  busy?: boolean;
  /** Money not in a valuation yet, in neither line: said under the chart. */
  pending?: Pending | null;
  /** False where the words under the chart already say the growth the gap between the lines is. */
  growthInWords?: boolean;
}

/**
 * A value chart, drawn with uPlot: SPEC's valuation graph, or a series with a dashed "What you put in" line
 * (the opening value plus what was brought in and paid in less taken out since: the gap between the lines is
 * the growth, and the chart says it in words). To assistive technology it is one image whose name sums it up
 * (first and last value, change in value, what was put in and the growth), followed by a visually hidden
 * table of the month-end values.
 */
export function ValuationChart({
  points,
  currency,
  over,
  busy = false,
  pending,
  growthInWords = true,
}: ValuationChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const line = useMemo(() => putInLine(points), [points]);
  const data = useMemo(() => chartData(points) as uPlot.AlignedData, [points]);
  const plot = usePlot(container, data, currency, setCursor);
  const shownIndex = cursor ?? points.length - 1;
  const note = pending && pendingWords(pending, currency);

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

  return (
    <figure aria-busy={busy || undefined} className="m-0">
      <Readout point={points[shownIndex]} putIn={line?.values[shownIndex]} currency={currency} />
      <div
        ref={container}
        role="img"
        aria-label={describeGraph({ over, currency, points })}
        data-testid="valuation-chart"
        className={cx('w-full touch-pan-y overflow-hidden transition-opacity', busy && 'opacity-50')}
        style={{ height: CHART_HEIGHT }}
        onPointerDown={followPointer}
        onPointerMove={followPointer}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setCursor(null)}
      />
      {line && <Legend line={line} growth={growthInWords ? chartGrowth(points) : null} currency={currency} />}
      {note && (
        <p data-testid="chart-pending" className="mt-2 flex items-start gap-2 text-sm text-ink-muted">
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500" />
          {note}
        </p>
      )}
      <MonthTable points={points} line={line} over={over} currency={currency} />
    </figure>
  );
}
