import { markWebFontsDue } from './web-fonts-due';

// An inline script, not a client component: it must run before the first paint is reported, and a
// client component's code arrives with React, often after it.
const SOURCE = `(${markWebFontsDue.toString()})(document.documentElement, window)`;

/** Switches the text to the web fonts once the page's largest paint is shown (see web-fonts-due.ts). */
export function WebFontsDue() {
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
