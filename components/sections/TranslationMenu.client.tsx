'use client';

// The company pages' list of translations: a disclosure that Escape closes, as the site's other menus do.
import type { KeyboardEvent, ReactNode } from 'react';
import { LANGUAGES, translateHref } from '@/lib/cms-pages/company-info';
import styles from './LanguageSelector.module.css';

type Props = {
  /** The page's public address (the configured origin and the page's own path), never the request's. */
  pageUrl: string;
  /** The disclosure's <summary>, rendered on the server. */
  children: ReactNode;
};

/** Links to translations of `pageUrl`, each named in its own language; Escape closes the open list. */
export function TranslationMenu({ pageUrl, children }: Props) {
  // Escape leaves the focus on the list's button.
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
