// The document and the site's frame around every page: language, fonts, global styles, the skip link, header,
// footer, the organisation's JSON-LD, and the client pieces that live across navigations (scroll reset, the
// menu's current-page mark, toasts).
// First: the site's global styles come before the components' own, which may refine them.
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getSettings, preloadSiteData } from '@/lib/cms';
import { routes } from '@/lib/routes/table';
import { getSiteOrigin } from '@/lib/seo/site-origin';
import { titleTemplate } from '@/lib/seo/document-title';
import { ngoJsonLd } from '@/lib/seo/organization-json-ld';
import { CurrentPageMark } from '@/components/site/CurrentPageMark.client';
import { RouteScrollReset } from '@/components/site/RouteScrollReset.client';
import { Toasts } from '@/components/site/Toasts.client';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SharedNewTabNote } from '@/components/ui/NewTabNote';
import { SiteJsonLd } from '@/components/seo/SiteJsonLd';
import { bodyFont, headingFont } from './fonts';

export const viewport: Viewport = {
  themeColor: '#0f5257',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata(): Promise<Metadata> {
  const [settings, origin] = await Promise.all([getSettings(), getSiteOrigin()]);
  return {
    metadataBase: new URL(origin),
    title: { default: settings.title, template: titleTemplate(settings.siteName) },
    description: `${settings.siteName}: causes, events, projects and news. Give, volunteer or get in touch.`,
    applicationName: settings.siteName,
    // Named here, Next's `apple-icon` file (app/apple-icon.ts) is not linked by itself.
    icons: { icon: settings.favicon, apple: routes.homeScreenIcon.href() },
    openGraph: { siteName: settings.siteName, type: 'website', locale: 'en' },
    twitter: { card: 'summary_large_image' },
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  preloadSiteData();
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <SiteJsonLd build={ngoJsonLd} />
        <SharedNewTabNote />
        <RouteScrollReset />
        <CurrentPageMark />
        <Toasts />
      </body>
    </html>
  );
}
