import type uPlot from 'uplot';
import { axisDates, formatCompactMoney } from '@/features/policies/graph';

export const CHART_HEIGHT = 224;

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

/** uPlot's options for a value chart: the value, and the dashed "What you put in" line when `putIn`. */
export function chartOptions(
  UPlot: typeof uPlot,
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
    height: CHART_HEIGHT,
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
      {
        ...axis,
        space: 64,
        // A label whose middle is within half a label of the right edge would be cut off by the canvas.
        values: (u: uPlot, splits: number[], _axis: number, _space: number, step: number) =>
          axisDates(splits, step).map((label, i) =>
            u.valToPos(splits[i]!, 'x') > u.bbox.width / UPlot.pxRatio - 28 ? '' : label,
          ),
      },
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
