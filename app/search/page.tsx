// `/search?q=`: the site search results page, which works without JavaScript: the built-in content
// and the service's menus are searched on the server per request.
import type { Metadata } from 'next';
import { SearchForm } from '@/components/forms/SearchForm';
import { NoResults } from '@/components/search/NoResults';
import { SearchPrompt } from '@/components/search/SearchPrompt';
import { SearchResults } from '@/components/search/SearchResults';
import styles from '@/components/search/SearchPage.module.css';
import { PageHeading } from '@/components/ui/PageHeading';
import { SEARCH_QUERY_PARAM } from '@/lib/routes/api';
import { readSearchQuery } from '@/lib/search/query';
import { searchSite } from '@/lib/search/site-search';

/** The page lists at most this many results, best first. */
const PAGE_RESULTS = 20;

// Results depend on the query: rendered per request, never cached as a page.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = readSearchQuery((await searchParams)[SEARCH_QUERY_PARAM]);
  return { title: query ? `Search: ${query}` : 'Search', robots: { index: false, follow: true } };
}

function summary(count: number, query: string): string {
  if (count >= PAGE_RESULTS) return `The ${PAGE_RESULTS} best results for “${query}”`;
  return `${count === 1 ? '1 result' : `${count} results`} for “${query}”`;
}

/** `/search?q=…`: site search, rendered on the server (the search forms are plain GET forms to it). */
export default async function SearchPage({ searchParams }: Props) {
  const query = readSearchQuery((await searchParams)[SEARCH_QUERY_PARAM]);
  const hits = await searchSite(query, PAGE_RESULTS);
  return (
    <>
      <PageHeading title="Search" />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.form}>
          <SearchForm id="search-page" label="Search the site" landmark="Search again" defaultValue={query} />
        </div>
        {!query && <SearchPrompt />}
        {query && hits.length === 0 && <NoResults query={query} />}
        {hits.length > 0 && (
          <section aria-labelledby="search-summary">
            <h2 id="search-summary" className={styles.summary}>
              {summary(hits.length, query)}
            </h2>
            <SearchResults hits={hits} />
          </section>
        )}
      </div>
    </>
  );
}
