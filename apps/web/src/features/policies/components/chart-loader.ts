import { lazy } from 'react';

/**
 * The value chart's module (and uPlot behind it), loaded beside the data it draws: neither screen that shows a
 * chart needs it for its first paint, and both stay within their size budget.
 */
const loadChart = () => import('@/features/policies/components/money-figures');

export const LazyValuationChart = lazy(() =>
  loadChart().then((module) => ({ default: module.ValuationChart })),
);

/**
 * Starts loading the chart and uPlot while the data is asked for (a screen's loader or first effect), so that
 * each module runs in a task of its own before the data answers, not in the task that first draws it.
 */
export function preloadChartModule(): void {
  loadChart().then(
    (module) => module.preloadChart(),
    () => {
      // The chart's own Suspense boundary shows the failure when it renders.
    },
  );
}
