// `/performance/{id}`: the Performance menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('performance');

export default function PerformanceMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="performance" params={params} />;
}
