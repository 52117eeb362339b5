// The one cleaner for HTML from outside our code: what the content service's editors write can show,
// but never run, on our pages.
import sanitizeHtml from 'sanitize-html';
import { DEFAULT_IFRAME_HOSTS } from './cms/config';
import { NEW_TAB_NOTE_ID } from './new-tab-note';

/**
 * The one sanitiser for HTML that did not come from our own code (the content service's rich
 * text). An allow-list: anything not named here is dropped, including scripts, styles, event
 * handlers, forms, objects, embeds, base and meta tags, and non-http(s)/mailto/tel URLs.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'iframe',
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
