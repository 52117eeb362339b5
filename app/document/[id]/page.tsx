// `/document/{id}`: the Document menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('document');

export default function DocumentMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="document" params={params} />;
}
