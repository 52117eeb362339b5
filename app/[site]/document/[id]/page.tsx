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
  ['OUR DOCUMENT', GallerySection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('document', params), ['Title', 'OUR DOCUMENT']);
}

export default async function DocumentPage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('document', params)} registry={REGISTRY} />;
}
