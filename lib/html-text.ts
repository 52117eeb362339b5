// The visible text of HTML from the content service (titles, names, excerpts, search text, descriptions):
// tags removed, entities decoded, blocks kept apart, nothing of the markup left to show or to run.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/** Where a block of text ends: a paragraph, heading, list item, cell or quote (or a rule). */
const BLOCK_END = /<(hr|\/(p|h[1-6]|li|div|td|th|blockquote|dt|dd|figcaption))\b[^>]*>/gi;
/**
 * Block ends are marked with a <wbr> the text pass keeps (input's own <wbr>s are removed first):
 * a tag, so no character of the text, entity-encoded or not, can pass for one.
 */
const MARK_TAG = 'wbr';
const MARK = /<wbr\s*\/?>(?:<\/wbr>)?/;
/**
 * C0 controls and DEL (never visible: a NUL or an escape has no place in a title or an excerpt), and
 * what XML may not hold (U+FFFE, U+FFFF, half a surrogate pair): a site name with one would make the feeds unreadable.
 */
const CONTROL =
  /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENDS_A_SENTENCE = /[.!?:;…]["'”’)]*$/;
/** A line break the text pass keeps (sanitize-html writes it `<br />`). */
const LINE_BREAK = /<br\s*\/?>/;
const ENDS_A_CLAUSE = /[.!?:;,…]["'”’)]*$/;

/**
 * The lines of one block as one line. As prose (`asList`), an address "The Old Mill<br>Severn Side" reads
 * "The Old Mill, Severn Side"; a name or field shown as it is just gets a space ("Hope Trust").
 */
function joinLines(lines: readonly string[], asList: boolean): string {
  return lines
    .filter(Boolean)
    .reduce(
      (joined, line) => (joined === '' ? line : `${joined}${asList && !ENDS_A_CLAUSE.test(joined) ? ',' : ''} ${line}`),
      '',
    );
}

/**
 * The visible text of each block of a piece of HTML, in order (tags removed, entities decoded, white space
 * folded); the lines of a block are joined as a list (a comma) unless `linesAsList` is false.
 */
export function htmlBlocks(html: unknown, linesAsList = true): string[] {
  if (typeof html !== 'string') return [];
  const marked = html.replace(/<\/?wbr\b[^>]*>/gi, '').replace(BLOCK_END, `$&<${MARK_TAG}>`);
  const text = sanitizeHtml(marked, {
    allowedTags: [MARK_TAG, 'br'],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
    textFilter: (chunk) => chunk.replace(CONTROL, ' '),
  });
  return text
    .split(MARK)
    .map((block) =>
      joinLines(
        block.split(LINE_BREAK).map((line) => decodeHTML(line).replace(/\s+/g, ' ').trim()),
        linesAsList,
      ),
    )
    .filter(Boolean);
}

/** Visible text of a piece of HTML on one line: for names and fields shown as they are (a site name, a phone number). */
export function htmlToText(html: unknown): string {
  return htmlBlocks(html, false).join(' ');
}

/**
 * Blocks joined as sentences: a heading or list item that does not end in punctuation gets a full
 * stop before the next block, so a search excerpt or a description never runs "Our work Three
 * projects" together. The last block is left as it is.
 */
export function joinSentences(blocks: readonly string[]): string {
  return blocks
    .map((block, index) => (index < blocks.length - 1 && !ENDS_A_SENTENCE.test(block) ? `${block}.` : block))
    .join(' ');
}

/** Visible text of a piece of HTML as running prose (search text, excerpts, descriptions). */
export function htmlToSentences(html: unknown): string {
  return joinSentences(htmlBlocks(html));
}
