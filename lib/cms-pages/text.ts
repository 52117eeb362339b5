// Short versions of the service's text (card excerpts, descriptions) that never split a word or
// count markup.
import { htmlBlocks, htmlToText, joinSentences } from '@/lib/html-text';
import type { SafeHtml } from '@/lib/sanitize';

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
 * the markup) means a cut can never land inside a tag or an entity. A leading block that is just
 * the section's name, `heading` (editors often open a company's text with it), is dropped.
 */
export function excerptOf(html: string, max: number, heading?: string): string {
  const blocks = htmlBlocks(html);
  if (heading && blocks[0]?.toLowerCase() === heading.toLowerCase()) blocks.shift();
  return cutText(joinSentences(blocks), max);
}

/** A heading that opens sanitised HTML (sanitize-html writes well-formed markup, and no heading holds another). */
const LEADING_HEADING = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/i;

/**
 * `html` without the heading it opens with when that heading only repeats `name`, which the page already
 * shows as its title: editors open a company's text with its name, which would put an h3 "Harbor Fresh Foods"
 * under the h1 "Harbor Fresh Foods" (said twice by a screen reader, and a skipped heading level).
 */
export function withoutLeadingName(html: SafeHtml, name: string): SafeHtml {
  const heading = LEADING_HEADING.exec(html);
  if (!heading || htmlToText(heading[2]).toLowerCase() !== name.replace(/\s+/g, ' ').trim().toLowerCase()) return html;
  return html.slice(heading[0].length).trimStart() as SafeHtml;
}
