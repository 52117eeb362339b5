// `/gallery/{id}`: the Gallery menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('gallery');

export default function GalleryMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="gallery" params={params} />;
}
