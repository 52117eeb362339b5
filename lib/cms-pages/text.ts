// Short versions of the service's text (card excerpts, descriptions) that never split a word or
// count markup.
import { htmlToText } from '@/lib/sanitize';

const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` characters (the ellipsis included), at the last word boundary
 * that fits, so a word is never split; text that already fits comes back unchanged.
 */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, max));
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const boundary = room.lastIndexOf(' ');
  // A single word longer than the room is cut hard rather than dropped.
  const head = boundary > 0 ? room.slice(0, boundary) : room.slice(0, max - ELLIPSIS.length);
  return `${head.replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`;
}

/**
 * The visible text of a section's HTML, cut to `max` characters. Working on the text (never on
 * the markup) means a cut can never land inside a tag or an entity. A leading `heading` that
 * repeats the section's name (editors often open a company's text with its name) is dropped.
 */
export function excerptOf(html: string, max: number, heading?: string): string {
  let text = htmlToText(html);
  // The heading was a block of its own, so its text is followed by the full stop htmlToText puts between blocks.
  if (heading && text.toLowerCase().startsWith(`${heading.toLowerCase()}. `)) {
    text = text.slice(heading.length + 1).trim();
  }
  return cutText(text, max);
}
