// Draws a menu that has no page of its own, so no link in the header ever leads to a dead page.
import type { MenuPage } from '@/lib/cms';
import { SECTION_PAGES } from '@/lib/routes/section-pages';
import { MenuSectionsPage } from './MenuSectionsPage';
import { registryOf } from './section-views';

/** The introduction first; every other section through the generic renderer. */
const GENERIC_REGISTRY = registryOf(SECTION_PAGES.menu);

/**
 * A menu no route planned for (`Annual Report`, or a `Company` menu without companies): all of
 * its sections and pictures, so the header's link to it is never dead.
 */
export function GenericMenuView({ page }: { page: MenuPage }) {
  return <MenuSectionsPage page={page} registry={GENERIC_REGISTRY} />;
}
