// The home page's metadata, whichever menu fed it: the site's own title, its words and `/` as its one
// address (its picture, the first slide, is what every page without a picture of its own shares).
import 'server-only';
import type { Metadata } from 'next';
import { getSettings, type MenuPage } from '@/lib/cms';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { describeSections } from './metadata';

const HOME_DESCRIPTION =
  'Who we are, what we do, the work our supporters made possible and the companies that fund it.';

/**
 * Home is home whichever menu fed it: the site's own title (the editors' default document title,
 * unlike every inner page's `{page} | {site name}`), a description from its own text, and `/` as its one
 * address.
 */
export async function homeMetadata(page: MenuPage | null): Promise<Metadata> {
  const settings = await getSettings();
  // Its picture is the first slide's, which pageMetadata gives every page without a picture of its own.
  return pageMetadata({
    title: settings.title,
    absoluteTitle: true,
    description: describeSections(page?.sections ?? [], ['Title', 'About'], HOME_DESCRIPTION),
    path: routes.home.href({}),
  });
}
