// The site as schema.org `WebSite`, on the home page: the name search engines show for it, its publisher, and
// how to search it (the site's own search page).
import type { SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import type { SiteSettings } from '@/lib/cms/types';
import { SEARCH_QUERY_PARAM } from '@/lib/routes/api';
import { routes } from '@/lib/routes/table';
import { absoluteUrl } from './absolute-url';
import { organizationId } from './organization-json-ld';

/** The placeholder a search engine fills with the visitor's words. */
const TERM = 'search_term_string';

/** The home page's `WebSite`: name, address, publisher (the organisation by @id) and a `SearchAction`. */
export function websiteJsonLd(settings: Pick<SiteSettings, 'siteName'>, origin: string): WithContext<WebSite> {
  const home = absoluteUrl(routes.home.href({}), origin);
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    // Built from the page's own address, so the search engine's link is one the site answers.
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(routes.search.href({}), origin)}?${SEARCH_QUERY_PARAM}={${TERM}}`,
    },
    'query-input': `required name=${TERM}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: settings.siteName,
    url: home,
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}
