// The header on every page: the logo, the menus from the content service and search, even when the service does
// not answer.
import Link from 'next/link';
import { getMenus, getSettings } from '@/lib/cms';
import { CmsImage } from '@/components/ui/CmsImage';
import { SearchForm } from '@/components/forms/SearchForm';
import { HeaderNavOnDemand } from './HeaderNavOnDemand.client';
import { SearchToggleOnDemand } from './SearchToggleOnDemand.client';
import { StickyHeader } from './StickyHeader.client';
import styles from './SiteHeader.module.css';
// The menu's and the search toggle's styles come with the page: their code loads on first use.
import './HeaderNav.module.css';
import './HeaderMenuItem.module.css';
import './SearchToggle.module.css';
import { routes } from '@/lib/routes/table';

/** The site header: logo and menu tree from the content service; always renders, even with no service. */
export async function SiteHeader() {
  const [settings, menus] = await Promise.all([getSettings(), getMenus()]);
  return (
    <StickyHeader>
      <div className={`container ${styles.bar}`}>
        <Link href={routes.home.href({})} className={styles.logo} aria-label={`${settings.siteName} home`}>
          {settings.logo ? (
            <span className={styles.logoBox}>
              {/* eager: above the fold on every page; not preloaded, so it does not compete with the page's own largest picture. */}
              <CmsImage src={settings.logo} alt={settings.siteName} fill sizes="200px" loading="eager" />
            </span>
          ) : (
            <span className={styles.logoText}>{settings.siteName}</span>
          )}
        </Link>
        <HeaderNavOnDemand items={menus} />
        <div className={styles.actions}>
          <SearchToggleOnDemand>
            <SearchForm id="header-search" suggest />
          </SearchToggleOnDemand>
          <Link href={routes.donate.href({})} className={`btn btn-accent ${styles.donate}`}>
            Donate Now
          </Link>
        </div>
      </div>
    </StickyHeader>
  );
}
