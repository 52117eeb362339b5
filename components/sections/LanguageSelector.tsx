// Lets a visitor read a company information page in another language, without loading any third-party script.
import { getSiteOrigin } from '@/lib/seo/site-origin';
import { NewTabNote } from '@/components/ui/NewTabNote';
import { LANGUAGES, translateHref } from '@/lib/cms-pages/company-info';
import styles from './LanguageSelector.module.css';

/** The one language choice a page has (in its title band), so its button can name its list. */
const MENU_ID = 'language-choice';

/**
 * A company information page's language choice, drawn in its title band: plain links to a translation service's
 * view of the page at `path` on the configured public origin, each language named in its own, in a popover its
 * button opens and closes. The browser closes it on Escape (focus back on the button) and on a click or tap outside,
 * tells assistive technology whether it is open, and puts its links next in the tab order: all of it server HTML
 * with no JavaScript of its own. A browser without popovers (before Safari 17, Chrome 114) shows the links as a list
 * under the button. In the band it covers no text on a phone, and the shared header carries nothing only these pages
 * use.
 */
export async function LanguageSelector({ path }: { path: string }) {
  const pageUrl = `${await getSiteOrigin()}${path}`;
  return (
    <div className={styles.selector}>
      <button type="button" className={styles.button} popoverTarget={MENU_ID}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8 8 0 0 1 18.9 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82A13.6 13.6 0 0 1 12 4.04zM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.08 16zm2.95-8H5.08a8 8 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8zM12 19.96A14 14 0 0 1 10.09 16h3.82A14 14 0 0 1 12 19.96zM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4zm.25 5.56A15.7 15.7 0 0 0 15.97 16h2.95a8 8 0 0 1-4.33 3.56zM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38z"
          />
        </svg>
        Language
        <span className="visually-hidden">: read this page in another language</span>
        <NewTabNote each />
      </button>
      <ul id={MENU_ID} className={styles.menu} popover="auto">
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              href={translateHref(pageUrl, language.code)}
              hrefLang={language.code}
              lang={language.code}
              target="_blank"
              rel="noopener noreferrer"
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
