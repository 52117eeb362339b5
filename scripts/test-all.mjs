// `npm test`: lint, type-check, unit tests, production build, then the Playwright journeys
// against it. Ends with one line `N passed, N failed` summing every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../e2e/support/browser.mjs';

const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name} ${child.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
  return child.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Titles of the journeys that failed once and passed on their retry, from Playwright's JSON report. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

function hasBrowser() {
  if (findChromium()) return true;
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (!hasBrowser()) {
  console.error(
    'No Chromium found for the journeys: run `apt-get install -y chromium` (or set CHROME_PATH to a Chrome/Chromium binary).',
  );
  process.exit(1);
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

results.push({ name: 'lint', passed: run('lint', 'npm', ['run', '--silent', 'lint']) ? 1 : 0, failed: 0 });
results.push({ name: 'typecheck', passed: run('typecheck', 'npx', ['tsc', '--noEmit']) ? 1 : 0, failed: 0 });
for (const r of results) r.failed = 1 - r.passed;

const unitOk = run('unit', 'npx', ['jest', '--ci', '--json', '--outputFile=test-results/jest.json']);
const jest = readJson('test-results/jest.json');
const unitFailed = jest
  ? jest.numFailedTests + jest.numPendingTests + jest.numTodoTests + (jest.numRuntimeErrorTestSuites ?? 0)
  : 1;
results.push({
  name: 'unit',
  passed: jest?.numPassedTests ?? 0,
  failed: unitOk ? unitFailed : Math.max(1, unitFailed),
});

const built = run('build', 'npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
if (built) {
  const ok = run('e2e', 'npx', ['playwright', 'test'], { NEXT_TELEMETRY_DISABLED: '1' });
  const report = readJson('test-results/playwright.json');
  const stats = report?.stats;
  // A server that did not start or a spec that did not compile shows up only in `errors`; a
  // skipped journey is a journey that did not pass. A failed run counts at least one failure.
  const failed = stats ? stats.unexpected + stats.skipped + (report.errors?.length ?? 0) : 1;
  results.push({
    name: 'e2e',
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: ok ? failed : Math.max(1, failed),
  });
  for (const title of flakyTitles(report)) console.log(`flaky (passed on its retry): ${title}`);
} else {
  results.push({ name: 'build', passed: 0, failed: 1 });
}

console.log('\n=== Summary');
for (const r of results) console.log(`${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
