import 'server-only';
import type { Metadata } from 'next';
import type { MenuPage } from '@/lib/cms';
import { describeSections } from './metadata';

const HOME_DESCRIPTION = 'Who we are, what we do, the work our supporters made possible and the companies that fund it.';

/** Home is home whichever menu fed it: the same title and a description from its own text. */
export function homeMetadata(page: MenuPage | null): Metadata {
  return { title: 'Home', description: describeSections(page?.sections ?? [], ['Title', 'About'], HOME_DESCRIPTION) };
}
