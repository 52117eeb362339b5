import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { TeamSlider } from '@/components/team/TeamSlider';
import { IntroSection } from '@/components/sections/IntroSection';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { ServicesSection } from '@/components/services/ServicesSection';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', IntroSection],
  ['About', MediaTextSection],
  ['Our Services', ServicesSection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('about', params), ['About', 'Title']);
}

export default async function AboutPage({ params }: Props) {
  return (
    <MenuSectionsPage page={await loadMenuPage('about', params)} registry={REGISTRY}>
      <TeamSlider />
    </MenuSectionsPage>
  );
}
