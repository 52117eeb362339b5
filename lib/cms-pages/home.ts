import 'server-only';
import type { Metadata } from 'next';
import { getSettings, getSlides, type MenuPage } from '@/lib/cms';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { describeSections } from './metadata';

const HOME_DESCRIPTION = 'Who we are, what we do, the work our supporters made possible and the companies that fund it.';

/**
 * Home is home whichever menu fed it: the site's own title (the editors' default document title,
 * unlike every inner page's `{page} | {site name}`), a description from its own text, the first
 * slide's picture, and `/` as its one address.
 */
export async function homeMetadata(page: MenuPage | null): Promise<Metadata> {
  const [settings, slides] = await Promise.all([getSettings(), getSlides()]);
  return pageMetadata({
    title: settings.title,
    absoluteTitle: true,
    description: describeSections(page?.sections ?? [], ['Title', 'About'], HOME_DESCRIPTION),
    path: routes.home.href({}),
    image: slides.find((slide) => slide.image)?.image,
  });
}
