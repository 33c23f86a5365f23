#!/usr/bin/env node
// Draws the app's PNG icons from apps/web/public/favicon.svg with Debian's Chromium (the browser the tests
// already use), so no image library is added. Run after changing the logo and commit what it writes:
//   node scripts/make-icons.mjs
// "any" icons keep the logo's rounded square; maskable ones and the apple-touch-icon fill the square with
// the logo's navy, the mark inside the central 80% that every mask keeps (iOS rounds the corners itself).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The logo without its own rounded square: the mark alone, drawn on a full-bleed background.
const mark = svg.replace(/<rect[^>]*\/>/, '').replace(/<title[^>]*>.*?<\/title>/, '');
const NAVY = '#11213d';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = maskable
      ? `<div style="width:${size}px;height:${size}px;background:${NAVY};display:grid;place-items:center">
           <div style="width:${size * 0.72}px;height:${size * 0.72}px">${mark}</div></div>`
      : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${body}`,
    );
    await page.screenshot({ path: join(publicDir, 'icons', file), omitBackground: !maskable });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
