#!/usr/bin/env node
// Lighthouse mobile figures of the built app (ADR 0013): `npm run build` first, then `npm run lighthouse`.
// Starts the real server (apps/api/dist/server.js, demo data, a temporary DATA_DIR, a free port on
// 127.0.0.1), opens Debian's Chromium, signs demo@ in through the form in that browser (playwright-core
// over the DevTools port) and runs Lighthouse 12's mobile preset (4x CPU, slow 4G, simulated) RUNS times on
// each page, keeping the signed-in storage for the signed-in screen. Prints per page the median
// performance, total blocking time, largest contentful paint, SEO, accessibility and best practices, and
// the count and bytes of the app's own files (the page, scripts, styles, fonts, images; not /v1 calls).
//
// Lighthouse (about 200 packages, 185 MB) is installed on first use into node_modules/.cache, not by
// `npm ci`: only this script needs it. Options: --runs N (default 5), --url /path (repeatable),
// --json FILE (every run's figures), --reports DIR (every run's full Lighthouse report),
// --traces DIR (every run's trace, for chrome://tracing or the Performance panel). CHROME_PATH overrides /usr/bin/chromium.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright-core';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const DEMO = {
  email: 'demo@sextant.test',
  password: 'Demo-Password-1',
  totp: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const SIGNED_IN = new Set(['/tabs/policies']);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    url: { type: 'string', multiple: true, default: ['/', '/login/form', '/tabs/policies'] },
    json: { type: 'string' },
    reports: { type: 'string' },
    traces: { type: 'string' },
  },
});
const runs = Number(values.runs);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (
  !existsSync(join(root, 'apps/api/dist/server.js')) ||
  !existsSync(join(root, 'apps/web/dist/index.html'))
) {
  console.error('lighthouse: build first (npm run build).');
  process.exit(1);
}

/** Lighthouse's own modules, installed on first use (npx would reinstall them on every run). */
async function loadLighthouse() {
  const prefix = join(root, 'node_modules/.cache/lighthouse-12');
  const entry = join(prefix, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    console.log(`Installing ${LIGHTHOUSE} into ${prefix} (once)…`);
    execFileSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', LIGHTHOUSE], {
      stdio: 'inherit',
    });
  }
  const { default: lighthouse } = await import(pathToFileURL(entry).href);
  const launcher = await import(
    pathToFileURL(join(prefix, 'node_modules/chrome-launcher/dist/index.js')).href
  );
  return { lighthouse, launch: launcher.launch };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port, dataDir) {
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // As in e2e/playwright.config.ts: every run signs in from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_ACCOUNT_LIMIT_PER_15_MINUTES: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not answer /health within 120 s');
}

/** Signs demo@ in through the form, in the browser Lighthouse then drives: the session stays in its storage. */
async function signIn(page, base) {
  await page.goto(`${base}/login/form`);
  await page.getByLabel('Email Address').fill(DEMO.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Verification code').waitFor();
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO.totp), digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel('Verification code').fill(totp.generate());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/tabs\/policies$/, { timeout: 30_000 });
  await page.goto('about:blank');
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The app's own files among a run's requests: same origin, not an API call. */
function ownFiles(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const own = items.filter(
    (item) => item.url.startsWith(base) && !new URL(item.url).pathname.startsWith('/v1/'),
  );
  return { requests: own.length, bytes: own.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) };
}

const { lighthouse, launch } = await loadLighthouse();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sextant-lighthouse-'));
const server = await startServer(port, dataDir);
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const results = [];
try {
  // The DevTools connection that signs in and empties the HTTP cache between runs.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  // A page without the signed-in storage resets the origin's storage (Lighthouse's default).
  let signedIn = false;
  for (const path of values.url) {
    const keepStorage = SIGNED_IN.has(path);
    if (keepStorage && !signedIn) await signIn(page, base);
    signedIn = keepStorage;
    for (let run = 1; run <= runs; run++) {
      // A cold HTTP cache each run, as a first visit; the signed-in screen keeps its session's storage.
      await cdp.send('Network.clearBrowserCache');
      const { lhr, artifacts } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: keepStorage,
      });
      if (lhr.runtimeError) {
        // A run Lighthouse could not finish (e.g. no paint in time on a starved CPU) has no figures.
        console.log(`${path} run ${run}: ${lhr.runtimeError.code}, left out of the medians`);
        continue;
      }
      if (keepStorage && !new URL(lhr.finalDisplayedUrl).pathname.endsWith(path))
        throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}: the session was lost`);
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const figures = {
        path,
        run,
        performance: score('performance'),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        seo: score('seo'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        ...ownFiles(lhr, base),
      };
      results.push(figures);
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${run}.json`;
        writeFileSync(join(values.reports, name), JSON.stringify(lhr));
      }
      if (values.traces) {
        mkdirSync(values.traces, { recursive: true });
        const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${run}.trace.json`;
        writeFileSync(join(values.traces, name), JSON.stringify(artifacts.Trace));
      }
      console.log(
        `${path} run ${run}: performance ${figures.performance}, TBT ${figures.tbt} ms, LCP ${figures.lcp} ms, ` +
          `${figures.requests} own files (${(figures.bytes / 1024).toFixed(1)} KB)`,
      );
    }
  }
  await browser.close();
} finally {
  await chrome.kill();
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const header = ['page', 'perf', 'TBT', 'LCP', 'SEO', 'a11y', 'best pr.', 'own files', 'own bytes'];
const rows = values.url.map((path) => {
  const of = results.filter((result) => result.path === path);
  if (of.length === 0) return [path, ...header.slice(1).map(() => '-')];
  const m = (key) => median(of.map((result) => result[key]));
  return [
    path,
    String(m('performance')),
    `${m('tbt')} ms`,
    `${(m('lcp') / 1000).toFixed(2)} s`,
    String(m('seo')),
    String(m('accessibility')),
    String(m('bestPractices')),
    String(m('requests')),
    `${(m('bytes') / 1024).toFixed(1)} KB`,
  ];
});
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
const line = (row) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(
  `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${runs} runs (finished ones)`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
