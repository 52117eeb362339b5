// `/message/{id}`: the Message menu's page (loadMenuPage), where the directors' messages from the
// content service share one set of tabs.
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { PageIntro } from '@/components/sections/PageIntro';
import { MESSAGE_KEYS, MessageTabs } from '@/components/sections/MessageTabs';
import { ShownElsewhere } from '@/components/sections/RenderSections';

type Props = { params: Promise<{ id: string }> };

const [FIRST_DIRECTOR, ...OTHER_DIRECTORS] = MESSAGE_KEYS;

const REGISTRY = sectionRegistry([
  ['Title', PageIntro],
  // The tabs show all three directors; the first key places them on the page.
  [FIRST_DIRECTOR, MessageTabs],
  ...OTHER_DIRECTORS.map((key) => [key, ShownElsewhere] as const),
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('message', params), MESSAGE_KEYS);
}

export default async function MessagePage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('message', params)} registry={REGISTRY} />;
}
