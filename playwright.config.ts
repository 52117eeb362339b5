// How the journeys run: the production build against the content-service stand-in, the embedded sample and
// a misbehaving stand-in, so each journey tests the site a visitor would get.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser.mjs';
import { PORTS } from './e2e/support/ports.mjs';

const host = '127.0.0.1';
const url = (port: number) => `http://${host}:${port}`;
// The resilience journeys steer this stand-in (e2e/support/standin.ts reads it).
process.env.CMS_STANDIN_CONTROL_URL = url(PORTS.chaosStandinControl);
process.env.CMS_STANDIN_URL = url(PORTS.chaosStandin);

/**
 * The production build (made by `npm run build` before the journeys), served as `npm start` serves it. Its forms are
 * delivered to `formMailTo` (a stand-in's form-mail endpoint) from an outbox of its own under .data.
 */
function site(port: number, formMailTo: number, env: Record<string, string>) {
  return {
    command: `node node_modules/next/dist/bin/next start -H ${host} -p ${port}`,
    // A static file: the readiness probe must not warm the content cache.
    url: `${url(port)}/brand/favicon.svg`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every journey posts from 127.0.0.1: the default of 5 contact messages per address in 10 minutes would hold
    // back the later ones; e2e/forms/form-limit.spec.ts checks the limit on a site of its own.
    env: {
      FORMS_RATE_LIMIT: '100',
      FORM_MAIL_URL: `${url(formMailTo)}/form-mail`,
      DATA_DIR: `.data/e2e-${port}`,
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  };
}

function standin(port: number, controlPort: number) {
  return {
    command: 'node scripts/cms-standin/server.mjs',
    url: `${url(controlPort)}/requests`,
    reuseExistingServer: false,
    timeout: 20_000,
    env: { CMS_STANDIN_PORT: String(port), CMS_STANDIN_CONTROL_PORT: String(controlPort) },
  };
}

/** Journeys that change the stand-in's answers: they run with the resilience journeys, one at a time. */
const CHANGE_ANSWERS = /(seo\/hostile-site-name|cms-pages\/wide-rich-text)\.spec\.ts/;

const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() };

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry everywhere (`npm test` is what CI runs, with or without CI set); a journey that passes only
  // on its retry is named in the summary as flaky (scripts/test-all.mjs), never hidden.
  retries: 1,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // A trace of a journey's retry only: recording one for every journey (to keep only the failures') costs a
  // large share of the journeys' CPU time. A journey that fails, or passes only on its retry, has the retry's
  // trace; every failure keeps its screenshot.
  use: { trace: 'on-first-retry', screenshot: 'only-on-failure' },
  webServer: [
    standin(PORTS.standin, PORTS.standinControl),
    standin(PORTS.chaosStandin, PORTS.chaosStandinControl),
    // E2E_THROW_ROUTE=1: /e2e-render-error throws, for e2e/seo/error-page.spec.ts.
    site(PORTS.site, PORTS.standin, {
      CMS_API_URL: url(PORTS.standin),
      CMS_CACHE_SECONDS: '1',
      SITE_URL: url(PORTS.site),
      REVALIDATE_SECRET: 'e2e-revalidate-secret',
      E2E_THROW_ROUTE: '1',
    }),
    site(PORTS.embedded, PORTS.standin, {}),
    site(PORTS.chaos, PORTS.chaosStandin, { CMS_API_URL: url(PORTS.chaosStandin), CMS_CACHE_SECONDS: '1' }),
  ],
  projects: [
    {
      name: 'standin',
      testIgnore: [/embedded\/.*/, /resilience\/.*/, /freshness\/.*/, /cluster\/.*/, /delivery\/.*/, CHANGE_ANSWERS],
      use: { ...chromium, baseURL: url(PORTS.site) },
    },
    {
      name: 'embedded',
      testMatch: /embedded\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: url(PORTS.embedded) },
    },
    {
      name: 'resilience',
      testMatch: [/resilience\/.*\.spec\.ts/, CHANGE_ANSWERS],
      fullyParallel: false,
      workers: 1,
      use: { ...chromium, baseURL: url(PORTS.chaos) },
    },
    {
      // The production shape (nginx, two instances, Redis; e2e/support/cluster.ts), one cluster per file.
      name: 'cluster',
      testMatch: /cluster\/.*\.spec\.ts/,
      fullyParallel: false,
      workers: 1,
      timeout: 120_000,
      use: { ...chromium },
    },
    {
      // Forms delivered by e-mail to a real SMTP server the journeys start and stop, to a site of their own.
      name: 'delivery',
      testMatch: /delivery\/.*\.spec\.ts/,
      fullyParallel: false,
      workers: 1,
      timeout: 120_000,
      use: { ...chromium },
    },
    {
      // Journeys that start, restart and stop servers of their own (e2e/support/site-process.ts),
      // with their own cache times and stand-ins: one at a time, with room for their start-ups.
      name: 'freshness',
      testMatch: /freshness\/.*\.spec\.ts/,
      fullyParallel: false,
      workers: 1,
      timeout: 120_000,
      use: { ...chromium },
    },
  ],
});
