// The root document every page shares: language, fonts, global styles, the skip link and the
// client pieces that live across navigations (scroll reset, the menu's current-page mark, toasts).
import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { CurrentPageMark } from '@/components/site/CurrentPageMark.client';
import { RouteScrollReset } from '@/components/site/RouteScrollReset.client';
import { Toasts } from '@/components/site/Toasts.client';
import { bodyFont, headingFont } from './fonts';
import './globals.css';

export const viewport: Viewport = {
  themeColor: '#0f5257',
  width: 'device-width',
  initialScale: 1,
};

/** The document: fonts and global styles. The site's frame and its data are in `[site]/layout.tsx`. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <RouteScrollReset />
        <CurrentPageMark />
        <Toasts />
      </body>
    </html>
  );
}
