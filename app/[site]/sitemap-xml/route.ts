// `/sitemap.xml`: every public page of whatever service the site runs on, for search engines.
import { getMenuPage, getMenus } from '@/lib/cms';
import { companySections } from '@/lib/cms-pages/sections';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { forThisSite } from '@/lib/routes/this-site-handler';
import { menusListingCompanies, sitemapXml } from '@/lib/seo/sitemap-entries';
import { getSiteOrigin } from '@/lib/seo/site-origin';

/**
 * `/sitemap.xml` (the proxy rewrites it here, under the content service's key): built on its first
 * request from the service's cached answers and then served from Next's cache like the pages, never
 * at build time, when the service and the public origin are not known. (Next's `sitemap.ts`
 * convention, and any route named `sitemap.xml`, is built once at build time, even under `[site]`.)
 */
export const generateStaticParams = renderOnDemand;

export const GET = forThisSite(async (): Promise<Response> => {
  const [menus, origin] = await Promise.all([getMenus(), getSiteOrigin()]);
  const companies = await Promise.all(
    menusListingCompanies(menus).map(async (menu) => {
      const page = await getMenuPage(menu.id);
      return { menuId: menu.id, names: page ? companySections(page.sections).map((section) => section.key) : [] };
    }),
  );
  return new Response(sitemapXml(menus, companies, origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
});
