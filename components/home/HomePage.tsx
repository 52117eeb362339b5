import { getSettings, type MenuPage } from '@/lib/cms';
import { MediaTextSection } from '@/components/cms/MediaTextSection';
import { RenderSections } from '@/components/cms/RenderSections';
import { sectionRegistry, type SectionRegistry } from '@/components/cms/registry';
import { TeamSlider } from '@/components/team/TeamSlider';
import { CompaniesCarousel } from './CompaniesCarousel';
import { HeroSlider } from './HeroSlider';
import { FeaturedWork, Partners } from './ImageCarousel';
import { ScrollToTop } from './ScrollToTop.client';
import { ServicesCarousel } from './ServicesCarousel';
import { TitleBand } from './TitleBand';

/**
 * The home page's blocks in display order. Every key not listed is a company: the Companies
 * block renders those, so nothing falls through to a generic renderer here.
 */
const HOME_REGISTRY: SectionRegistry = sectionRegistry([
  ['Title', TitleBand],
  ['About', MediaTextSection],
  ['Our Services', ServicesCarousel],
  ['Featured Work', FeaturedWork],
  ['Partner', Partners],
  ['Companies', CompaniesCarousel],
]);

/** `/`, `/home` and `/home/{id}`: the hero, the home menu's sections and the team. */
export async function HomePage({ page }: { page: MenuPage | null }) {
  const { siteName } = await getSettings();
  return (
    <>
      {/* The hero's headlines are editors' rich text; the page's one h1 names the organisation. */}
      <h1 className="visually-hidden">{siteName}</h1>
      <HeroSlider />
      <RenderSections sections={page?.sections ?? []} menuId={page?.menu.id ?? null} registry={HOME_REGISTRY} fallback={null} />
      <TeamSlider />
      <ScrollToTop />
    </>
  );
}
