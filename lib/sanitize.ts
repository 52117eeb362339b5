// The one cleaner for HTML from outside our code: what the content service's editors write can show,
// but never run, on our pages.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { DEFAULT_IFRAME_HOSTS } from './cms/config';
import { NEW_TAB_NOTE_ID } from './new-tab-note';

/**
 * The one sanitiser for HTML that did not come from our own code (the content service's rich
 * text). An allow-list: anything not named here is dropped, including scripts, styles, event
 * handlers, forms, objects, embeds, base and meta tags, and non-http(s)/mailto/tel URLs.
 */
const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'div',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'iframe',
];

export type SanitizeOptions = {
  iframeHosts?: string[];
  /** Where `/media/...` paths in the HTML live ('' for this site); http images only from there. */
  mediaBase?: string;
};

/** HTML that went through `sanitizeRichText`: the only HTML `RichText` accepts. */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };
export const EMPTY_HTML = '' as SafeHtml;

/**
 * An <img> source kept only when it is https, or a site-root path (joined to the media base), or
 * on the media host itself: no tracking pixels over plain http, no odd relative forms.
 */
function imageSource(src: string | undefined, mediaBase: string): string | null {
  const value = src?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//')) return `${mediaBase}${value}`;
  if (/^https:\/\//i.test(value)) return value;
  if (mediaBase && value.startsWith(`${mediaBase}/`)) return value;
  return null;
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function sanitizeRichText(html: unknown, options: SanitizeOptions = {}): SafeHtml {
  if (typeof html !== 'string' || !html) return EMPTY_HTML;
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'aria-describedby'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start'],
      table: ['tabindex'],
      pre: ['tabindex'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: options.iframeHosts ?? DEFAULT_IFRAME_HOSTS,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const attrs = { ...attribs };
        delete attrs['aria-describedby'];
        if (attrs.target && attrs.target !== '_blank') delete attrs.target;
        // A link that opens a new tab says so to screen readers (WCAG G201), as the site's own do:
        // through the one hidden note every page carries (components/ui/NewTabNote.tsx).
        if (attrs.target === '_blank') attrs['aria-describedby'] = NEW_TAB_NOTE_ID;
        if (attrs.href && isExternal(attrs.href)) attrs.rel = 'noopener noreferrer';
        else delete attrs.rel;
        return { tagName, attribs: attrs };
      },
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        const url = imageSource(src, options.mediaBase ?? '');
        return { tagName, attribs: { ...rest, ...(url ? { src: url } : {}), loading: 'lazy', decoding: 'async' } };
      },
      // The page has one h1 (its title band); an editor's h1 becomes a section heading.
      h1: 'h2',
      // A wide table or preformatted block scrolls in its own box (.rich-text in globals.css), which the
      // keyboard must be able to reach to scroll it.
      table: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
      pre: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
      // Embedded maps: lazily loaded, sandboxed, named for screen readers, sent only our origin.
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          title: attribs.title?.trim() || 'Embedded map',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-scripts allow-same-origin allow-popups',
        },
      }),
    },
    exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
  });
  return clean.trim() as SafeHtml;
}

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
 * what XML may not hold (U+FFFE, U+FFFF, half a surrogate pair): a site name with one made the feeds unreadable.
 */
const CONTROL = /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENDS_A_SENTENCE = /[.!?:;…]["'”’)]*$/;
/** A line break the text pass keeps (sanitize-html writes it `<br />`). */
const LINE_BREAK = /<br\s*\/?>/;
const ENDS_A_CLAUSE = /[.!?:;,…]["'”’)]*$/;

/**
 * The lines of one block as one line. As prose (`asList`), an address "The Old Mill<br>Severn Side" reads
 * "The Old Mill, Severn Side"; a name or field shown as it is just gets a space ("Hope Trust").
 */
function joinLines(lines: readonly string[], asList: boolean): string {
  return lines.filter(Boolean).reduce((joined, line) => (joined === '' ? line : `${joined}${asList && !ENDS_A_CLAUSE.test(joined) ? ',' : ''} ${line}`), '');
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
    .map((block) => joinLines(block.split(LINE_BREAK).map((line) => decodeHTML(line).replace(/\s+/g, ' ').trim()), linesAsList))
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
  return blocks.map((block, index) => (index < blocks.length - 1 && !ENDS_A_SENTENCE.test(block) ? `${block}.` : block)).join(' ');
}

/** Visible text of a piece of HTML as running prose (search text, excerpts, descriptions). */
export function htmlToSentences(html: unknown): string {
  return joinSentences(htmlBlocks(html));
}
