// The header on every page: the logo, the menus from the content service and search, even when the service does
// not answer.
import Link from 'next/link';
import { getMenus, getSettings } from '@/lib/cms';
import { CmsImage } from '@/components/ui/CmsImage';
import { SearchForm } from '@/components/forms/SearchForm';
import { HeaderNav } from './HeaderNav.client';
import { SearchToggle } from './SearchToggle.client';
import { StickyHeader } from './StickyHeader.client';
import styles from './SiteHeader.module.css';
import { routes } from '@/lib/routes/table';

/** The site header: logo and menu tree from the content service; always renders, even with no service. */
export async function SiteHeader() {
  const [settings, menus] = await Promise.all([getSettings(), getMenus()]);
  return (
    <StickyHeader>
      <div className={`container ${styles.bar}`}>
        {/* Not prefetched, like the Donate button: on every page a phone opens it would download the home page's
            carousel and the donation form's code (about 33 KiB, measured with `npm run bench`), for pages not opened. */}
        <Link
          href={routes.home.href({})}
          prefetch={false}
          className={styles.logo}
          aria-label={`${settings.siteName} home`}
        >
          {settings.logo ? (
            <span className={styles.logoBox}>
              {/* eager: above the fold on every page; not preloaded, so it does not compete with the page's own largest picture. */}
              <CmsImage src={settings.logo} alt={settings.siteName} fill sizes="200px" loading="eager" />
            </span>
          ) : (
            <span className={styles.logoText}>{settings.siteName}</span>
          )}
        </Link>
        <HeaderNav items={menus} />
        <div className={styles.actions}>
          <SearchToggle>
            <SearchForm id="header-search" suggest />
          </SearchToggle>
          <Link href={routes.donate.href({})} prefetch={false} className={`btn btn-accent ${styles.donate}`}>
            Donate Now
          </Link>
        </div>
      </div>
    </StickyHeader>
  );
}
