// The site's two typefaces, body text and headings, handed to the root layout as CSS variables.
import localFont from 'next/font/local';

// From @fontsource packages: no CDN at build or run time. Until a font arrives the text is set in a
// system sans-serif resized to the font's metrics (app/styles/font-fallbacks.css), so the swap moves
// nothing. next/font's own fallback (`adjustFontFallback`) names only local(Arial), which Android phones
// and most Linux systems lack, and reads a variable font's thinnest instance: docs/performance.md.
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-body-face',
  weight: '200 900',
  display: 'swap',
  fallback: ['Body Fallback', 'system-ui', 'sans-serif'],
  adjustFontFallback: false,
});

export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  variable: '--font-heading-face',
  weight: '100 900',
  display: 'swap',
  fallback: ['Heading Fallback', 'system-ui', 'sans-serif'],
  adjustFontFallback: false,
});
