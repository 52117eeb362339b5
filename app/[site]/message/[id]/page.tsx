import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { IntroSection } from '@/components/sections/IntroSection';
import { MessageTabs } from '@/components/sections/MessageTabs';
import { ShownElsewhere } from '@/components/sections/RenderSections';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', IntroSection],
  // The tabs show all three directors; the first key places them on the page.
  ['Managing Director', MessageTabs],
  ['Chairman', ShownElsewhere],
  ['Executive Director', ShownElsewhere],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('message', params), ['Managing Director', 'Chairman', 'Executive Director']);
}

export default async function MessagePage({ params }: Props) {
  return (
    <MenuSectionsPage page={await loadMenuPage('message', params)} registry={REGISTRY}></MenuSectionsPage>
  );
}
