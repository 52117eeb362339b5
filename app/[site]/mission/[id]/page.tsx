// `/mission/{id}`: the Mission menu's page (loadMenuPage): the mission and vision texts from the
// content service, side by side with their images.
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { PageIntro } from '@/components/sections/PageIntro';
import { MediaTextSection, MediaTextSectionReversed } from '@/components/sections/MediaTextSection';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', PageIntro],
  ['Mission', MediaTextSection],
  ['Vision', MediaTextSectionReversed],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('mission', params), ['Mission', 'Vision']);
}

export default async function MissionPage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('mission', params)} registry={REGISTRY} />;
}
