// `/about/{id}`: the About menu's page. loadMenuPage brings its sections from the content service;
// this page says where each goes (title, about text, services) and adds the built-in team slider.
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { TeamSlider } from '@/components/team/TeamSlider';
import { PageIntro } from '@/components/sections/PageIntro';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { ServicesSection } from '@/components/services/ServicesSection';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', PageIntro],
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
