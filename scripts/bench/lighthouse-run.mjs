// One Lighthouse mobile run of a page, reduced to the figures the phone benchmark prints (scripts/bench-phone.mjs).
import lighthouse from 'lighthouse';

/**
 * One Lighthouse mobile run: `devtools` really slows the load (slow 4G, CPU 4x), which is what a visitor on a
 * phone feels; `simulate` (Lighthouse's default) estimates it from a fast load and is printed for reference.
 */
export async function lighthouseRun(port, url, throttlingMethod) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
  });
  const { categories, audits, runtimeError } = result.lhr;
  // A page Lighthouse will not score (the 404 page: "ERRORED_DOCUMENT_REQUEST").
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
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
