// The frame of every page of one content service (header, footer, the organisation's JSON-LD); `[site]` is
// the service's key, so pages cached for one service are never served for another.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getSettings, preloadSiteAnswers } from '@/lib/cms';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { routes } from '@/lib/routes/table';
import { siteKey } from '@/lib/site-key';
import { getSiteOrigin } from '@/lib/seo/site-origin';
import { titleTemplate } from '@/lib/seo/document-title';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SharedNewTabNote } from '@/components/ui/NewTabNote';
import { SiteJsonLd } from '@/components/seo/SiteJsonLd';
import { ngoJsonLd } from '@/lib/seo/organization-json-ld';

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export const generateStaticParams = renderOnDemand;

export async function generateMetadata(): Promise<Metadata> {
  const [settings, origin] = await Promise.all([getSettings(), getSiteOrigin()]);
  return {
    metadataBase: new URL(origin),
    title: { default: settings.title, template: titleTemplate(settings.siteName) },
    description: `${settings.siteName}: causes, events, projects and news. Give, volunteer or get in touch.`,
    applicationName: settings.siteName,
    icons: { icon: settings.favicon, apple: routes.homeScreenIcon.href() },
    openGraph: { siteName: settings.siteName, type: 'website', locale: 'en' },
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * The site's frame around every page: header, main, footer. `site` is the content service's key
 * (lib/site-key.ts) that the proxy put in front of the address; any other value is not ours.
 */
export default async function SiteLayout({ children, params }: Props) {
  if ((await params).site !== siteKey()) notFound();
  preloadSiteAnswers();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <SiteJsonLd build={ngoJsonLd} />
      <SharedNewTabNote />
    </>
  );
}
