// The company information pages and the translations they offer.
import { COMPANY_SEGMENT, MENU_SEGMENTS } from '@/lib/routes/menu-segments';

/** First path segments of the company information pages (those that offer translations): every fixed menu page but
 * the services and contact, and the companies. */
const COMPANY_INFO_SEGMENTS: ReadonlySet<string> = new Set([
  ...MENU_SEGMENTS.filter((segment) => segment !== 'service' && segment !== 'contact'),
  COMPANY_SEGMENT,
]);

export function isCompanyInfoPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return COMPANY_INFO_SEGMENTS.has(first.toLowerCase());
}

export type Language = { code: string; name: string };

/** Offered translations, each named in its own language (so a reader can find theirs). */
export const LANGUAGES: readonly Language[] = [
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ar', name: 'العربية' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'zh-CN', name: '中文' },
];

/** The translation service's address for `pageUrl` in `language` (a plain link: no script). */
export function translateHref(pageUrl: string, language: string): string {
  const params = new URLSearchParams({ sl: 'auto', tl: language, u: pageUrl });
  return `https://translate.google.com/translate?${params.toString()}`;
}
