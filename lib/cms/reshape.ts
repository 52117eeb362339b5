// Turns the service's raw JSON into what pages draw: settings, slides, the menu tree (with its lookups by id or
// name), sections and their pictures, with the HTML sanitised and the links checked on the way in.
import { createHash } from 'node:crypto';
import { cutText } from '@/lib/cms-pages/text';
import { htmlToText } from '@/lib/html-text';
import { otherMenuHref } from '@/lib/routes/menu-canonical';
import { routes } from '@/lib/routes/table';
import { httpOrigin, safeUrl } from '@/lib/safe-url';
import { EMPTY_HTML, sanitizeRichText, type SafeHtml, type SanitizeOptions } from '@/lib/sanitize';
import type { CmsConfig } from './config';
import { PLAIN_FIELD_MAX, type RawMenuNode, type RawSettings, type RawSlider } from './schemas';
import type { MenuItem, MenuPage, Section, SiteSettings, Slide, SocialLink } from './types';

/**
 * The contract's one rule for image paths: absolute http(s) URLs are used as they are, a path
 * starting with `/` is joined to the media base, anything else lives under `{media}/media/`.
 * Anything else that looks like a URL (another scheme, protocol-relative) is refused.
 */
export function mediaUrl(value: unknown, mediaBase: string): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  if (path.startsWith('/')) return `${mediaBase}${path}`;
  return `${mediaBase}/media/${path}`;
}

/** A content image value (string, list, null or junk) as a list of usable URLs. */
export function mediaList(value: unknown, mediaBase: string): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => mediaUrl(v, mediaBase)).filter((url): url is string => url !== null);
}

export const SLIDE_SUBTITLE_FALLBACK = 'Our Portfolio';

export const FALLBACK_SETTINGS: SiteSettings = {
  siteName: process.env.SITE_NAME?.trim() || 'Hope Harbor Foundation',
  title: process.env.SITE_NAME?.trim() || 'Hope Harbor Foundation',
  logo: null,
  footerLogo: null,
  favicon: '/brand/favicon.svg',
  email: null,
  phone: null,
  address: null,
  siteAddress: null,
  social: [],
};

/** A field's text without markup, cut to a length no header or title line outgrows. */
function plain(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = cutText(htmlToText(value), PLAIN_FIELD_MAX);
  return text || null;
}

/** Slides in the editor's serial order (unnumbered ones after, newest first as the service sends them). */
export function reshapeSlides(raw: RawSlider[], mediaBase: string, config: Pick<CmsConfig, 'iframeHosts'>): Slide[] {
  const sanitize: SanitizeOptions = { iframeHosts: config.iframeHosts, mediaBase };
  const order = (slide: RawSlider) => slide.serial_number ?? Number.POSITIVE_INFINITY;
  const sorted = raw
    .map((slide, index) => ({ slide, index }))
    .sort((a, b) => order(a.slide) - order(b.slide) || a.index - b.index);
  const keys = new Map<string, number>();
  // A slide without an id (an older deployment's answer) is named by what it shows, numbered only among identical ones.
  const keyOf = (slide: RawSlider) => {
    if (slide.id !== undefined) return String(slide.id);
    // Hashed: the key travels to the browser with the slides, and the raw title is unsanitised markup.
    const shown = `slide-${createHash('sha256')
      .update(JSON.stringify([slide.image ?? '', slide.title ?? '']))
      .digest('hex')
      .slice(0, 12)}`;
    const count = (keys.get(shown) ?? 0) + 1;
    keys.set(shown, count);
    return count === 1 ? shown : `${shown}-${count}`;
  };
  return sorted.map(({ slide }) => ({
    key: keyOf(slide),
    titleHtml: sanitizeRichText(slide.title, sanitize),
    subtitle: plain(slide.subtitle) ?? SLIDE_SUBTITLE_FALLBACK,
    image: mediaUrl(slide.image, mediaBase),
  }));
}

