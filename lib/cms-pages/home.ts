import 'server-only';
import type { Metadata } from 'next';
import { getSettings, type MenuPage } from '@/lib/cms';
import { describeSections } from './metadata';

const HOME_DESCRIPTION = 'Who we are, what we do, the work our supporters made possible and the companies that fund it.';

/**
 * Home is home whichever menu fed it: the same title and a description from its own text. The
 * title is spelt out because `/` shares the root layout's segment, whose template skips it.
 */
export async function homeMetadata(page: MenuPage | null): Promise<Metadata> {
  const { siteName } = await getSettings();
  return {
    title: { absolute: `Home | ${siteName}` },
    description: describeSections(page?.sections ?? [], ['Title', 'About'], HOME_DESCRIPTION),
  };
}
