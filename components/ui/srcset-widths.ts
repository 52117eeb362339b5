// Keeps each picture's srcset to the widths a browser could pick for it. Every candidate is a long
// optimiser URL written twice in the page (the HTML and its RSC payload), and the page's size is
// what a cached page costs to send (docs/performance.md, under load).

/** The slot widths of a `sizes` attribute ("(min-width: 991px) 100px, 72px" -> ["100px", "72px"]). */
function slotWidths(sizes: string): string[] {
  return sizes.split(',').map((entry) => entry.trim().split(/\s+/).pop() ?? '');
}

/** The pixel widths of a `sizes` attribute's slots, in CSS pixels; null unless every slot is in pixels. */
export function pixelSlots(sizes: string | undefined): number[] | null {
  if (!sizes) return null;
  const widths: number[] = [];
  for (const slot of slotWidths(sizes)) {
    const match = /^(\d+(?:\.\d+)?)px$/.exec(slot);
    if (!match || Number(match[1]) <= 0) return null;
    widths.push(Number(match[1]));
  }
  return widths;
}

/** Screens up to 3 device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/** A trimmed srcset, and the URL of its widest candidate (the `src` for browsers without srcset). */
export type TrimmedSrcSet = { srcSet: string; src: string };

/**
 * next/image lists every configured width when `sizes` is in pixels (it only reasons about `vw`): a
 * 40 px avatar got seven candidates up to 1920 w. A browser picks the narrowest candidate that covers
 * the slot times the screen's density, so this keeps the candidates from the first that covers the
 * narrowest slot on a 1x screen up to the first that covers the widest slot on a 3x screen. Null when
 * nothing is dropped: `sizes` not in pixels, a `srcSet` without `w` descriptors (1x/2x), or every
 * candidate could be picked.
 */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): TrimmedSrcSet | null {
  const slots = pixelSlots(sizes);
  if (!srcSet || slots === null) return null;
  const candidates = srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { candidate, url, width: Number(/^(\d+)w$/.exec(descriptor)?.[1]) };
  });
  if (candidates.some(({ width }) => !Number.isFinite(width))) return null;
  // The first candidate at least `px` wide, else the widest (what a browser falls back to).
  const covering = (px: number) => {
    const index = candidates.findIndex(({ width }) => width >= px);
    return index === -1 ? candidates.length - 1 : index;
  };
  const last = covering(Math.max(...slots) * MAX_DENSITY);
  const first = covering(Math.min(...slots));
  if (first === 0 && last === candidates.length - 1) return null;
  const kept = candidates.slice(first, last + 1);
  return { srcSet: kept.map(({ candidate }) => candidate).join(', '), src: candidates[last]!.url };
}
