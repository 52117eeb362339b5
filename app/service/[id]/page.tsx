// `/service/{id}`: the Service menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('service');

export default function ServiceMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="service" params={params} />;
}
