// Developer aid: node scripts/screenshot.mjs <url> <out.png> [width] [height] — a full-page
// screenshot in the same Chromium the journeys use.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser.mjs';

const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
