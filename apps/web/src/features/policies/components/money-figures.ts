/**
 * What the home and the policy view load beside their data once the screen has drawn (the chart with uPlot,
 * the policy cards, the portfolio's value and growth, the allocation): one module, so one file rather than one
 * a part, and a signed-in screen stays within its 20 files (ADR 0013) as well as its size budget.
 */
export { Allocation } from '@/features/policies/components/allocation';
export { PolicyCards } from '@/features/policies/components/policy-cards';
export { GrowthBlocks } from '@/features/policies/components/portfolio-growth';
export { PortfolioValue } from '@/features/policies/components/portfolio-value';
export { preloadChart, ValuationChart } from '@/features/policies/components/valuation-chart';
