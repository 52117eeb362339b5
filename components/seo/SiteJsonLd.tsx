import type { SiteSettings } from '@/lib/cms';
import type { JsonLdDocument } from '@/lib/seo/json-ld-serialize';
import { getSiteContext } from '@/lib/seo/site-origin';
import { JsonLd } from './JsonLd';

type Build = (settings: SiteSettings, origin: string) => JsonLdDocument;

/**
 * Structured data built from the site's settings and public origin, which this server component
 * fetches (from the content cache): `<SiteJsonLd build={(settings, origin) => ngoJsonLd(settings, origin)} />`.
 */
export async function SiteJsonLd({ build }: { build: Build }) {
  const { settings, origin } = await getSiteContext();
  return <JsonLd data={build(settings, origin)} />;
}
