// How the load benchmark shows its figures: a compact table on stdout and a JSON file for tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const num = (value, digits = 0) => (value == null || Number.isNaN(value) ? '-' : value.toFixed(digits));
const row = (cells, widths) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');

/** "3 x request timed out, 1 x ECONNRESET", or '' without errors. */
const errorKinds = (site) =>
  Object.entries(site.errorKinds)
    .map(([kind, n]) => `${n} x ${kind}`)
    .join(', ');

const percent = (ratio) => (ratio == null ? '-' : `${(100 * ratio).toFixed(2)} %`);

const PAGE_COLUMNS = [
  'page',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non2xx+err',
  'bytes/req',
  'calls/view',
  'static req/s',
  'site/static',
  'bare req/s',
  'site/bare',
];
const PAGE_WIDTHS = [16, 8, 8, 8, 10, 9, 10, 12, 11, 10, 9];

/** One line per page: the site's figures, then each baseline's req/s and the site's ratio to it. */
export function printPages(pages) {
  console.log(row(PAGE_COLUMNS, PAGE_WIDTHS));
  for (const { path, site, serviceCallsPerView, staticSite, ratio, bareNext, bareNextRatio } of pages) {
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
          percent(ratio),
          bareNext ? num(bareNext.reqPerSec) : '-',
          percent(bareNextRatio),
        ],
        PAGE_WIDTHS,
      ),
    );
  }
  for (const { path, site } of pages) if (site.errors > 0) console.log(`${path} errors: ${errorKinds(site)}`);
}

const BARE_COLUMNS = [
  'bare Next page',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non2xx+err',
  'bytes/req',
  'HTML bytes',
  'site HTML',
];
const BARE_WIDTHS = [21, 8, 8, 8, 10, 9, 10, 10];

const bareRow = (path, figures, siteHtmlBytes = '-') =>
  row(
    [
      path,
      num(figures.reqPerSec),
      num(figures.p50Ms),
      num(figures.p99Ms),
      figures.non2xx + figures.errors,
      figures.bytesPerRequest,
      figures.htmlBytes.bare,
      siteHtmlBytes,
    ],
    BARE_WIDTHS,
  );

/** The bare Next app's own figures per page (and its sizes beside the site's), then its tiny page once. */
export function printBareNext(pages, bareNext) {
  if (bareNext.error) return;
  console.log(`
bare Next, same weight of HTML (a <pre> of the page's HTML), same load; HTML bytes uncompressed`);
  console.log(row(BARE_COLUMNS, BARE_WIDTHS));
  for (const { path, bareNext: figures } of pages) console.log(bareRow(path, figures, figures.htmlBytes.site));
  console.log(bareRow(bareNext.smallPath, bareNext.smallPage));
  console.log(
    `(the last line is the bare app's tiny page, ${bareNext.smallPage.htmlBytes.bare} bytes: Next's best case on this machine)`,
  );
}

export function printMixed(mixed) {
  const { site, serviceCallsPerView, rss, warmUpRss } = mixed;
  console.log(
    `mixed: ${num(site.reqPerSec)} req/s, p50 ${num(site.p50Ms)} ms, p99 ${num(site.p99Ms)} ms, ` +
      `${num(site.slowerThan2sPercent, 2)} % slower than 2 s, non2xx ${site.non2xx}, errors ${site.errors}${site.errors > 0 ? ` (${errorKinds(site)})` : ''}, ` +
      `${num(serviceCallsPerView, 3)} service calls/view`,
  );
  if (!rss) {
    console.log('memory: no RSS samples (the server process could not be read)');
    return;
  }
  if (warmUpRss)
    console.log(
      `memory during the ${mixed.warmUpSeconds} s warm-up (not in the drift): ${num(warmUpRss.startMiB, 1)} -> ${num(warmUpRss.endMiB, 1)} MiB`,
    );
  console.log(
    `memory over the measured run (RSS of PID ${mixed.serverPid}, spawned as ${mixed.spawnedPid}, ${rss.samples} samples): start ${num(rss.startMiB, 1)} MiB, ` +
      `max ${num(rss.maxMiB, 1)} MiB, end ${num(rss.endMiB, 1)} MiB, ` +
      `drift ${num(rss.driftPercent, 1)} % (first vs last ${rss.windowSeconds} s average: ${num(rss.firstWindowMiB, 1)} -> ${num(rss.lastWindowMiB, 1)} MiB)`,
  );
}

export function writeJson(file, figures) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}
