// Gives every page the same complete metadata (title, description, canonical address, picture for
// shared links), so none is missing from search results or previews.
import 'server-only';
import type { Metadata } from 'next';
import { getSettings, getSlides } from '@/lib/cms';
import type { MenuPage } from '@/lib/cms/types';
import type { FeedAlternates } from '@/lib/feeds/feed-links';
import { describeSections, DESCRIPTION_LENGTH } from '@/lib/cms-pages/metadata';
import { cutText } from '@/lib/cms-pages/text';
import { documentTitle } from '@/lib/seo/document-title';
import { htmlToText } from '@/lib/html-text';

type PageFacts = {
  title: string;
  description: string;
  /** The page's one public address (from the route table): the canonical link and og:url; none when it is not known. */
  path: string | null;
  /**
   * The page's own picture from the service, named as the service has it. When it has none, the home page's first
   * slide stands in (a large photo the editors chose to open the site with), and only without one the logo, which
   * link previews show small.
   */
  image?: string | null;
  /**
   * The page's own picture is its item's, shared by the `opengraph-image` beside the page (lib/share-pictures/):
   * Next names that in og:image and twitter:image, which a picture named here would override.
   */
  sharesOpenGraphImage?: true;
  /** A title used as is, without the site name after it (the home page); others get it when it fits (document-title.ts). */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** Feeds the page announces (`<link rel="alternate">`), by MIME type. */
  feeds?: FeedAlternates;
  /** A dated article's publication date (ISO): a shared link then shows an article (a blog post), not a page. */
  publishedTime?: string;
};

type Card = { url: string; alt: string; large: boolean };

/**
 * The picture a shared card shows, and what it is for those who cannot see it (og:image:alt, twitter:image:alt): the
 * page's own shows what the page is named for, the home page's slide carries its own words, the logo is the name. A
 * large card needs a large picture (about 2:1); the logo standing in for one is shown small.
 */
async function cardOf(title: string, image: string | null | undefined): Promise<Card> {
  if (image) return { url: image, alt: title, large: true };
  const [settings, slides] = await Promise.all([getSettings(), getSlides()]);
  const slide = slides.find((candidate) => candidate.image);
  if (slide?.image) return { url: slide.image, alt: htmlToText(slide.titleHtml) || settings.siteName, large: true };
  return { url: settings.logo ?? settings.favicon, alt: `${settings.siteName} logo`, large: false };
}

/**
 * The metadata of every page in one shape: title, description, canonical link, Open Graph and
 * Twitter card with an image. Relative addresses are made absolute by the layout's
 * `metadataBase` (the configured public origin).
 */
export async function pageMetadata(facts: PageFacts): Promise<Metadata> {
  const { title, path, absoluteTitle = false, noindex = false, feeds, publishedTime } = facts;
  // What a search result shows of it: built-in texts are written for the page, not for a snippet.
  const description = cutText(facts.description, DESCRIPTION_LENGTH);
  const settings = await getSettings();
  // The picture beside the page is named by Next, in Twitter's card too (which takes Open Graph's when it names none).
  const card = facts.sharesOpenGraphImage ? null : await cardOf(title, facts.image);
  const images = card && { images: [{ url: card.url, alt: card.alt }] };
  const shared = { siteName: settings.siteName, title, description, ...(path !== null && { url: path }), ...images };
  return {
    title: { absolute: absoluteTitle ? title : documentTitle(title, settings.siteName) },
    description,
    alternates: { ...(path !== null && { canonical: path }), ...(feeds && { types: feeds }) },
    openGraph: publishedTime ? { ...shared, type: 'article', publishedTime } : { ...shared, type: 'website' },
    twitter: { card: card?.large === false ? 'summary' : 'summary_large_image', title, description, ...images },
    ...(noindex && { robots: { index: false, follow: true } }),
  };
}

/**
 * Metadata of a menu-driven page: its name, its own words, its address and first picture. A menu
 * shown by its id alone (not yet in the tree the page read) has no sure name or address: it is
 * kept out of search engines and names no canonical address until the tree has it.
 */
export function menuPageMetadata(page: MenuPage, preferred: readonly string[] = []): Promise<Metadata> {
  const title = page.menu.name;
  return pageMetadata({
    title,
    description: describeSections(page.sections, preferred, `${title}: information from our organisation.`),
    path: page.menuKnown ? page.menu.href : null,
    image: page.sections.find((section) => section.images.length > 0)?.images[0],
    noindex: !page.menuKnown,
  });
}
