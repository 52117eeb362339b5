import type { MenuPage } from '@/lib/cms';
import { IntroSection } from './IntroSection';
import { MenuSectionsPage } from './MenuSectionsPage';
import { sectionRegistry } from './registry';

/** The introduction first; every other section through the generic renderer. */
const GENERIC_REGISTRY = sectionRegistry([['Title', IntroSection]]);

/**
 * A menu no route planned for (`Annual Report`, or a `Company` menu without companies): all of
 * its sections and pictures, so the header's link to it is never dead.
 */
export function GenericMenuView({ page }: { page: MenuPage }) {
  return <MenuSectionsPage page={page} registry={GENERIC_REGISTRY} />;
}
