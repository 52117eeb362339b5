import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { IntroSection } from '@/components/sections/IntroSection';
import { MediaTextSection } from '@/components/sections/MediaTextSection';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', IntroSection],
  ['Performance', MediaTextSection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('performance', params), ['Performance', 'Title']);
}

export default async function PerformancePage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('performance', params)} registry={REGISTRY} />;
}
