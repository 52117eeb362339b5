// `/mission/{id}`: the Mission menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('mission');

export default function MissionMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="mission" params={params} />;
}
