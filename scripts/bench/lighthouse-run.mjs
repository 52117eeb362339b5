// One Lighthouse mobile run of a page, reduced to the figures the phone benchmark prints
// (scripts/bench-phone.mjs), with what its trace says about the real load behind the simulation.
import lighthouse from 'lighthouse';

/**
 * One Lighthouse mobile run: default settings (phone emulation, simulated throttling), or `throttlingMethod:
 * 'devtools'` for a load really slowed to the same slow 4G and 4x slower CPU.
 */
export async function lighthouseRun(port, url, throttlingMethod = 'simulate') {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    throttlingMethod,
  });
  const { categories, audits, runtimeError } = result.lhr;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  // A page Lighthouse will not score (the 404 page: "ERRORED_DOCUMENT_REQUEST").
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code}`);
  const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    // The real (unthrottled) load's first paint: about 0.2-0.5 s, or about 1.2 or 2.2 s when Chromium held it.
    observedFirstPaintMs: observed.observedFirstPaint ?? NaN,
    scriptsBeforeLcp: scriptsRunBeforeLcp(result.artifacts?.Trace?.traceEvents ?? [], observed.observedLargestContentfulPaintTs),
    // What moved most, and why (Lighthouse's layout-shifts audit: "Web font loaded", "Unsized image element"...).
    topShift: topLayoutShift(audits['layout-shifts']?.details?.items ?? []),
  };
}

/** The largest layout shift of the load: its score, the element that moved, and Lighthouse's named causes. */
function topLayoutShift(items) {
  const [top] = items;
  if (!top) return '';
  const causes = (top.subItems?.items ?? []).map((cause) => cause.cause).join(', ');
  return `${(top.score ?? 0).toFixed(3)} ${top.node?.selector ?? '?'}${causes ? ` (${causes})` : ''}`;
}

/**
 * How many of the site's script files (Next's and React's included) started running before the real load's
 * largest paint. Lighthouse's simulated LCP counts a script that ran before it, downloads and all, and leaves
 * out one that ran after it: a page's runs fall in two groups by this (README, "Performance").
 */
function scriptsRunBeforeLcp(traceEvents, lcpTs) {
  if (!lcpTs) return NaN;
  const files = new Set();
  for (const event of traceEvents) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
    if (url?.includes('/_next/static/') && event.ts < lcpTs) files.add(url);
  }
  return files.size;
}
