'use client';

// Shows the language choice only on the company information pages, linking to translations of the
// page the visitor is on.
import { usePathname } from 'next/navigation';
import type { KeyboardEvent, ReactNode } from 'react';
import { isCompanyInfoPath, LANGUAGES, translateHref } from '@/lib/cms-pages/company-info';
import styles from './LanguageSelector.module.css';

type Props = {
  /** The site's public origin, from configuration (getSiteOrigin), never from the request. */
  origin: string;
  /** The disclosure's <summary>, rendered on the server. */
  children: ReactNode;
};

/**
 * The part that needs the current path (the root layout is not told it, and keeps its place
 * across navigations): shown on the company information pages only, linking to translations of
 * the page at `origin` + path. The path is known while rendering on the server as well.
 */
export function TranslationMenu({ origin, children }: Props) {
  const pathname = usePathname();
  if (!isCompanyInfoPath(pathname)) return null;
  const pageUrl = `${origin}${pathname}`;
  // Escape closes the open list, as in the site's other menus, and leaves the focus on its button.
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    <details className={styles.selector} onKeyDown={onKeyDown}>
      {children}
      <ul className={styles.menu}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a href={translateHref(pageUrl, language.code)} hrefLang={language.code} lang={language.code} target="_blank" rel="noopener noreferrer">
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
