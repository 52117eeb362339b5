// What every route family of the table declares. One shape for all of them, so the proxy, the
// sitemap, the links and the tests can walk the table without knowing any family in particular.

/** An address as the proxy sees it: decoded path segments and the query string. */
export type Address = { segments: readonly string[]; query: URLSearchParams };

export type Family<P> = {
  /** The public address pattern, for readers, the docs and the sitemap. */
  pattern: string;
  /** This family's params for an address (syntax only, no content looked up); null when it is not one of ours. */
  parse(address: Address): P | null;
  /** The public address of `params`: every internal link of the site is built here. */
  href(params: P): string;
  /**
   * Where Next draws it, when that is not its own folder under `app/` (the proxy rewrites the address there): a
   * blog list's query folded into one segment, a menu of any name. Absent, or undefined: drawn at its own address.
   */
  target?(params: P): string | undefined;
  /** Answered by a route handler (a feed, a file crawlers ask for by name): read only, never a form's post. */
  handler?: true;
  /**
   * What `/sitemap.xml` lists of it (lib/seo/sitemap-entries.ts): its one page, each built-in item, each page
   * of the blog list, or what the content service names (menus, companies). Absent: nothing.
   */
  listed?: 'page' | 'items' | 'blog pages' | 'menus' | 'companies';
};

/** A family without params at one fixed path (`/cause`, `/donate`); `listed`: in the sitemap. */
export function fixedPage(segment: string, listed = false): Family<Record<string, never>> {
  return {
    ...(listed && { listed: 'page' as const }),
    pattern: `/${segment}`,
    parse: ({ segments }) => (segments.length === 1 && segments[0] === segment ? {} : null),
    href: () => `/${segment}`,
  };
}

/** A family of `/{segment}/{id}` addresses, drawn by `app/{segment}/[id]/`. */
export function pageWithId(
  segment: string,
  parseId: (value: string | undefined) => number | null,
): Family<{ id: number }> {
  return {
    pattern: `/${segment}/{id}`,
    parse: ({ segments }) => {
      if (segments.length !== 2 || segments[0] !== segment) return null;
      const id = parseId(segments[1]);
      return id === null ? null : { id };
    },
    href: ({ id }) => `/${segment}/${id}`,
  };
}
