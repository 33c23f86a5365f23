import { devices } from '@playwright/test';

/**
 * The phone the journeys run on: a Pixel 7's touch, agent and 390 px width, drawn at a pixel ratio of 1.
 * At its own 2.625 the browser rasterises 6.9 times the pixels for layouts that are the same in CSS pixels
 * (what every check here measures): ADR 0017 measured the run's CPU with both.
 */
export const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
};
