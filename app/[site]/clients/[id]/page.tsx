// `/clients/{id}`: the Clients menu's page, its title and text sections from the content service
// (loadMenuPage).
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { sectionRegistry } from '@/components/sections/registry';
import { PageIntro } from '@/components/sections/PageIntro';
import { MediaTextSection } from '@/components/sections/MediaTextSection';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = sectionRegistry([
  ['Title', PageIntro],
  ['Clients', MediaTextSection],
]);

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('clients', params), ['Clients', 'Title']);
}

export default async function ClientsPage({ params }: Props) {
  return <MenuSectionsPage page={await loadMenuPage('clients', params)} registry={REGISTRY} />;
}
