import type { Metadata } from 'next';
import type { MenuPage } from '@/lib/cms';
import { menuPageMetadata } from '@/lib/cms-pages/metadata';
import { CmsPage } from './CmsPage';
import { IntroSection } from './IntroSection';
import { sectionRegistry } from './registry';

/** The introduction first; every other section through the generic renderer. */
const GENERIC_REGISTRY = sectionRegistry([['Title', IntroSection]]);

export function genericMenuMetadata(page: MenuPage): Metadata {
  return menuPageMetadata(page, ['Title']);
}

/**
 * A menu no route planned for (`Annual Report`, or a `Company` menu without companies): all of
 * its sections and pictures, so the header's link to it is never dead.
 */
export function GenericMenuPage({ page }: { page: MenuPage }) {
  return <CmsPage page={page} registry={GENERIC_REGISTRY} />;
}
