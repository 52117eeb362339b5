import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { GallerySection } from '@/components/sections/GallerySection';
import { IntroSection } from '@/components/sections/IntroSection';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', IntroSection],
  ['Gallery', GallerySection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('gallery', params), ['Title', 'Gallery']);
}

export default async function GalleryPage({ params }: Props) {
  return (
    <MenuSectionsPage page={await loadMenuPage('gallery', params)} registry={REGISTRY}></MenuSectionsPage>
  );
}
