// `/gallery/{id}`: the Gallery menu's page, its images from the content service (loadMenuPage).
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
  ['Gallery', GallerySection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('gallery', params), ['Title', 'Gallery']);
}

export default async function GalleryPage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('gallery', params)} registry={REGISTRY} />;
}
