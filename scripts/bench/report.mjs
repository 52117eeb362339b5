// How the load benchmark shows its figures: a compact table on stdout and a JSON file for tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const num = (value, digits = 0) => (value == null || Number.isNaN(value) ? '-' : value.toFixed(digits));
const row = (cells, widths) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');

/** "3 x request timed out, 1 x ECONNRESET", or '' without errors. */
const errorKinds = (site) => Object.entries(site.errorKinds).map(([kind, n]) => `${n} x ${kind}`).join(', ');

const PAGE_COLUMNS = ['page', 'req/s', 'p50 ms', 'p99 ms', 'non2xx+err', 'bytes/req', 'calls/view', 'static req/s', 'site/static'];
const PAGE_WIDTHS = [16, 8, 8, 8, 10, 9, 10, 12, 11];

/** One line per page: the site's figures, then the static baseline's req/s and the site/static ratio. */
export function printPages(pages) {
  console.log(row(PAGE_COLUMNS, PAGE_WIDTHS));
  for (const { path, site, serviceCallsPerView, staticSite, ratio } of pages) {
    console.log(
      row(
        [
          path,
          num(site.reqPerSec),
          num(site.p50Ms),
          num(site.p99Ms),
          site.non2xx + site.errors,
          site.bytesPerRequest,
          num(serviceCallsPerView, 3),
          staticSite ? num(staticSite.reqPerSec) : '-',
          ratio == null ? '-' : `${(100 * ratio).toFixed(2)} %`,
        ],
        PAGE_WIDTHS,
      ),
    );
  }
  for (const { path, site } of pages) if (site.errors > 0) console.log(`${path} errors: ${errorKinds(site)}`);
}

export function printMixed(mixed) {
  const { site, serviceCallsPerView, rss } = mixed;
  console.log(
    `mixed: ${num(site.reqPerSec)} req/s, p50 ${num(site.p50Ms)} ms, p99 ${num(site.p99Ms)} ms, ` +
      `${num(site.slowerThan2sPercent, 2)} % slower than 2 s, non2xx ${site.non2xx}, errors ${site.errors}${site.errors > 0 ? ` (${errorKinds(site)})` : ''}, ` +
      `${num(serviceCallsPerView, 3)} service calls/view`,
  );
  if (!rss) {
    console.log('memory: no RSS samples (the server process could not be read)');
    return;
  }
  console.log(
    `memory (RSS of PID ${mixed.serverPid}, spawned as ${mixed.spawnedPid}, ${rss.samples} samples): start ${num(rss.startMiB, 1)} MiB, ` +
      `max ${num(rss.maxMiB, 1)} MiB, end ${num(rss.endMiB, 1)} MiB, ` +
      `drift ${num(rss.driftPercent, 1)} % (first vs last ${rss.windowSeconds} s average: ${num(rss.firstWindowMiB, 1)} -> ${num(rss.lastWindowMiB, 1)} MiB)`,
  );
}

export function writeJson(file, figures) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}
