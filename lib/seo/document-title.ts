// A page's document title (the browser tab, a bookmark, a search result's link): the page, then the site.

/** About what a search result shows of a title before it cuts it off ("…"). */
export const TITLE_LENGTH = 60;

const SEPARATOR = ' | ';

/** The layout's template for pages that name only themselves: `{page} | {site name}`. */
export function titleTemplate(siteName: string): string {
  return `%s${SEPARATOR}${siteName}`;
}

/**
 * `{title} | {site name}`, or the title alone when the two would not fit a search result: the page's own words
 * matter more there than the site's name, which the result shows beside its address anyway. A title too long on
 * its own is kept whole (a search engine cuts it at a word; a cut here would lose words for every reader).
 */
export function documentTitle(title: string, siteName: string): string {
  const full = `${title}${SEPARATOR}${siteName}`;
  return full.length > TITLE_LENGTH ? title : full;
}
