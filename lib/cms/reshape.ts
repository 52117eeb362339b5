import { EMPTY_HTML, htmlToText, sanitizeRichText, type SanitizeOptions } from '@/lib/sanitize';
import { safeUrl } from '@/lib/safe-url';
import { mediaList, mediaUrl } from './media';
import type { RawSettings, RawSlider } from './schemas';
import type { MenuItem, MenuPage, Section, SiteSettings, Slide, SocialLink } from './types';

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
  social: [],
};

function plain(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = htmlToText(value);
  return text || null;
}

export function reshapeSlides(raw: RawSlider[], mediaBase: string, sanitize: SanitizeOptions): Slide[] {
  return raw.map((slide, index) => ({
    key: slide.id !== undefined ? String(slide.id) : `slide-${index}`,
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
    social,
  };
}

/** Sections of one menu: sanitised contents by key, joined with its images (always lists). */
export function reshapeMenuPage(
  menu: MenuItem,
  contents: Record<string, string>,
  images: Record<string, unknown> | null,
  mediaBase: string,
  sanitize: SanitizeOptions,
): MenuPage {
  const imageLists = new Map(Object.entries(images ?? {}).map(([key, value]) => [key, mediaList(value, mediaBase)]));
  const sections: Section[] = Object.entries(contents).map(([key, html]) => ({
    key,
    html: sanitizeRichText(html, sanitize),
    images: imageLists.get(key) ?? [],
  }));
  for (const [key, list] of imageLists) {
    if (!(key in contents) && list.length > 0) sections.push({ key, html: EMPTY_HTML, images: list });
  }
  return { menu, sections };
}

export function findSection(page: MenuPage | null, key: string): Section | undefined {
  return page?.sections.find((section) => section.key === key);
}
