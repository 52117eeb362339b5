// The system under test of the load benchmark: the stand-in content service (with a latency on every
// answer) and the production Next server pointed at it. Their output goes to one log file, not the table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR, PATHS } from '../cms-standin/fixtures.mjs';
import { findServerPid } from './memory.mjs';
import { startProcess, waitForUrl } from './processes.mjs';
import { timeOneServiceCall } from './service-calls.mjs';

/** The About menu's page, read from the stand-in's fixtures (named as lib/cms/reshape.ts `reshapeMenuTree` names it). */
export function aboutPagePath() {
  const { menus } = JSON.parse(readFileSync(join(FIXTURES_DIR, 'menus.json'), 'utf8'));
  const about = menus.find((menu) => menu.name === 'About');
  if (!about) throw new Error(`no menu named About in ${FIXTURES_DIR}/menus.json`);
  return `/about/${about.id}`;
}

/**
 * Starts the stand-in on `standinPort` (control on the next port) and the site (`next start`, as `npm start`) on `sitePort`, and waits
 * for both. Resolves to the measured duration of one service call and the Next server's PIDs.
 */
export async function startSiteAndService({ sitePort, standinPort, latencyMs, cacheSeconds, logFile }) {
  const api = `http://127.0.0.1:${standinPort}`;
  const standin = startProcess('cms stand-in', process.execPath, ['scripts/cms-standin/server.mjs'], {
    env: {
      CMS_STANDIN_PORT: String(standinPort),
      CMS_STANDIN_CONTROL_PORT: String(standinPort + 1),
      CMS_STANDIN_LATENCY_MS: String(latencyMs),
    },
    logFile,
  });
  await waitForUrl(`http://127.0.0.1:${standinPort + 1}/mode`, standin);
  const serviceMs = await timeOneServiceCall(api, PATHS.menus);
  const next = startProcess(
    'site server',
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(sitePort)],
    {
      env: { CMS_API_URL: api, CMS_CACHE_SECONDS: String(cacheSeconds), NEXT_TELEMETRY_DISABLED: '1' },
      logFile,
    },
  );
  await waitForUrl(`http://127.0.0.1:${sitePort}/brand/favicon.svg`, next, 60_000);
  return { serviceMs, spawnedPid: next.pid, serverPid: findServerPid(next.pid) };
}
