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

/**
 * next/image lists every configured width when `sizes` is in pixels (it only reasons about `vw`): a
 * 40 px avatar got seven candidates up to 1920 w. Keep the candidates up to the first that covers
 * the widest slot on a 3x screen; `srcSet` without `w` descriptors (1x/2x) is left as it is.
 */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  const widest = widestSlotPx(sizes);
  if (!srcSet || widest === null) return srcSet;
  const candidates = srcSet.split(', ').map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1]) }));
  if (candidates.some(({ width }) => !Number.isFinite(width))) return srcSet;
  const enough = candidates.findIndex(({ width }) => width >= widest * MAX_DENSITY);
  return candidates
    .slice(0, enough === -1 ? candidates.length : enough + 1)
    .map(({ candidate }) => candidate)
    .join(', ');
}
