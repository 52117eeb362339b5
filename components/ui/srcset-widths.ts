// Keeps each picture's srcset to the widths a browser could pick for it. Every candidate is a long
// optimiser URL written twice in the page (the HTML and its RSC payload), and the page's size is
// what a cached page costs to send (see README, load benchmark).

/** The slot widths of a `sizes` attribute ("(min-width: 991px) 100px, 72px" -> ["100px", "72px"]). */
function slotWidths(sizes: string): string[] {
  return sizes.split(',').map((entry) => entry.trim().split(/\s+/).pop() ?? '');
}

/** The widest a picture is ever drawn, in CSS pixels, when `sizes` gives only pixel widths; else null. */
export function widestSlotPx(sizes: string | undefined): number | null {
  if (!sizes) return null;
  let widest = 0;
  for (const slot of slotWidths(sizes)) {
    const match = /^(\d+(?:\.\d+)?)px$/.exec(slot);
    if (!match) return null;
    widest = Math.max(widest, Number(match[1]));
  }
  return widest > 0 ? widest : null;
}

/** Screens up to 3 device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/** A trimmed srcset, and the URL of its widest candidate (the `src` for browsers without srcset). */
export type TrimmedSrcSet = { srcSet: string; src: string };

/**
 * next/image lists every configured width when `sizes` is in pixels (it only reasons about `vw`): a
 * 40 px avatar got seven candidates up to 1920 w. Keeps the candidates up to the first that covers
 * the widest slot on a 3x screen. Null when nothing is dropped: `sizes` not in pixels, a `srcSet`
 * without `w` descriptors (1x/2x), or no candidate beyond the one needed.
 */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): TrimmedSrcSet | null {
  const widest = widestSlotPx(sizes);
  if (!srcSet || widest === null) return null;
  const candidates = srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { candidate, url, width: Number(/^(\d+)w$/.exec(descriptor)?.[1]) };
  });
  if (candidates.some(({ width }) => !Number.isFinite(width))) return null;
  const enough = candidates.findIndex(({ width }) => width >= widest * MAX_DENSITY);
  const widestKept = candidates[enough];
  if (!widestKept || enough === candidates.length - 1) return null;
  return { srcSet: candidates.slice(0, enough + 1).map(({ candidate }) => candidate).join(', '), src: widestKept.url };
}
