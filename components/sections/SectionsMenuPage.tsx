// The page of a menu made only of sections (`/mission/{id}`, `/gallery/{id}` …, and `/menu/{id}` for a menu of
// any other name): its sections in the order its layout lists them (lib/routes/section-pages.ts), each drawn by
// its view. Each address has its own folder under app/, whose page is this view.
import { loadMenuPage } from '@/lib/routes/loaders';
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { SECTION_PAGES, type SectionsLayoutKey } from '@/lib/routes/section-pages';
import { MenuSectionsPage } from './MenuSectionsPage';
import { registryOf } from './section-views';

type Params = Promise<{ id: string }>;

/** The `generateMetadata` of the menu pages of `layout`. */
export function sectionsMenuMetadata(layout: SectionsLayoutKey) {
  return async ({ params }: { params: Params }) =>
    menuPageMetadata(await loadMenuPage(layout, params), SECTION_PAGES[layout].describedBy);
}

/** A menu page of `layout`, for the id in `params`. */
export async function SectionsMenuPage({ layout, params }: { layout: SectionsLayoutKey; params: Params }) {
  return <MenuSectionsPage page={await loadMenuPage(layout, params)} registry={registryOf(SECTION_PAGES[layout])} />;
}
