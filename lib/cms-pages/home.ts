import 'server-only';
import type { Metadata } from 'next';
import { getSettings, type MenuPage } from '@/lib/cms';
import { describeSections } from './metadata';

const HOME_DESCRIPTION = 'Who we are, what we do, the work our supporters made possible and the companies that fund it.';

/**
 * Home is home whichever menu fed it: the site's own title (the editors' default document title,
 * unlike every inner page's `{page} | {site name}`) and a description from its own text.
 */
export async function homeMetadata(page: MenuPage | null): Promise<Metadata> {
  const settings = await getSettings();
  return {
    title: { absolute: settings.title },
    description: describeSections(page?.sections ?? [], ['Title', 'About'], HOME_DESCRIPTION),
  };
}
