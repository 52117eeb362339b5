import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getSettings } from '@/lib/cms';
import { RouteScrollReset } from '@/components/site/RouteScrollReset.client';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { Toasts } from '@/components/site/Toasts.client';
import { bodyFont, headingFont } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings();
  return {
    title: { default: settings.title, template: `%s | ${settings.siteName}` },
    description: `${settings.siteName}: causes, events, projects and news. Give, volunteer or get in touch.`,
    applicationName: settings.siteName,
    icons: { icon: settings.favicon },
  };
}

export const viewport: Viewport = {
  themeColor: '#0f5257',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
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
        <RouteScrollReset />
        <Toasts />
      </body>
    </html>
  );
}
