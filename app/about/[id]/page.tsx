// `/about/{id}`: the About menu's sections (its layout in lib/routes/section-pages.ts), then the built-in team
// carousel. A page of its own: the other menu pages do not carry the carousel's code.
import { loadMenuPage } from '@/lib/routes/loaders';
import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { SECTION_PAGES } from '@/lib/routes/section-pages';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { registryOf } from '@/components/sections/section-views';
import { TeamSlider } from '@/components/team/TeamSlider';

type Props = { params: Promise<{ id: string }> };

const REGISTRY = registryOf(SECTION_PAGES.about);

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadMenuPage('about', params), SECTION_PAGES.about.describedBy);
}

export default async function AboutPage({ params }: Props) {
  return (
    <MenuSectionsPage page={await loadMenuPage('about', params)} registry={REGISTRY}>
      <TeamSlider />
    </MenuSectionsPage>
  );
}
