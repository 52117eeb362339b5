// `/mission/{id}`, `/gallery/{id}` … and any menu without a page of its own (`/annual%20report/14`): a menu's
// sections in the order its layout lists them (lib/routes/section-pages.ts), each drawn by its view.
import { loadSectionsPage } from '@/lib/routes/loaders';
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { registryOf } from '@/components/sections/section-views';

type Props = { params: Promise<{ layout: string; id: string }> };

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  const { layout, page } = await loadSectionsPage(params);
  return menuPageMetadata(page, layout.describedBy);
}

export default async function SectionsPage({ params }: Props) {
  const { layout, page } = await loadSectionsPage(params);
  return <MenuSectionsPage page={page} registry={registryOf(layout)} />;
}
