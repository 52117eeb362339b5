// `/sitemap.xml`: every public page of whatever service the site runs on, for search engines (lib/seo/).
import type { MetadataRoute } from 'next';
import { getMenuPage, getMenus } from '@/lib/cms';
import { companySections } from '@/lib/cms-pages/sections';
import { menusListingCompanies, sitemapEntries } from '@/lib/seo/sitemap-entries';
import { getSiteOrigin } from '@/lib/seo/site-origin';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [menus, origin] = await Promise.all([getMenus(), getSiteOrigin()]);
  const companies = await Promise.all(
    menusListingCompanies(menus).map(async (menu) => {
      const page = await getMenuPage(menu.id);
      return { menuId: menu.id, names: page ? companySections(page.sections).map((section) => section.key) : [] };
    }),
  );
  return sitemapEntries(menus, companies, origin);
}