const SOCIAL_FIELDS = [
  ['facebook_url', 'facebook', 'Facebook'],
  ['twitter_url', 'twitter', 'Twitter'],
  ['instagram_url', 'instagram', 'Instagram'],
  ['google_url', 'youtube', 'YouTube'],
  ['linkedin_url', 'linkedin', 'LinkedIn'],
] as const;

/** Item 0 of the settings list, each field falling back on its own. */
export function reshapeSettings(raw: RawSettings | undefined, mediaBase: string): SiteSettings {
  const f = FALLBACK_SETTINGS;
  if (!raw) return f;
  const siteName = plain(raw.site_name) ?? f.siteName;
  const social: SocialLink[] = SOCIAL_FIELDS.flatMap(([field, network, label]) => {
    const href = safeUrl(raw[field]);
    return href && /^https?:/.test(href) ? [{ network, label, href }] : [];
  });
  return {
    siteName,
    title: plain(raw.title) ?? siteName,
    logo: mediaUrl(raw.logo, mediaBase),
    footerLogo: mediaUrl(raw.footer_logo, mediaBase) ?? mediaUrl(raw.logo, mediaBase),
    favicon: mediaUrl(raw.favicon, mediaBase) ?? f.favicon,
    email: plain(raw.email),
    phone: plain(raw.phone),
    address: raw.address ? raw.address.replace(/\r\n?/g, '\n').trim() || null : null,
    siteAddress: httpOrigin(raw.site_address),
    social,
  };
}

export type SectionText = { key: string; html: SafeHtml };

/** A menu's contents in the service's order, each sanitised once. */
export function reshapeContents(
  contents: Record<string, string>,
  config: Pick<CmsConfig, 'mediaUrl' | 'iframeHosts'>,
): SectionText[] {
  const options: SanitizeOptions = { iframeHosts: config.iframeHosts, mediaBase: config.mediaUrl };
  return Object.entries(contents).map(([key, html]) => ({ key, html: sanitizeRichText(html, options) }));
}

/** A menu's images: every value (a string, a list, null or junk) as a list of usable URLs. */
export function reshapeImages(images: Record<string, unknown> | null, mediaBase: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(images ?? {}).map(([key, value]) => [key, mediaList(value, mediaBase)]));
}

/** Sections of one menu: its contents joined with their images, then sections that only have images. */
export function joinMenuPage(
  menu: MenuItem,
  contents: SectionText[],
  images: Record<string, string[]>,
  menuKnown: boolean,
): MenuPage {
  const sections: Section[] = contents.map(({ key, html }) => ({ key, html, images: images[key] ?? [] }));
  const withText = new Set(contents.map((section) => section.key));
  for (const [key, list] of Object.entries(images)) {
    if (!withText.has(key) && list.length > 0) sections.push({ key, html: EMPTY_HTML, images: list });
  }
  return { menu, menuKnown, sections };
}

/** Plain text for a menu name: editors type free text, which renders as text, never markup. */
function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

export function reshapeMenuTree(nodes: RawMenuNode[]): MenuItem[] {
  return nodes.map((node) => {
    const name = cleanName(node.name);
    const alsoAt = otherMenuHref({ id: node.id, name });
    return {
      id: node.id,
      name,
      href: routes.menu.hrefOf({ id: node.id, name }),
      ...(alsoAt && { alsoAt }),
      children: reshapeMenuTree(node.children),
    };
  });
}

export function* walkMenus(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walkMenus(item.children);
  }
}

/** Page lookups match names exactly, at any depth. */
export function findMenuByName(items: readonly MenuItem[], name: string): MenuItem | undefined {
  for (const item of walkMenus(items)) if (item.name === name) return item;
  return undefined;
}

export function findMenuById(items: readonly MenuItem[], id: number): MenuItem | undefined {
  for (const item of walkMenus(items)) if (item.id === id) return item;
  return undefined;
}
