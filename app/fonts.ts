// The site's two typefaces, body text and headings, handed to the root layout as CSS variables.
import localFont from 'next/font/local';

// Fonts ship from @fontsource packages (no CDN at build or run time). Until they arrive, the text is
// drawn in size-adjusted stand-ins declared in app/styles/font-fallbacks.css, not in next/font's own
// (`adjustFontFallback`): those name only local(Arial), which Android phones and most Linux systems lack.
// Not preloaded: they are asked for once the page's largest paint is shown (components/site/after-largest-paint.ts).
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-body-face',
  weight: '200 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  variable: '--font-heading-face',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});
