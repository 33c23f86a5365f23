import { defineConfig } from '@playwright/test';
import { PHONE } from './support/devices';

/** E2E_PORT and E2E_DATA_DIR let a second run go beside one that holds the defaults. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The server's data folder: fresh on every run, read by journeys that open mail from the outbox. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // Two, on CI and locally alike: a worker's browser mostly waits on the server, so two fill 2 cores
  // (Playwright's own default is half the cores, one worker there).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: a journey shares 2 cores with the server, the browsers and the other worker.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs a journey about half its CPU (the screencast is encoded in the browser and
    // written by the worker: 598 -> 380 core-seconds for the run, ADR 0017), so a journey is traced only
    // when it runs again after failing (CI retries once; locally, `--trace on` records every journey).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The app's service worker would serve the shell and hold on to builds between journeys: only
    // pwa.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    // As a person who asks their system for less motion (the app honours it: styles.css): a control that
    // would fade for 150 ms on each hover or press changes at once, not frame by frame (ADR 0017's fifth pass).
    // theme.spec.ts, which tests the fades, asks for them.
    reducedMotion: 'reduce',
  },
  // A journey runs at one viewport unless it tests layout (docs/decisions/0017): `*.spec.ts` and
  // `*.mobile.spec.ts` on the phone (the client's first device), `*.desktop.spec.ts` at 1280 px, and
  // `*.both.spec.ts` (a layout that changes at the md breakpoint) on each.
  projects: [
    {
      name: 'mobile',
      use: { ...PHONE, launchOptions: chromium },
      testIgnore: /\.desktop\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testMatch: /\.(desktop|both)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx support/seed-fixtures.ts && node ../apps/api/dist/server.js`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Every journey signs in from 127.0.0.1, most as demo@: the production ceilings (30 sign-in calls a
      // minute per IP, 30 attempts per account in 15 minutes) would refuse the suite itself. The lockout
      // after 5 wrong answers still applies, and the API tests cover the limits.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // The sweeps open every screen in turn from the same address as the other worker's journeys: past the
      // production ceiling of 600 calls a minute per IP, their calls would be refused (429) mid-journey.
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_ACCOUNT_LIMIT_PER_15_MINUTES: '10000',
      // The embedded database's calls take turns, each waiting at most this (production's is 3 s): the server
      // shares two cores with two browsers here, and a journey tests what it shows, not load shedding (the API
      // tests and `npm run bench` do).
      DATABASE_POOL_WAIT_MS: '15000',
    },
    url: `http://localhost:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
