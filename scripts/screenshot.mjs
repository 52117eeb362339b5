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
// Scroll through the page so lazily loaded pictures load before the full-page shot.
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  window.scrollTo(0, 0);
});
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
