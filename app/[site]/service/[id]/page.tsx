// `/service/{id}`: the Service menu's page, the organisation's services from the content service
// (loadMenuPage).
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { PageIntro } from '@/components/sections/PageIntro';
import { ServicesSection } from '@/components/services/ServicesSection';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', PageIntro],
  ['Our Services', ServicesSection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('service', params), ['Title', 'Our Services']);
}

export default async function ServicesMenuPage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('service', params)} registry={REGISTRY} />;
}
