// `/document/{id}`: the Document menu's page, its documents shown as a gallery from the content
// service (loadMenuPage).
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { GallerySection } from '@/components/sections/GallerySection';
import { PageIntro } from '@/components/sections/PageIntro';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', PageIntro],
  ['OUR DOCUMENT', GallerySection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('document', params), ['Title', 'OUR DOCUMENT']);
}

export default async function DocumentPage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('document', params)} registry={REGISTRY} />;
}
